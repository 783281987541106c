import { sql } from 'kysely';
import type { Db } from '../store/db.ts';

/**
 * Everything people's-data code needs from ban appeals, behind one interface: the export lists
 * a person's appeals, deletion anonymises them, and the transparency page counts them.
 *
 * The appeals table is the operator console's (migration 0014_console); `noAppeals` stands in
 * where a test has no use for appeals.
 */
export interface AppealsData {
  /** a person's own appeals, for "Download my data" */
  ofUser(db: Db, userId: string): Promise<ExportedAppeal[]>;
  /** inside the deletion's transaction: the person's appeals move to the anonymous record */
  erase(trx: Db, userId: string, anonymousId: string): Promise<void>;
  /** true when the person has appeals the anonymous record must keep (counts stay right) */
  has(trx: Db, userId: string): Promise<boolean>;
  /** per month `YYYY-MM` (UTC) from `since`: received, accepted, and decision times in ms */
  figures(db: Db, since: number): Promise<Map<string, AppealMonth>>;
}

export interface ExportedAppeal {
  id: string;
  /** the ban appealed: its reason and when it was to end when the appeal was made */
  banReason: string;
  banEndsAt: string;
  text: string;
  status: string;
  createdAt: string;
  decidedAt: string | null;
}

export interface AppealMonth {
  received: number;
  accepted: number;
  /** how long each appeal decided in this month waited for its decision */
  decisionMs: number[];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export const noAppeals: AppealsData = {
  ofUser: () => Promise.resolve([]),
  erase: () => Promise.resolve(),
  has: () => Promise.resolve(false),
  figures: () => Promise.resolve(new Map()),
};

/** The queries against the console's `appeals` table (raw SQL: the table is not typed here). */
export const appealsTable: AppealsData = {
  async ofUser(db, userId) {
    const { rows } = await sql<{
      id: string;
      ban_expires_at: number;
      ban_reason: string;
      text: string;
      status: string;
      created_at: number;
      decided_at: number | null;
    }>`select id, ban_expires_at, ban_reason, text, status, created_at, decided_at from appeals
       where user_id = ${userId} order by created_at`.execute(db);
    return rows.map((r) => ({
      id: r.id,
      banReason: r.ban_reason,
      banEndsAt: iso(r.ban_expires_at)!,
      text: r.text,
      status: r.status,
      createdAt: iso(r.created_at)!,
      decidedAt: iso(r.decided_at),
    }));
  },
  async erase(trx, userId, anonymousId) {
    // what the person wrote and the operator's note about them go; the decision stays counted
    await sql`update appeals set user_id = ${anonymousId}, text = '', note = null
      where user_id = ${userId}`.execute(trx);
  },
  async has(trx, userId) {
    const { rows } = await sql<{ id: string }>`select id from appeals
      where user_id = ${userId} limit 1`.execute(trx);
    return rows.length > 0;
  },
  async figures(db, since) {
    const { rows } = await sql<{
      status: string;
      created_at: number;
      decided_at: number | null;
    }>`select status, created_at, decided_at from appeals
       where created_at >= ${since} or decided_at >= ${since}`.execute(db);
    const months = new Map<string, AppealMonth>();
    const at = (ms: number) => {
      const key = new Date(Number(ms)).toISOString().slice(0, 7);
      let month = months.get(key);
      if (!month) months.set(key, (month = { received: 0, accepted: 0, decisionMs: [] }));
      return month;
    };
    for (const r of rows) {
      if (Number(r.created_at) >= since) at(r.created_at).received += 1;
      if (r.decided_at !== null && Number(r.decided_at) >= since) {
        const month = at(r.decided_at);
        if (r.status === 'accepted') month.accepted += 1;
        month.decisionMs.push(Number(r.decided_at) - Number(r.created_at));
      }
    }
    return months;
  },
};

export const APPEALS: AppealsData = appealsTable;

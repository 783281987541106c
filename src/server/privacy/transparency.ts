import { sql } from 'kysely';
import type { TransparencyMonth, TransparencyResponse } from '../../shared/protocol/index.ts';
import { isPostgres } from '../points/ledger.ts';
import type { Db } from '../store/db.ts';
import { APPEALS, type AppealsData } from './appeals.ts';

/** How many months the page shows, the current one included. */
export const TRANSPARENCY_MONTHS = 12;

const monthOf = (db: Db) =>
  isPostgres(db)
    ? sql<string>`to_char(to_timestamp(created_at / 1000.0) at time zone 'UTC', 'YYYY-MM')`
    : sql<string>`strftime('%Y-%m', created_at / 1000, 'unixepoch')`;

/** The first instant (UTC) of the month `back` months before the one holding `now`. */
function monthStart(now: number, back: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1);
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Per month, newest first: reports received by reason (live reports plus the counts of those
 * retention removed), bans by who made them, appeals and the median wait for a decision.
 * Counts only: nothing names a person.
 */
export async function transparency(
  db: Db,
  now: number,
  appeals: AppealsData = APPEALS,
): Promise<TransparencyResponse> {
  const since = monthStart(now, TRANSPARENCY_MONTHS - 1);
  const month = monthOf(db);
  const [reports, tallies, bans, appealMonths] = await Promise.all([
    db
      .selectFrom('reports')
      .select([month.as('month'), sql<string>`coalesce(reason, 'none')`.as('reason')])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since)
      .groupBy([month, sql`coalesce(reason, 'none')`])
      .execute(),
    db
      .selectFrom('report_tallies')
      .selectAll()
      .where('month', '>=', new Date(since).toISOString().slice(0, 7))
      .execute(),
    // 'device' rows are copies of a ban onto browsers, not decisions of their own
    db
      .selectFrom('bans')
      .select([month.as('month'), 'source'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since)
      .where('source', 'in', ['reports', 'operator'])
      .groupBy([month, 'source'])
      .execute(),
    appeals.figures(db, since),
  ]);

  const months: TransparencyMonth[] = [];
  for (let back = 0; back < TRANSPARENCY_MONTHS; back += 1) {
    const key = new Date(monthStart(now, back)).toISOString().slice(0, 7);
    const byReason: Record<string, number> = {};
    for (const r of [...reports, ...tallies.map((t) => ({ ...t, n: t.reports }))]) {
      if (r.month === key) byReason[r.reason] = (byReason[r.reason] ?? 0) + Number(r.n);
    }
    const bansOf = (source: string) =>
      Number(bans.find((b) => b.month === key && b.source === source)?.n ?? 0);
    const a = appealMonths.get(key);
    const wait = median(a?.decisionMs ?? []);
    months.push({
      month: key,
      reports: byReason,
      automaticBans: bansOf('reports'),
      operatorBans: bansOf('operator'),
      appealsReceived: a?.received ?? 0,
      appealsAccepted: a?.accepted ?? 0,
      medianDecisionHours: wait === null ? null : Math.round((wait / 3_600_000) * 10) / 10,
    });
  }
  return { generatedAt: new Date(now).toISOString(), months };
}

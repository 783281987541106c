import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntry } from '../../shared/protocol/console.ts';
import type { Db } from '../store/db.ts';

export interface AuditInput {
  actor: string;
  action: AuditAction;
  targetUserId?: string | null;
  reportId?: string | null;
  appealId?: string | null;
  reason?: string | null;
  note?: string | null;
  at: number;
}

/**
 * Appends one operator action to the audit log, in the transaction of the action itself (the
 * two stand or fall together). The log has no other write: nothing updates or deletes it, and
 * the store refuses both (migration 0014).
 */
export async function appendAudit(trx: Db, entry: AuditInput): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      target_user_id: entry.targetUserId ?? null,
      report_id: entry.reportId ?? null,
      appeal_id: entry.appealId ?? null,
      reason: entry.reason ?? null,
      note: entry.note ?? null,
    })
    .execute();
}

/** The newest entries first; `before` pages back (an entry's time). */
export async function readAudit(
  db: Db,
  { limit = 100, before }: { limit?: number; before?: number } = {},
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor')
    .select([
      'a.id',
      'a.at',
      'a.actor',
      'a.action',
      'a.target_user_id',
      'a.report_id',
      'a.appeal_id',
      'a.reason',
      'a.note',
      'u.username',
      'u.display_name',
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit);
  if (before !== undefined) query = query.where('a.at', '<', before);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    at: new Date(Number(r.at)).toISOString(),
    actor: r.actor,
    actorName: r.username ?? r.display_name ?? null,
    action: r.action as AuditAction,
    targetUserId: r.target_user_id,
    reportId: r.report_id,
    appealId: r.appeal_id,
    reason: r.reason,
    note: r.note,
  }));
}

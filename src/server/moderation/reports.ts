import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../store/db.ts';
import type { Refusal } from '../../shared/protocol/index.ts';
import type { ReportReason, ShieldEvidence } from '../../shared/protocol/report.ts';
import { decideBan, type BanDecision } from './policy.ts';
import { storedEvidence } from './evidence.ts';
import { reportWeight } from './reportWeight.ts';
import { bansWritten, writeBan } from './store.ts';

export type ReportOutcome =
  | { stored: false; reason: Refusal }
  | { stored: true; ban: (BanDecision & { expiresAt: number }) | null };

export interface ReportInput {
  reporterId: string;
  /** the reporter's device cookie (or their account's), their address behind a trusted proxy */
  reporterDevice: string | null;
  reporterAddress: string | null;
  reportedId: string;
  matchId: string;
  messages: string[];
  now: number;
  reason?: ReportReason | undefined;
  evidence?: ShieldEvidence | undefined;
}

/**
 * Stores one report and applies the ban policy to the reported user, in one transaction that
 * first takes a write lock on the reported user's row: two reports landing at once, even on
 * two nodes, are judged one after the other, so one burst records one ban.
 */
export async function fileReport(db: Db, input: ReportInput): Promise<ReportOutcome> {
  const outcome = await db.transaction().execute((trx) => fileReportIn(trx, input));
  if (outcome.stored && outcome.ban) bansWritten(db);
  return outcome;
}

/**
 * Takes the write lock on a reported person's row for the rest of the transaction, so reports
 * and age signals about them (on any node) are judged one after the other: a no-op write,
 * which PostgreSQL turns into a row lock and SQLite into the database's write lock.
 */
export async function lockPerson(trx: Db, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ banned_until: sql`banned_until` })
    .where('id', '=', userId)
    .execute();
}

async function fileReportIn(trx: Db, input: ReportInput): Promise<ReportOutcome> {
  const { reporterId, reportedId, matchId, now } = input;
  await lockPerson(trx, reportedId);
  const already = await trx
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('reported_id', '=', reportedId)
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  if (already) return { stored: false, reason: { code: 'already_reported' } };
  const people = await trx
    .selectFrom('users')
    .select(['id', 'is_anonymous'])
    .where('id', 'in', [reporterId, reportedId])
    .execute();
  const isMember = (id: string) => people.some((p) => p.id === id && p.is_anonymous !== 1);
  await trx
    .insertInto('reports')
    .values({
      id: randomUUID(),
      reporter_id: reporterId,
      reported_id: reportedId,
      match_id: matchId,
      messages: JSON.stringify(input.messages),
      created_at: now,
      reporter_device: input.reporterDevice,
      reporter_address: input.reporterAddress,
      reporter_member: isMember(reporterId) ? 1 : 0,
      reason: input.reason ?? null,
      evidence: storedEvidence(input.evidence),
    })
    .execute();

  const [reports, bans] = await Promise.all([
    trx
      .selectFrom('reports')
      .select([
        'reporter_id',
        'reporter_device',
        'reporter_address',
        'reporter_member',
        'created_at',
        'reason',
      ])
      .where('reported_id', '=', reportedId)
      .where('created_at', '>', now - 24 * 60 * 60_000)
      // a partner's device's age signal holds for review (age/signals.ts), it never bans
      .where('age_estimate', 'is', null)
      .execute(),
    trx
      .selectFrom('bans')
      .select(['created_at as createdAt', 'expires_at as expiresAt', 'lifted_at as liftedAt'])
      .where('user_id', '=', reportedId)
      .execute(),
  ]);
  const facts = reports.map((r) => ({
    reporterId: r.reporter_id,
    deviceId: r.reporter_device,
    address: r.reporter_address,
    isMember: r.reporter_member === 1,
    weight: reportWeight(r.reason),
    createdAt: r.created_at,
  }));
  const decision = decideBan(facts, bans, now, { isMember: isMember(reportedId) });
  if (!decision) return { stored: true, ban: null };
  const expiresAt = now + decision.durationMs;
  await writeBan(
    trx,
    { userId: reportedId, source: 'reports', reason: decision.reason, expiresAt },
    now,
  );
  return { stored: true, ban: { ...decision, expiresAt } };
}

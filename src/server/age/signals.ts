import { randomUUID } from 'node:crypto';
import { AGE_SIGNAL, type Refusal } from '../../shared/protocol/index.ts';
import { tallyReporters } from '../moderation/policy.ts';
import { lockPerson } from '../moderation/reports.ts';
import type { Db } from '../store/db.ts';
import { holdOf, holdsWritten, lastClearedAt, writeHold } from './holds.ts';

export interface SignalInput {
  reporterId: string;
  /** the reporter's device cookie (or their account's), their address behind a trusted proxy */
  reporterDevice: string | null;
  reporterAddress: string | null;
  reportedId: string;
  /** the browser the reported person was met on: the hold binds it too */
  reportedDevice: string | null;
  matchId: string;
  estimate: number;
  now: number;
}

export type SignalOutcome = { stored: false; reason: Refusal } | { stored: true; held: boolean };

/**
 * Files one age signal as an automatic "Appears under 18" report carrying the estimate, then
 * applies the hold rule: signals from two distinct reporters (told apart as reports are, by
 * account, device and trusted address) within 24 h hold the person until an operator clears
 * them; a member is held only when one of those reporters is a member. Signals filed before the
 * person was last cleared are spent. One transaction that first locks the reported person's
 * row, as reports do: two signals landing at once, even on two nodes, write one hold.
 */
export async function fileAgeSignal(db: Db, input: SignalInput): Promise<SignalOutcome> {
  const outcome = await db.transaction().execute((trx) => fileIn(trx, input));
  if (outcome.stored && outcome.held) holdsWritten(db);
  return outcome;
}

async function fileIn(trx: Db, input: SignalInput): Promise<SignalOutcome> {
  const { reporterId, reportedId, matchId, now } = input;
  await lockPerson(trx, reportedId);
  const already = await trx
    .selectFrom('reports')
    .select('age_estimate')
    .where('reporter_id', '=', reporterId)
    .where('reported_id', '=', reportedId)
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  // a report the person filed by hand in this call is already in front of an operator
  if (already)
    return {
      stored: false,
      reason: { code: already.age_estimate === null ? 'already_reported' : 'age_signal_sent' },
    };
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
      messages: '[]',
      created_at: now,
      reporter_device: input.reporterDevice,
      reporter_address: input.reporterAddress,
      reporter_member: isMember(reporterId) ? 1 : 0,
      reason: 'under18',
      evidence: null,
      age_estimate: input.estimate,
    })
    .execute();
  if (await holdOf(trx, reportedId)) return { stored: true, held: false };
  const spentUntil = Math.max(
    now - AGE_SIGNAL.holdWindowMs,
    (await lastClearedAt(trx, reportedId)) ?? 0,
  );
  const signals = await trx
    .selectFrom('reports')
    .select(['reporter_id', 'reporter_device', 'reporter_address', 'reporter_member'])
    .where('reported_id', '=', reportedId)
    .where('age_estimate', 'is not', null)
    .where('created_at', '>', spentUntil)
    .execute();
  const tally = tallyReporters(
    signals.map((r) => ({
      reporterId: r.reporter_id,
      deviceId: r.reporter_device,
      address: r.reporter_address,
      isMember: r.reporter_member === 1,
      createdAt: now,
    })),
  );
  const enough = tally.reporters >= AGE_SIGNAL.holdReporters;
  // guests' signals alone never hold a member: those reports wait for an operator
  if (!enough || (isMember(reportedId) && tally.members === 0))
    return { stored: true, held: false };
  await writeHold(trx, { userId: reportedId, deviceId: input.reportedDevice }, now);
  return { stored: true, held: true };
}

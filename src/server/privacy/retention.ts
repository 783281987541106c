import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { pruneRecent } from '../contacts/store.ts';
import { pruneStandingEvents } from '../standing/store.ts';
import type { Db } from '../store/db.ts';
import { isPostgres } from '../points/ledger.ts';
import { endedHolds } from './deletedRecent.ts';
import { DELETED_PROVIDER, eraseUser, mustKeep } from './erase.ts';
import { releaseLease, takeLease } from './lease.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionPolicy {
  /** a guest account not seen for this many days is deleted (like "Delete my account") */
  guestIdleDays: number;
  /** a report is removed this many days after it was filed (counted first, see report_tallies) */
  reportDays: number;
}

export interface RetentionResult {
  sessions: number;
  guests: number;
  reports: number;
  /** Recent entries past their 7 days (contacts/store.ts) */
  recent: number;
  /** deleted accounts' holds ended: their device ids gone, the record too when nothing keeps it */
  deletedHolds: number;
  /** calls' standing signals older than the standing rule reads (standing/store.ts) */
  standingEvents: number;
}

/** At most this many guests are deleted per run, so one run stays short; the next goes on. */
const GUESTS_PER_RUN = 500;

/**
 * One retention pass at `now`: expired or revoked refresh sessions, guests idle for
 * `guestIdleDays`, the calls' standing signals the standing rule no longer reads (56 days),
 * and reports older than `reportDays` (a report that old is closed: the ban
 * policy counts the last 24 hours, and an operator reviews within days). Removed reports are
 * added to the per-month counts first, so the transparency page keeps its history. An escalated
 * report (the console's child-safety escalation) is never removed.
 */
export async function runRetention(
  db: Db,
  policy: RetentionPolicy,
  now: number,
): Promise<RetentionResult> {
  const sessions = await db
    .deleteFrom('refresh_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();

  const idle = await db
    .selectFrom('users')
    .select('id')
    .where('is_anonymous', '=', 1)
    .where('provider', '!=', 'deleted')
    .where('last_seen_at', '<', now - policy.guestIdleDays * DAY_MS)
    .orderBy('last_seen_at')
    .limit(GUESTS_PER_RUN)
    .execute();
  let guests = 0;
  for (const { id } of idle) if (await eraseUser(db, id, now)) guests += 1;

  const reports = await removeOldReports(db, now - policy.reportDays * DAY_MS);
  const recent = await pruneRecent(db, now);
  const deletedHolds = await endDeletedHolds(db, now);
  const standingEvents = await pruneStandingEvents(db, now);
  return {
    sessions: Number(sessions.numDeletedRows),
    guests,
    reports,
    recent,
    deletedHolds,
    standingEvents,
  };
}

/**
 * A deleted account kept in others' Recent (deletedRecent.ts) whose last entry has ended: its
 * device ids go (a ban those reports earned holds the browsers on its own rows), and so does
 * the anonymous record when nothing else keeps it (no report, ban, block, points or appeal).
 */
async function endDeletedHolds(db: Db, now: number): Promise<number> {
  const ended = await endedHolds(db, now, GUESTS_PER_RUN);
  for (const { user_id: id } of ended) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_devices').where('user_id', '=', id).execute();
      await trx.deleteFrom('deleted_recent_holds').where('user_id', '=', id).execute();
      if (!(await mustKeep(trx, id)))
        await trx
          .deleteFrom('users')
          .where('id', '=', id)
          .where('provider', '=', DELETED_PROVIDER)
          .execute();
    });
  }
  return ended.length;
}

async function removeOldReports(db: Db, before: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const month = isPostgres(trx)
      ? sql<string>`to_char(to_timestamp(created_at / 1000.0) at time zone 'UTC', 'YYYY-MM')`
      : sql<string>`strftime('%Y-%m', created_at / 1000, 'unixepoch')`;
    const counts = await trx
      .selectFrom('reports')
      .select([month.as('month'), sql<string>`coalesce(reason, 'none')`.as('reason')])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '<', before)
      .where('escalated_at', 'is', null)
      .groupBy([month, sql`coalesce(reason, 'none')`])
      .execute();
    for (const c of counts) {
      await trx
        .insertInto('report_tallies')
        .values({ month: c.month, reason: c.reason, reports: Number(c.n) })
        .onConflict((oc) =>
          oc
            .columns(['month', 'reason'])
            .doUpdateSet({ reports: sql<number>`report_tallies.reports + ${Number(c.n)}` }),
        )
        .execute();
    }
    const removed = await trx
      .deleteFrom('reports')
      .where('created_at', '<', before)
      // an escalated report (child safety) is preserved: no age removes it
      .where('escalated_at', 'is', null)
      .executeTakeFirst();
    return Number(removed.numDeletedRows);
  });
}

export const RETENTION_LEASE = 'retention';
/** How often each node tries to run the job; the lease lets one of them do it. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;
/** the pass runs once per interval across the nodes; a node that died frees it by then */
const LEASE_MS = 50 * 60 * 1000;

/**
 * Runs retention every RETENTION_EVERY_MS (the first pass a minute after start). With several
 * nodes they share the store; a lease in it lets one node at a time run the pass.
 */
export function scheduleRetention(options: {
  db: Db;
  policy: RetentionPolicy;
  now: () => number;
  onError: (err: unknown) => void;
  onDone?: (result: RetentionResult) => void;
}): { stop(): Promise<void>; runOnce(): Promise<RetentionResult | null> } {
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const runOnce = async (): Promise<RetentionResult | null> => {
    if (!(await takeLease(options.db, RETENTION_LEASE, holder, options.now(), LEASE_MS)))
      return null;
    const result = await runRetention(options.db, options.policy, options.now());
    options.onDone?.(result);
    return result;
  };
  const tick = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runOnce().catch(options.onError);
      void running.then(() => {
        if (!stopped) tick(RETENTION_EVERY_MS);
      });
    }, delayMs);
    timer.unref();
  };
  tick(60_000);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await releaseLease(options.db, RETENTION_LEASE, holder).catch(() => undefined);
    },
  };
}

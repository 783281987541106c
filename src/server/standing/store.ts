import { lastClearedAt } from '../age/holds.ts';
import type { Db } from '../store/db.ts';
import type { PersonStandingResponse } from '../../shared/protocol/index.ts';
import { STANDING_RULE, standingOf, type Signal } from './rule.ts';
import { flushCallEvents } from './eventLog.ts';
import type { StandingEventsTable } from './schema.ts';

/** The linked identities of one giver, as reports are told apart (moderation/policy.ts). */
const giver = (userId: string, device?: string | null, address?: string | null) => [
  `u:${userId}`,
  ...(device ? [`d:${device}`] : []),
  ...(address ? [`a:${address}`] : []),
];

/** A person as standing knows them: the account and the browsers it is known on. */
export interface StandingPerson {
  userId: string;
  deviceIds: readonly string[];
}

/**
 * Every signal about a person (account, and browsers when known) from the last
 * STANDING_RULE.readWindowMs, and their open bot flags whatever their age: six indexed reads, in
 * parallel. Reports an operator dismissed do not count; age signals (reports carrying an
 * estimate) are their own kind, spent once an operator cleared the person's age review.
 */
export async function signalsAbout(db: Db, person: StandingPerson, now: number): Promise<Signal[]> {
  const since = now - STANDING_RULE.readWindowMs;
  const { userId, deviceIds } = person;
  // calls' signals of the last second still wait in memory (eventLog.ts)
  await flushCallEvents(db);
  const [reports, blocks, ratings, events, bots, ageCleared] = await Promise.all([
    db
      .selectFrom('reports')
      .select([
        'reporter_id',
        'reporter_device',
        'reporter_address',
        'match_id',
        'created_at',
        'age_estimate',
      ])
      .where('reported_id', '=', userId)
      .where('created_at', '>', since)
      .where((eb) =>
        eb.or([eb('handled_action', 'is', null), eb('handled_action', '!=', 'dismissed')]),
      )
      .execute(),
    db
      .selectFrom('blocks')
      .select(['blocker_id', 'blocker_device', 'created_at'])
      .where((eb) =>
        eb.or([
          eb('blocked_id', '=', userId),
          ...(deviceIds.length ? [eb('blocked_device', 'in', deviceIds)] : []),
        ]),
      )
      .where('created_at', '>', since)
      .execute(),
    db
      .selectFrom('call_ratings')
      .select(['rater_id', 'up', 'created_at'])
      .where((eb) =>
        eb.or([
          eb('rated_id', '=', userId),
          ...(deviceIds.length ? [eb('rated_device', 'in', deviceIds)] : []),
        ]),
      )
      .where('created_at', '>', since)
      .execute(),
    db
      .selectFrom('standing_events')
      .select(['kind', 'match_id', 'at'])
      .where((eb) =>
        eb.or([
          eb('user_id', '=', userId),
          ...(deviceIds.length ? [eb('device_id', 'in', deviceIds)] : []),
        ]),
      )
      .where('at', '>', since)
      .execute(),
    db
      .selectFrom('bot_flags')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('handled_at', 'is', null)
      .execute(),
    lastClearedAt(db, userId),
  ]);
  const ageSpent = ageCleared ?? -Infinity;
  return [
    ...reports
      .filter((r) => r.age_estimate === null || Number(r.created_at) > ageSpent)
      .map((r): Signal => ({
        kind: r.age_estimate === null ? 'report' : 'age',
        at: Number(r.created_at),
        by: giver(r.reporter_id, r.reporter_device, r.reporter_address),
        matchId: r.match_id,
      })),
    ...blocks.map((b): Signal => ({
      kind: 'block',
      at: Number(b.created_at),
      by: giver(b.blocker_id, b.blocker_device),
    })),
    ...ratings.map((r): Signal => ({
      kind: Number(r.up) === 1 ? 'up' : 'down',
      at: Number(r.created_at),
      by: giver(r.rater_id),
    })),
    ...events.map((e): Signal => ({
      kind: e.kind as StandingEventsTable['kind'],
      at: Number(e.at),
      matchId: e.match_id,
    })),
    ...bots.map((b): Signal => ({ kind: 'bot', at: Number(b.created_at) })),
  ];
}

/**
 * A person's standing as operators see it: read from the store by their account and every
 * browser they are known on (not the one cache of a node), with the rule's numbers.
 */
export async function personStanding(
  db: Db,
  userId: string,
  now: number,
): Promise<PersonStandingResponse | undefined> {
  const user = await db
    .selectFrom('users')
    .select('device_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const devices = await db
    .selectFrom('user_devices')
    .select('device_id')
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .limit(20)
    .execute();
  const deviceIds = [
    ...new Set([user.device_id, ...devices.map((d) => d.device_id)].filter((d) => d !== null)),
  ];
  const [signals, flag] = await Promise.all([
    signalsAbout(db, { userId, deviceIds }, now),
    db
      .selectFrom('bot_flags')
      .select(['id', 'created_at', 'partners'])
      .where('user_id', '=', userId)
      .where('handled_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    userId,
    ...standingOf(signals, now),
    rule: {
      slowAtOrBelow: STANDING_RULE.slowAtOrBelow,
      halfLifeDays: STANDING_RULE.halfLifeMs / (24 * 60 * 60_000),
      leaveAbove: STANDING_RULE.leaveAbove,
    },
    botFlag: flag
      ? {
          id: flag.id,
          createdAt: new Date(Number(flag.created_at)).toISOString(),
          partners: Number(flag.partners),
        }
      : null,
  };
}

/**
 * Removes the calls' signals older than the rule reads (STANDING_RULE.readWindowMs): nothing
 * counts them any more. Run by the retention pass (privacy/retention.ts).
 */
export async function pruneStandingEvents(db: Db, now: number): Promise<number> {
  const res = await db
    .deleteFrom('standing_events')
    .where('at', '<=', now - STANDING_RULE.readWindowMs)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

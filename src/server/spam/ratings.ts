import { RATING_MIN_CALL_MS, type Refusal } from '../../shared/protocol/index.ts';
import type { MatchService } from '../matchmaking/service.ts';
import type { Db } from '../store/db.ts';

/**
 * The private rating: after a call of at least 30 s a person may give that partner one thumbs
 * up or down. It is stored by the rated account and device and shown to operators only, as
 * counts beside the person; the rated person never sees it.
 */
export async function rateCall(
  {
    db,
    matches,
    now,
    onRated,
  }: {
    db: Db;
    matches: MatchService;
    now: () => number;
    /** a rating was stored about this person (their standing reads it: standing/book.ts) */
    onRated?: (ratedId: string) => void;
  },
  rater: { userId: string },
  { matchId, up }: { matchId: string; up: boolean },
): Promise<Refusal | undefined> {
  const call = matches.callIn(rater.userId, matchId);
  if (!call) return { code: 'not_your_match' };
  const at = now();
  if ((call.endedAt ?? at) - call.startedAt < RATING_MIN_CALL_MS) return { code: 'too_short' };
  const done = await db
    .insertInto('call_ratings')
    .values({
      match_id: matchId,
      rater_id: rater.userId,
      rated_id: call.userId,
      rated_device: call.deviceId,
      up: up ? 1 : 0,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['match_id', 'rater_id']).doNothing())
    .executeTakeFirst();
  if (Number(done.numInsertedOrUpdatedRows ?? 0) === 0) return { code: 'already_rated' };
  onRated?.(call.userId);
  return undefined;
}

/** A person's ratings as the console shows them: by their account or any of their devices. */
export async function ratingsOf(
  db: Db,
  userId: string,
  devices: string[],
): Promise<{ up: number; down: number }> {
  const row = await db
    .selectFrom('call_ratings')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('up', '=', 1).then(1).else(0).end()).as('up'),
      eb.fn.sum<number>(eb.case().when('up', '=', 0).then(1).else(0).end()).as('down'),
    ])
    .where((eb) =>
      devices.length
        ? eb.or([eb('rated_id', '=', userId), eb('rated_device', 'in', devices)])
        : eb('rated_id', '=', userId),
    )
    .executeTakeFirst();
  return { up: Number(row?.up ?? 0), down: Number(row?.down ?? 0) };
}

import { z } from 'zod';
import type { Db } from '../store/db.ts';
import type { Match } from './match.ts';
import type { MatchService } from './service.ts';

/**
 * A single node's restart keeps its calls: on a graceful stop every live match (both seats
 * already away, see MatchService.drain) is written to the store with its running game; on
 * start they are read back and deleted, each seat away again with a full grace period counted
 * from the start, so both users resume as after any blip. With several nodes a stopping node
 * hands its matches to the others instead (cluster/handover.ts) and keeps nothing.
 */

/** A game service that can give up a running game and take it back (trivia). */
export interface GameKeeper<G> {
  handOver(matchId: string): G | null;
  adopt(match: Match, game: G): void;
}

const country = z.object({ country: z.string(), countryCode: z.string() });
const pair = <T extends z.ZodType>(t: T) => z.tuple([t, t]);
/** What a restart keeps of a match; checked on the way back in, as any input is. */
const keptMatch = z.object({
  sockets: pair(z.string()),
  users: pair(z.string()),
  devices: pair(z.string().nullable()).optional(),
  countries: pair(country).optional(),
  startedAt: z.number(),
  /** a call with a contact stays one (it never turns into a search) */
  contact: z.literal(true).optional(),
  /** the running game, as the game service handed it over (JSON) */
  game: z.unknown().optional(),
});

/** Saves every match this node hosts; returns how many. */
export async function keepMatches<G>(
  db: Db,
  matches: MatchService,
  games: GameKeeper<G>,
  now: number,
): Promise<number> {
  const rows = matches.owned().map((m) => {
    const game = games.handOver(m.id);
    const body: z.input<typeof keptMatch> = {
      sockets: m.sockets,
      users: m.users,
      ...(m.devices ? { devices: m.devices } : {}),
      ...(m.countries ? { countries: m.countries } : {}),
      startedAt: m.startedAt,
      ...(m.contact ? { contact: true as const } : {}),
      ...(game ? { game } : {}),
    };
    return { match_id: m.id, body: JSON.stringify(body), kept_at: now };
  });
  if (rows.length) await db.insertInto('kept_matches').values(rows).execute();
  return rows.length;
}

/**
 * Takes back the matches kept by the last stop: each seat is away until `now + graceMs`.
 * Rows older than the grace period (nobody can still be waiting) or unreadable are dropped.
 * Every row read is deleted. Returns the number of matches restored.
 */
export async function restoreMatches<G>(
  db: Db,
  matches: MatchService,
  games: GameKeeper<G>,
  now: number,
  graceMs: number,
): Promise<number> {
  const rows = await db.selectFrom('kept_matches').selectAll().execute();
  if (!rows.length) return 0;
  await db
    .deleteFrom('kept_matches')
    .where(
      'match_id',
      'in',
      rows.map((r) => r.match_id),
    )
    .execute();
  let restored = 0;
  for (const row of rows) {
    if (now - row.kept_at >= graceMs) continue;
    const parsed = keptMatch.safeParse(parseJson(row.body));
    if (!parsed.success) continue;
    const { game, ...kept } = parsed.data;
    const deadline = now + graceMs;
    const match: Match = {
      id: row.match_id,
      ...kept,
      nodes: [matches.nodeId, matches.nodeId],
      owner: matches.nodeId,
      game: null,
      away: [deadline, deadline],
    };
    matches.seats.adoptKept(match);
    if (game) games.adopt(match, game as G);
    restored += 1;
  }
  return restored;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

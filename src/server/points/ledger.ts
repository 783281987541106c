import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { GameKind } from '../../shared/games/registry.ts';
import { POINTS } from '../../shared/constants.ts';
import { seasonIdOf } from '../../shared/rules/season.ts';
import type { Db } from '../store/db.ts';
import type { Database } from '../store/schema.ts';
import { ALL_TIME_BOARD, type BoardColumns } from './schema.ts';

/** the game a ledger row is for (shared/games/registry.ts) */
export type GameType = GameKind;
/** what a ledger row stores of a game's result (the games' own words are shared/games/result.ts) */
export type LedgerResult = 'win' | 'loss' | 'draw';

export interface AwardInput {
  userId: string;
  delta: number;
  /** e.g. 'trivia_win'; the Settings points stream shows it in words */
  reason: string;
  gameType: GameType;
  matchId: string;
  result?: LedgerResult;
  /** when given, the anti-farming cap for this pair applies */
  opponentId?: string;
  now?: number;
}

export type AwardOutcome =
  | { status: 'awarded' | 'duplicate'; transactionId: string; delta: number; totalAfter: number }
  | {
      status: 'refused';
      reason: 'guest' | 'unknown_user' | 'pair_cap' | 'guest_opponent' | 'daily_cap';
    };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Any query runner: the store or an open transaction. */
type Runner = Kysely<Database>;

export const isPostgres = (db: Runner): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

export const pairKey = (a: string, b: string): string => [a, b].sort().join(' ');

/**
 * Histogram changes of one unit of work. They are applied at its end in (board, points) order,
 * so concurrent PostgreSQL transactions lock the shared histogram rows in one order and never
 * deadlock on them.
 */
export type CountChanges = Map<string, number>;

function moveCount(changes: CountChanges, board: string, from: number, to: number): void {
  if (from === to) return;
  const add = (points: number, n: number) => {
    const key = `${board}\n${points}`;
    changes.set(key, (changes.get(key) ?? 0) + n);
  };
  if (from > 0) add(from, -1);
  if (to > 0) add(to, 1);
}

export async function applyCounts(db: Runner, changes: CountChanges): Promise<void> {
  const rows = [...changes]
    .filter(([, n]) => n !== 0)
    .map(([key, n]) => {
      const [board, points] = key.split('\n') as [string, string];
      return { board, points: Number(points), players: n };
    })
    .sort((a, b) => (a.board === b.board ? a.points - b.points : a.board < b.board ? -1 : 1));
  for (const row of rows) {
    await db
      .insertInto('leaderboard_counts')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['board', 'points'])
          .doUpdateSet({ players: sql<number>`leaderboard_counts.players + ${row.players}` }),
      )
      .execute();
  }
}

/**
 * True while the member has scored fewer than POINTS.maxScoredGamesPerDay games in the last
 * 24 h (against farming with an endless supply of partners). Every scored game leaves one
 * ledger row, so the ledger is the count.
 */
async function dailyAllows(db: Runner, input: AwardInput, now: number): Promise<boolean> {
  // two games of one member finishing at once must not both take the last place
  if (isPostgres(db))
    await sql`select pg_advisory_xact_lock(hashtext(${`daily ${input.userId}`}))`.execute(db);
  const recent = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', input.userId)
    .where('game_type', 'is not', null)
    .where('created_at', '>', now - DAY_MS)
    .executeTakeFirstOrThrow();
  return Number(recent.n) < POINTS.maxScoredGamesPerDay;
}

/** True when the pair may still score this game; records the game for the pair when so. */
async function pairAllows(db: Runner, input: AwardInput, now: number): Promise<boolean> {
  if (!input.opponentId) return true;
  const key = pairKey(input.userId, input.opponentId);
  // Serializes two matches of the same pair finishing at once (SQLite is serialized anyway).
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
  const same = await db
    .selectFrom('pair_games')
    .select('match_id')
    .where('pair_key', '=', key)
    .where('match_id', '=', input.matchId)
    .where('game_type', '=', input.gameType)
    .executeTakeFirst();
  if (same) return true;
  const recent = await db
    .selectFrom('pair_games')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pair_key', '=', key)
    .where('created_at', '>', now - DAY_MS)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= POINTS.maxScoredGamesPerPairPerDay) return false;
  await db
    .insertInto('pair_games')
    .values({ pair_key: key, match_id: input.matchId, game_type: input.gameType, created_at: now })
    .execute();
  return true;
}

async function existingAward(db: Runner, input: AwardInput): Promise<AwardOutcome | undefined> {
  const row = await db
    .selectFrom('transactions')
    .select(['id', 'delta', 'total_after'])
    .where('match_id', '=', input.matchId)
    .where('game_type', '=', input.gameType)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    status: 'duplicate',
    transactionId: row.id,
    delta: row.delta,
    totalAfter: row.total_after,
  };
}

/**
 * One award inside an open transaction: appends the ledger row, then moves every total with
 * atomic increments. Histogram changes go to `changes` for `applyCounts`.
 */
export async function awardWithin(
  db: Runner,
  input: AwardInput,
  changes: CountChanges,
): Promise<AwardOutcome> {
  const now = input.now ?? Date.now();
  const user = await db
    .selectFrom('users')
    .select('is_anonymous')
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (!user) return { status: 'refused', reason: 'unknown_user' };
  if (user.is_anonymous === 1) return { status: 'refused', reason: 'guest' };
  const earlier = await existingAward(db, input);
  if (earlier) return earlier;
  if (input.opponentId) {
    // a game against a guest pays nothing: guests are free to make, so they are free to farm
    const opponent = await db
      .selectFrom('users')
      .select('is_anonymous')
      .where('id', '=', input.opponentId)
      .executeTakeFirst();
    if (!opponent || opponent.is_anonymous === 1)
      return { status: 'refused', reason: 'guest_opponent' };
  }
  if (!(await dailyAllows(db, input, now))) return { status: 'refused', reason: 'daily_cap' };
  if (!(await pairAllows(db, input, now))) return { status: 'refused', reason: 'pair_cap' };

  const seasonId = seasonIdOf(now);
  const id = randomUUID();
  const inserted = await db
    .insertInto('transactions')
    .values({
      id,
      user_id: input.userId,
      delta: input.delta,
      reason: input.reason,
      game_type: input.gameType,
      match_id: input.matchId,
      season_id: seasonId,
      total_after: 0,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['match_id', 'game_type', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  // A concurrent retry of the same award got there first.
  if (!inserted) return (await existingAward(db, input))!;

  const { result, delta } = input;
  const win = result === 'win' ? 1 : 0;
  const loss = result === 'loss' ? 1 : 0;
  const totals = await db
    .withTables<BoardColumns>()
    .updateTable('users')
    .set({
      points_all_time: sql<number>`points_all_time + ${delta}`,
      wins: sql<number>`wins + ${win}`,
      losses: sql<number>`losses + ${loss}`,
      draws: sql<number>`draws + ${result === 'draw' ? 1 : 0}`,
      streak: result === undefined ? sql<number>`streak` : win ? sql<number>`streak + 1` : 0,
    })
    .where('id', '=', input.userId)
    .returning(['points_all_time', 'sort_name'])
    .executeTakeFirstOrThrow();
  await db
    .updateTable('transactions')
    .set({ total_after: totals.points_all_time })
    .where('id', '=', id)
    .execute();
  const season = await db
    .withTables<BoardColumns>()
    .insertInto('season_points')
    .values({
      season_id: seasonId,
      user_id: input.userId,
      points: delta,
      wins: win,
      losses: loss,
      sort_name: totals.sort_name,
    })
    .onConflict((oc) =>
      oc.columns(['season_id', 'user_id']).doUpdateSet({
        points: sql<number>`season_points.points + ${delta}`,
        wins: sql<number>`season_points.wins + ${win}`,
        losses: sql<number>`season_points.losses + ${loss}`,
      }),
    )
    .returning('points')
    .executeTakeFirstOrThrow();
  moveCount(changes, ALL_TIME_BOARD, totals.points_all_time - delta, totals.points_all_time);
  moveCount(changes, seasonId, season.points - delta, season.points);
  return { status: 'awarded', transactionId: id, delta, totalAfter: totals.points_all_time };
}

/** PostgreSQL may abort one of two conflicting transactions; it is safe to run it again. */
export async function withRetry<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (i >= attempts || (code !== '40P01' && code !== '40001')) throw err;
      await new Promise((r) => setTimeout(r, 5 * i));
    }
  }
}

/** The one way points move: idempotent per (match, game, user); refuses guests. */
export function award(db: Db, input: AwardInput): Promise<AwardOutcome> {
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      const changes: CountChanges = new Map();
      const outcome = await awardWithin(trx, input, changes);
      await applyCounts(trx, changes);
      return outcome;
    }),
  );
}

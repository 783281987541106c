import { sql, type RawBuilder } from 'kysely';
import type { LeaderboardItem, MyRankResponse } from '../../shared/protocol/points.ts';
import type { Db } from '../store/db.ts';
import { ALL_TIME_BOARD } from './schema.ts';
import type { Refusal } from '../../shared/protocol/index.ts';

/** A position in a board's order: points descending, then sort name, then id. */
export interface BoardKey {
  points: number;
  name: string;
  id: string;
}

/** 'all' or a season id. */
export type Board = string;

interface Row {
  id: string;
  username: string | null;
  display_name: string | null;
  country_code: string | null;
  wins: number;
  losses: number;
  points: number;
  sort_name: string;
}

/** The cursor names its board, so a cursor from one board is refused on another. */
export function encodeCursor(board: Board, key: BoardKey): string {
  return Buffer.from(JSON.stringify([board, key.points, key.name, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string, board: Board): BoardKey | Refusal {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return { code: 'cursor_invalid' };
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 4 ||
    typeof parsed[0] !== 'string' ||
    !Number.isSafeInteger(parsed[1]) ||
    typeof parsed[2] !== 'string' ||
    typeof parsed[3] !== 'string'
  )
    return { code: 'cursor_invalid' };
  if (parsed[0] !== board) return { code: 'cursor_other_board' };
  return { points: parsed[1] as number, name: parsed[2], id: parsed[3] };
}

/** The board's rows as SQL fragments: keyset reads need the same columns as its index. */
function source(board: Board) {
  if (board === ALL_TIME_BOARD) {
    return {
      select: sql`select u.id, u.username, u.display_name, u.country_code, u.wins, u.losses,
        u.points_all_time as points, u.sort_name
        from users u where u.is_anonymous = 0 and u.points_all_time > 0`,
      count: sql`select count(*) as n from users u
        where u.is_anonymous = 0 and u.points_all_time > 0`,
      points: sql.ref('u.points_all_time'),
      name: sql.ref('u.sort_name'),
      id: sql.ref('u.id'),
    };
  }
  return {
    select: sql`select u.id, u.username, u.display_name, u.country_code, s.wins, s.losses,
      s.points, s.sort_name
      from season_points s join users u on u.id = s.user_id
      where s.season_id = ${board} and s.points > 0`,
    count: sql`select count(*) as n from season_points s
      where s.season_id = ${board} and s.points > 0`,
    points: sql.ref('s.points'),
    name: sql.ref('s.sort_name'),
    id: sql.ref('s.user_id'),
  };
}

function toItem(row: Row): LeaderboardItem {
  return {
    id: row.id,
    firebaseUid: row.id,
    username: row.username,
    displayName: row.display_name,
    countryCode: row.country_code,
    wins: Number(row.wins),
    losses: Number(row.losses),
    points: Number(row.points),
  };
}

/**
 * One page after `after` (keyset). The rest of the cursor's tie group and the rows with fewer
 * points are two index range reads, so a page deep in a million rows costs what the first does.
 */
export async function readPage(
  db: Db,
  board: Board,
  after: BoardKey | undefined,
  limit: number,
): Promise<{ items: LeaderboardItem[]; nextCursor: string | null }> {
  const { select, points, name, id } = source(board);
  const read = async (query: RawBuilder<Row>) => (await query.execute(db)).rows;
  let rows: Row[];
  if (!after) {
    rows = await read(
      sql<Row>`${select} order by ${points} desc, ${name}, ${id} limit ${limit + 1}`,
    );
  } else {
    rows = await read(sql<Row>`${select} and ${points} = ${after.points}
      and (${name}, ${id}) > (${after.name}, ${after.id})
      order by ${name}, ${id} limit ${limit + 1}`);
    if (rows.length <= limit) {
      const more = limit + 1 - rows.length;
      rows = rows.concat(
        await read(sql<Row>`${select} and ${points} < ${after.points}
          order by ${points} desc, ${name}, ${id} limit ${more}`),
      );
    }
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(board, { points: Number(last.points), name: last.sort_name, id: last.id })
      : null;
  return { items: page.map(toItem), nextCursor };
}

/**
 * A player's standing on a board, or rank null when they are not on it. Players on equal points
 * share a rank (1 + everyone with more points; `ties` says how many others share it). Both come
 * from the per-board histogram, so the cost does not grow with the board: counting a tie group
 * row by row would, and at a million players one group can hold a hundred thousand.
 */
export async function rankOf(db: Db, board: Board, userId: string): Promise<MyRankResponse> {
  const src = source(board);
  const me = (await sql<Row>`${src.select} and ${src.id} = ${userId}`.execute(db)).rows[0];
  const points = Number(me?.points ?? 0);
  if (!me || points <= 0) return { rank: null, points: 0, ties: 0 };
  const counts = await db
    .selectFrom('leaderboard_counts')
    .select([
      sql<number>`coalesce(sum(case when points > ${points} then players else 0 end), 0)`.as(
        'above',
      ),
      sql<number>`coalesce(sum(case when points = ${points} then players else 0 end), 0)`.as(
        'same',
      ),
    ])
    .where('board', '=', board)
    .where('points', '>=', points)
    .executeTakeFirstOrThrow();
  return {
    rank: 1 + Number(counts.above),
    points,
    ties: Math.max(0, Number(counts.same) - 1),
  };
}

import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStore, testEngines } from '../testing/harness.ts';
import { migrate, type Db, type Store } from '../store/db.ts';
import { POINTS } from '../../shared/constants.ts';
import {
  CAP_NOTE,
  DAILY_CAP_NOTE,
  ENDED_NOTE,
  GUEST_NOTE,
  GUEST_PARTNER_NOTE,
  recordGameResult,
} from './games.ts';
import type { GameResult } from '../../shared/games/result.ts';
import { award, type LedgerResult } from './ledger.ts';
import { createPlayer, prng } from './seed.ts';

const T0 = Date.UTC(2025, 4, 10, 12);
const HOUR = 3_600_000;

/** Every total must be the sum of the ledger rows behind it, and the histograms must match. */
async function expectConsistent(db: Db): Promise<void> {
  const users = await db.selectFrom('users').selectAll().where('is_anonymous', '=', 0).execute();
  for (const u of users) {
    const rows = await db
      .selectFrom('transactions')
      .select(['delta', 'reason', 'season_id'])
      .where('user_id', '=', u.id)
      .execute();
    expect(u.points_all_time).toBe(rows.reduce((s, r) => s + r.delta, 0));
    expect(u.wins).toBe(rows.filter((r) => r.reason.endsWith('_win')).length);
    expect(u.losses).toBe(rows.filter((r) => r.reason.endsWith('_loss')).length);
    const seasons = await db
      .selectFrom('season_points')
      .selectAll()
      .where('user_id', '=', u.id)
      .execute();
    for (const s of seasons) {
      const inSeason = rows.filter((r) => r.season_id === s.season_id);
      expect(s.points).toBe(inSeason.reduce((sum, r) => sum + r.delta, 0));
      expect(s.wins).toBe(inSeason.filter((r) => r.reason.endsWith('_win')).length);
    }
  }
  const histogram = await sql<{ board: string; points: number; players: number }>`
    select board, points, players from leaderboard_counts where players <> 0
    order by board, points`.execute(db);
  const actual = await sql<{ board: string; points: number; players: number }>`
    select 'all' as board, points_all_time as points, count(*) as players from users
    where is_anonymous = 0 and points_all_time > 0 group by points_all_time
    union all
    select season_id, points, count(*) from season_points where points > 0
    group by season_id, points
    order by board, points`.execute(db);
  const norm = (rows: { board: string; points: number; players: number }[]) =>
    rows.map((r) => `${r.board}:${Number(r.points)}:${Number(r.players)}`);
  expect(norm(histogram.rows)).toEqual(norm(actual.rows));
}

describe.each(testEngines())('points ledger on %s', (engine) => {
  let store: Store;
  let db: Db;
  beforeEach(async () => {
    const opened = openTestStore(engine);
    store = opened.store;
    await migrate(store, opened.schema);
    db = store.db;
  });
  afterEach(() => store.close());

  it('keeps every total equal to the sum of transactions under many concurrent awards', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createPlayer(db, { username: `player${i}` })),
    );
    const random = prng(7);
    const results: LedgerResult[] = ['win', 'loss', 'draw'];
    const asGame = { win: 'victory', loss: 'defeat', draw: 'draw' } as const;
    const calls = Array.from({ length: 200 }, (_, i) => {
      const a = ids[Math.floor(random() * ids.length)]!;
      const b = ids[(ids.indexOf(a) + 1 + Math.floor(random() * 7)) % 8]!;
      const result = results[Math.floor(random() * 3)]!;
      // spread over two seasons; every 5th call retries an earlier award
      const match = i % 5 === 4 ? `m${i - 1}` : `m${i}`;
      const now = T0 + (i % 2) * 31 * 24 * HOUR + i;
      return random() < 0.5
        ? award(db, {
            userId: a,
            delta: result === 'win' ? 20 : result === 'draw' ? 10 : 0,
            reason: `trivia_${result}`,
            gameType: 'trivia',
            matchId: match,
            result,
            now,
          })
        : recordGameResult(db, {
            matchId: `g${i}`,
            gameType: 'laugh',
            players: [
              { userId: a, result: asGame[result] },
              {
                userId: b,
                result: result === 'win' ? 'defeat' : result === 'loss' ? 'victory' : 'draw',
              },
            ],
            now: now + i * 9 * HOUR, // past the pair cap window most of the time
          });
    });
    await Promise.all(calls);
    const count = await db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(120);
    await expectConsistent(db);
  }, 90_000); // a loaded CI machine; nothing here is timed

  it('counts a retried award once and returns the same outcome', async () => {
    const a = await createPlayer(db, { username: 'retry' });
    const input = {
      userId: a,
      delta: 20,
      reason: 'trivia_win',
      gameType: 'trivia' as const,
      matchId: 'm1',
      result: 'win' as const,
      now: T0,
    };
    const first = await award(db, input);
    const again = await Promise.all([award(db, input), award(db, input)]);
    expect(first).toMatchObject({ status: 'awarded', delta: 20, totalAfter: 20 });
    for (const outcome of again) expect(outcome).toMatchObject({ status: 'duplicate', delta: 20 });
    // the same match in the other game is a different award
    expect(await award(db, { ...input, gameType: 'laugh' })).toMatchObject({ totalAfter: 40 });
    const user = await db.selectFrom('users').selectAll().where('id', '=', a).executeTakeFirst();
    expect(user).toMatchObject({ points_all_time: 40, wins: 2, streak: 2 });

    const b = await createPlayer(db, { username: 'other' });
    const game = {
      matchId: 'm2',
      gameType: 'laugh' as const,
      players: [
        { userId: a, result: 'draw' as const },
        { userId: b, result: 'draw' as const },
      ],
      now: T0,
    };
    const rewards = await recordGameResult(db, game);
    expect(await recordGameResult(db, game)).toEqual(rewards);
    expect(rewards).toEqual([
      { userId: a, awardedPoints: 10 },
      { userId: b, awardedPoints: 10 },
    ]);
    await expectConsistent(db);
  });

  it('refuses guests and tells them to sign in; the member is told the game is for fun', async () => {
    const guest = await createPlayer(db, { anonymous: true });
    const member = await createPlayer(db, { username: 'member' });
    expect(
      await award(db, {
        userId: guest,
        delta: 20,
        reason: 'trivia_win',
        gameType: 'trivia',
        matchId: 'm1',
      }),
    ).toEqual({ status: 'refused', reason: 'guest' });
    const rewards = await recordGameResult(db, {
      matchId: 'm2',
      gameType: 'trivia',
      players: [
        { userId: guest, result: 'defeat' },
        { userId: member, result: 'victory' },
      ],
      now: T0,
    });
    // a game against a guest pays the member nothing: guests are free to make, so farmable
    expect(rewards).toEqual([
      { userId: guest, awardedPoints: 0, note: GUEST_NOTE, noteCode: 'sign_in' },
      { userId: member, awardedPoints: 0, note: GUEST_PARTNER_NOTE, noteCode: 'guest_partner' },
    ]);
    expect(await db.selectFrom('transactions').select('user_id').execute()).toEqual([]);
  });

  it('farming throwaway guests pays nothing: three games per guest, then a new guest', async () => {
    const member = await createPlayer(db, { username: 'farmer' });
    let game = 0;
    for (let g = 0; g < 3; g++) {
      const guest = await createPlayer(db, { anonymous: true });
      for (let i = 0; i < 3; i++) {
        const [mine] = await recordGameResult(db, {
          matchId: `farm-${game++}`,
          gameType: 'trivia',
          players: [
            { userId: member, result: 'victory' },
            { userId: guest, result: 'defeat' },
          ],
          now: T0 + game * 7_000,
        });
        expect(mine).toEqual({
          userId: member,
          awardedPoints: 0,
          note: GUEST_PARTNER_NOTE,
          noteCode: 'guest_partner',
        });
      }
    }
    const row = await db
      .selectFrom('users')
      .select('points_all_time')
      .where('id', '=', member)
      .executeTakeFirstOrThrow();
    expect(row.points_all_time).toBe(0);
  });

  it(`a member scores at most ${POINTS.maxScoredGamesPerDay} games in 24 hours, whoever the opponents`, async () => {
    const member = await createPlayer(db, { username: 'busy' });
    const n = POINTS.maxScoredGamesPerDay;
    const rewards = [];
    for (let i = 0; i <= n; i++) {
      const other = await createPlayer(db, { username: `opponent${i}` });
      const [mine] = await recordGameResult(db, {
        matchId: `day-${i}`,
        gameType: i % 2 ? 'laugh' : 'trivia',
        players: [
          { userId: member, result: 'draw' },
          { userId: other, result: 'draw' },
        ],
        now: T0 + i * 60_000,
      });
      rewards.push(mine!);
    }
    expect(rewards.slice(0, n).every((r) => r.awardedPoints === 10)).toBe(true);
    expect(rewards[n]).toEqual({
      userId: member,
      awardedPoints: 0,
      note: DAILY_CAP_NOTE,
      noteCode: 'daily_cap',
    });
    // 24 h after the first game, a place is free again
    const later = await createPlayer(db, { username: 'tomorrow' });
    const [next] = await recordGameResult(db, {
      matchId: 'day-next',
      gameType: 'trivia',
      players: [
        { userId: member, result: 'victory' },
        { userId: later, result: 'defeat' },
      ],
      now: T0 + 24 * HOUR + 1,
    });
    expect(next!.awardedPoints).toBe(20);
    await expectConsistent(db);
  });

  it('caps a pair at 3 scored games per 24 hours, and leaves other pairs alone', async () => {
    const [a, b, c] = await Promise.all(
      ['ann', 'ben', 'cid'].map((username) => createPlayer(db, { username })),
    );
    const play = (matchId: string, x: string, y: string, now: number) =>
      recordGameResult(db, {
        matchId,
        gameType: 'trivia',
        players: [
          { userId: x!, result: 'victory' },
          { userId: y!, result: 'defeat' },
        ],
        now,
      });
    // an early end is not a scored game
    expect(
      await recordGameResult(db, {
        matchId: 'e',
        gameType: 'laugh',
        players: [
          { userId: a!, result: 'ended' },
          { userId: b!, result: 'ended' },
        ],
        now: T0,
      }),
    ).toEqual([
      { userId: a, awardedPoints: 0, note: ENDED_NOTE, noteCode: 'ended' },
      { userId: b, awardedPoints: 0, note: ENDED_NOTE, noteCode: 'ended' },
    ]);
    for (let i = 0; i < 3; i++) {
      expect((await play(`p${i}`, a!, b!, T0 + i * HOUR))[0]!.awardedPoints).toBe(20);
    }
    const capped = await play('p3', b!, a!, T0 + 4 * HOUR);
    expect(capped).toEqual([
      { userId: b, awardedPoints: 0, note: CAP_NOTE, noteCode: 'pair_cap' },
      { userId: a, awardedPoints: 0, note: CAP_NOTE, noteCode: 'pair_cap' },
    ]);
    // a retry of a game that did count still reports its points
    expect((await play('p1', a!, b!, T0 + 5 * HOUR))[0]!.awardedPoints).toBe(20);
    expect((await play('q0', a!, c!, T0 + 5 * HOUR))[0]!.awardedPoints).toBe(20);
    // 24 h after the first game, one slot is free again
    expect((await play('p4', b!, a!, T0 + 24 * HOUR + 1))[0]!.awardedPoints).toBe(20);
    expect((await play('p5', b!, a!, T0 + 24 * HOUR + 2))[0]!.note).toBe(CAP_NOTE);
    const user = await db.selectFrom('users').selectAll().where('id', '=', b!).executeTakeFirst();
    expect(user).toMatchObject({ points_all_time: 20, wins: 1, losses: 3 });
    await expectConsistent(db);
  });

  it('follows results into wins, losses, draws and streak', async () => {
    const [a, b] = await Promise.all(
      ['amy', 'bo'].map((username) => createPlayer(db, { username })),
    );
    const results: [GameResult, GameResult][] = [
      ['victory', 'defeat'],
      ['victory', 'defeat'],
      ['draw', 'draw'],
      ['victory', 'defeat'],
      ['defeat', 'victory'],
    ];
    const streaks: number[] = [];
    for (const [i, [ra, rb]] of results.entries()) {
      await recordGameResult(db, {
        matchId: `s${i}`,
        gameType: 'laugh',
        players: [
          { userId: a!, result: ra },
          { userId: b!, result: rb },
        ],
        now: T0 + i * 25 * HOUR,
      });
      const row = await db.selectFrom('users').selectAll().where('id', '=', a!).executeTakeFirst();
      streaks.push(row!.streak);
    }
    expect(streaks).toEqual([1, 2, 0, 1, 0]);
    const row = await db.selectFrom('users').selectAll().where('id', '=', a!).executeTakeFirst();
    expect(row).toMatchObject({ points_all_time: 70, wins: 3, losses: 1, draws: 1 });
  });

  it('puts an award in the UTC calendar month of its time', async () => {
    const a = await createPlayer(db, { username: 'edge' });
    const lastMs = Date.UTC(2025, 0, 31, 23, 59, 59, 999);
    for (const [matchId, now] of [
      ['jan', lastMs],
      ['feb', lastMs + 1],
    ] as const) {
      await award(db, {
        userId: a,
        delta: 10,
        reason: 'laugh_draw',
        gameType: 'laugh',
        matchId,
        result: 'draw',
        now,
      });
    }
    const seasons = await db
      .selectFrom('season_points')
      .select(['season_id', 'points'])
      .where('user_id', '=', a)
      .orderBy('season_id')
      .execute();
    expect(seasons.map((s) => [s.season_id, Number(s.points)])).toEqual([
      ['2025-01', 10],
      ['2025-02', 10],
    ]);
  });
});

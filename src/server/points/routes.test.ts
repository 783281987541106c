import { textOf } from '../../shared/protocol/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftMonth, seasonIdOf } from '../../shared/rules/season.ts';
import { loadSigningKey } from '../auth/secret.ts';
import { createTokenService } from '../auth/tokens.ts';
import { startTestServer, testEngines, type TestServer } from '../testing/harness.ts';
import { award } from './ledger.ts';
import { encodeCursor } from './leaderboard.ts';
import { GUEST_RANK_ERROR } from './routes.ts';
import { createPlayer } from './seed.ts';

describe.each(testEngines())('points routes on %s', (engine) => {
  let server: TestServer;
  let memberToken: string;
  let guestToken: string;
  let memberId: string;
  const now = Date.now();
  const current = seasonIdOf(now);

  const get = async (path: string, token?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    server = await startTestServer({}, engine);
    const db = server.services.store.db;
    const tokens = createTokenService(await loadSigningKey(db, undefined));
    memberId = await createPlayer(db, { username: 'member', countryCode: 'DE' });
    const rival = await createPlayer(db, { username: 'rival' });
    memberToken = await tokens.sign({ userId: memberId, anonymous: false });
    guestToken = (await server.guest()).token;
    const give = (userId: string, matchId: string, delta: number, at: number) =>
      award(db, { userId, delta, reason: 'trivia_win', gameType: 'trivia', matchId, now: at });
    await give(memberId, 'a', 20, now - 2000);
    await give(memberId, 'b', 10, now - 1000);
    await give(rival, 'c', 50, now);
  });
  afterAll(() => server.close());

  it('serves both boards and a rank for a signed-in player', async () => {
    const all = await get('/api/leaderboard?scope=all_time');
    expect(all.status).toBe(200);
    expect(all.body.nextCursor).toBeNull();
    expect((all.body.items as { username: string; points: number }[]).map((i) => i.points)).toEqual(
      [50, 30],
    );
    const season = await get(`/api/leaderboard?scope=seasonal&seasonId=${current}&limit=1`);
    expect(season.body.items).toHaveLength(1);
    const next = await get(
      `/api/leaderboard?scope=seasonal&seasonId=${current}&limit=1&cursor=${String(season.body.nextCursor)}`,
    );
    expect(next.body.items).toMatchObject([
      { id: memberId, firebaseUid: memberId, countryCode: 'DE' },
    ]);
    const previous = await get(
      `/api/leaderboard?scope=seasonal&seasonId=${shiftMonth(current, -1)}`,
    );
    expect(previous.body).toEqual({ items: [], nextCursor: null });

    expect((await get('/api/leaderboard/me?season=all', memberToken)).body).toEqual({
      rank: 2,
      points: 30,
      ties: 0,
    });
    expect((await get(`/api/leaderboard/me?season=${current}`, memberToken)).body).toEqual({
      rank: 2,
      points: 30,
      ties: 0,
    });
    expect(
      (await get(`/api/leaderboard/me?season=${shiftMonth(current, -1)}`, memberToken)).body,
    ).toEqual({ rank: null, points: 0, ties: 0 });
  });

  it('lists the points stream newest first, limited', async () => {
    const { status, body } = await get('/api/me/transactions?limit=50', memberToken);
    expect(status).toBe(200);
    const items = body.items as Record<string, unknown>[];
    expect(items.map((i) => i.totalAfter)).toEqual([30, 20]);
    expect(items[0]).toEqual({
      id: expect.any(String),
      reason: 'trivia_win',
      gameType: 'trivia',
      createdAt: new Date(now - 1000).toISOString(),
      matchId: 'b',
      delta: 10,
      totalAfter: 30,
    });
    expect(((await get('/api/me/transactions?limit=1', memberToken)).body.items as []).length).toBe(
      1,
    );
    expect((await get('/api/me/transactions', memberToken)).status).toBe(200);
  });

  it.each([
    ['/api/leaderboard', 'scope: must be seasonal or all_time'],
    ['/api/leaderboard?scope=weekly', 'scope: must be seasonal or all_time'],
    ['/api/leaderboard?scope=seasonal&seasonId=2025-13', 'seasonId: must be a month like 2025-05'],
    ['/api/leaderboard?scope=seasonal&seasonId=25-01', 'seasonId: must be a month like 2025-05'],
    ['/api/leaderboard?scope=seasonal&seasonId=9999-01', 'seasonId: must not be a future month'],
    ['/api/leaderboard?scope=all_time&cursor=nope', 'cursor is not valid'],
    ['/api/leaderboard?scope=all_time&limit=0', 'limit: Too small: expected number to be >=1'],
  ])('answers 400 to %s', async (path, error) => {
    expect(await get(path)).toMatchObject({ status: 400, body: { error } });
  });

  it('refuses a cursor from another board', async () => {
    const cursor = encodeCursor(current, { points: 10, name: '', id: 'x' });
    expect(await get(`/api/leaderboard?scope=all_time&cursor=${cursor}`)).toEqual({
      status: 400,
      body: {
        error: 'cursor belongs to another leaderboard',
        code: 'cursor_other_board',
      },
    });
  });

  it.each([
    ['/api/leaderboard/me?season=2025-1', 'season: must be all or a month like 2025-05'],
    ['/api/leaderboard/me?season=9999-12', 'season: must not be a future month'],
    ['/api/me/transactions?limit=0', 'limit: must be at least 1'],
    ['/api/me/transactions?limit=51', 'limit: must be at most 50'],
    ['/api/me/transactions?limit=abc', 'limit: must be a number from 1 to 50'],
    ['/api/me/transactions?limit=2.5', 'limit: must be a whole number'],
  ])('answers 400 to %s for a signed-in player', async (path, error) => {
    expect(await get(path, memberToken)).toMatchObject({ status: 400, body: { error } });
  });

  it.each(['/api/leaderboard/me?season=all', '/api/me/transactions?limit=50'])(
    'answers 401 without a valid token and 403 to a guest on %s',
    async (path) => {
      expect((await get(path)).status).toBe(401);
      expect((await get(path, 'not-a-token')).status).toBe(401);
      const guest = await get(path, guestToken);
      expect(guest.status).toBe(403);
      if (path.startsWith('/api/leaderboard'))
        expect(guest.body.error).toBe(textOf(GUEST_RANK_ERROR));
    },
  );
});

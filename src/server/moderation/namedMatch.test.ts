import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  steerableClock,
  testEngines,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';

interface Client {
  socket: AppClientSocket;
  userId: string;
}

const notYourMatch = {
  ok: false,
  error: 'That chat is not one of yours, or it ended too long ago.',
  code: 'not_your_match',
};

/**
 * A report or block names the match its dialog was opened for: it lands on whoever sat across
 * in that match, even after they left and the reporter was matched again, and never on the
 * partner who happens to be there when it arrives.
 */
describe.each(testEngines())('reports and blocks name their match (%s)', (engine) => {
  let server: TestServer;
  const clock = steerableClock();
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' }, engine, false, clock.now);
  });
  afterAll(() => server.close());

  const db = () => server.services.store.db;
  const matches = () => server.services.matches;

  async function client(): Promise<Client> {
    const { token, user } = await server.guest();
    const socket = server.connect(token);
    await connected(socket);
    return { socket, userId: user.id };
  }

  let tag = 0;
  /** Matches a and b (a unique interest keeps them from anyone else); the match id. */
  async function match(a: Client, b: Client): Promise<string> {
    const interests = [`named${++tag}`];
    const found = nextEvent<PartnerFound>(a.socket, 'partnerFound');
    expect(await ack(a.socket, 'findPartner', { interests })).toEqual({ ok: true });
    expect(await ack(b.socket, 'findPartner', { interests })).toEqual({ ok: true });
    return (await found).matchId;
  }

  /** a met b, b left, a is now with c: the dialog a opened about b is still open. */
  async function rematched() {
    const [a, b, c] = [await client(), await client(), await client()];
    const ab = await match(a, b);
    await ack(b.socket, 'leave');
    await match(a, c);
    expect(matches().partnerOf(a.socket.id!)).toBe(c.socket.id);
    return { a, b, c, ab };
  }

  const reportsAgainst = (userId: string) =>
    db().selectFrom('reports').selectAll().where('reported_id', '=', userId).execute();
  const blocksBy = (userId: string) =>
    db().selectFrom('blocks').selectAll().where('blocker_id', '=', userId).execute();

  it('a report after the partner left and the reporter was matched again lands on that partner', async () => {
    const { a, b, c, ab } = await rematched();
    const res = await ack(a.socket, 'reportUser', {
      reportedSocketId: b.socket.id!,
      sessionMessages: ['reported: flash'],
      reason: 'nudity',
      matchId: ab,
    });
    expect(res).toEqual({ ok: true });
    const stored = await reportsAgainst(b.userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reporter_id: a.userId, match_id: ab, reason: 'nudity' });
    expect(await reportsAgainst(c.userId)).toEqual([]);
    // the call with the new partner goes on
    expect(matches().partnerOf(a.socket.id!)).toBe(c.socket.id);
    await ack(a.socket, 'leave');
  });

  it('a block after the partner left lands on that partner, and the new call goes on', async () => {
    const { a, b, c, ab } = await rematched();
    const res = await ack(a.socket, 'blockUser', { partnerId: b.socket.id!, matchId: ab });
    expect(res).toEqual({ ok: true });
    const rows = await blocksBy(a.userId);
    expect(rows.map((r) => r.blocked_id)).toEqual([b.userId]);
    expect(matches().partnerOf(a.socket.id!)).toBe(c.socket.id);
    expect(matches().partnerOf(c.socket.id!)).toBe(a.socket.id);
    await ack(a.socket, 'leave');
  });

  it('a block naming the live match leaves it, as the plain block does', async () => {
    const [a, b] = [await client(), await client()];
    const ab = await match(a, b);
    const left = nextEvent<{ reason: string }>(b.socket, 'partnerDisconnected');
    expect(await ack(a.socket, 'blockUser', { partnerId: b.socket.id!, matchId: ab })).toEqual({
      ok: true,
    });
    expect((await left).reason).toBe('Partner left the chat');
    expect((await blocksBy(a.userId)).map((r) => r.blocked_id)).toEqual([b.userId]);
  });

  it('a match the reporter was not in is refused with a code and stores nothing', async () => {
    const [a, c, d] = [await client(), await client(), await client()];
    const cd = await match(c, d);
    for (const matchId of [cd, 'no-such-match']) {
      const report = await ack(a.socket, 'reportUser', {
        reportedSocketId: d.socket.id!,
        sessionMessages: [],
        matchId,
      });
      expect(report).toEqual(notYourMatch);
      const block = await ack(a.socket, 'blockUser', { partnerId: d.socket.id!, matchId });
      expect(block).toEqual(notYourMatch);
    }
    // not even from inside a match of their own
    const [e] = [await client()];
    await match(a, e);
    expect(
      await ack(a.socket, 'reportUser', {
        reportedSocketId: e.socket.id!,
        sessionMessages: [],
        matchId: cd,
      }),
    ).toEqual(notYourMatch);
    for (const who of [c, d, e]) expect(await reportsAgainst(who.userId)).toEqual([]);
    expect(await blocksBy(a.userId)).toEqual([]);
    expect(matches().partnerOf(c.socket.id!)).toBe(d.socket.id);
    expect(matches().partnerOf(a.socket.id!)).toBe(e.socket.id);
    await ack(a.socket, 'leave');
    await ack(c.socket, 'leave');
  });

  it('a match that ended longer ago than the report window is refused, storing nothing', async () => {
    const [a, b] = [await client(), await client()];
    const ab = await match(a, b);
    await ack(b.socket, 'leave');
    clock.advance(10 * 60_000);
    const res = await ack(a.socket, 'reportUser', {
      reportedSocketId: b.socket.id!,
      sessionMessages: [],
      matchId: ab,
    });
    expect(res).toEqual(notYourMatch);
    expect(await ack(a.socket, 'blockUser', { partnerId: b.socket.id!, matchId: ab })).toEqual(
      notYourMatch,
    );
    expect(await reportsAgainst(b.userId)).toEqual([]);
    expect(await blocksBy(a.userId)).toEqual([]);
  });
});

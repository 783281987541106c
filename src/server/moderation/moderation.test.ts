import { workWithout } from '../benchKnobs.ts';
import { refusedAck, textOf } from '../../shared/protocol/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannedPayload, PartnerFound } from '../../shared/protocol/index.ts';
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
import { runAdmin } from './cli.ts';
import { BAN_POLICY } from './policy.ts';
import { BANNED_SEARCH, Moderation, NOT_YOUR_PARTNER } from './service.ts';
import { recordBan } from './store.ts';

interface Client {
  socket: AppClientSocket;
  userId: string;
  token: string;
  cookie: string;
}

describe.each(testEngines())('reports and bans on %s', (engine) => {
  let server: TestServer;
  const clock = steerableClock();
  // the report limit (1 per 30 s) has its own test below; here it would only slow things down
  beforeAll(async () => {
    // one person meets reporter after reporter here: after two reports the slow lane would
    // keep them from the next fresh reporter (standing/standing.test.ts covers that), so
    // these tests of the ban policy run without standing
    server = await startTestServer(
      { RATE_LIMITS: 'off' },
      engine,
      false,
      clock.now,
      workWithout(new Set(['standing'])),
    );
  });
  afterAll(() => server.close());

  const db = () => server.services.store.db;

  async function client(): Promise<Client> {
    const { token, user, cookie } = await server.guest();
    const socket = server.connect(token);
    await connected(socket);
    return { socket, userId: user.id, token, cookie };
  }

  /** Matches a and b (nobody else is waiting in these tests). */
  async function match(a: Client, b: Client): Promise<string> {
    const found = nextEvent<PartnerFound>(a.socket, 'partnerFound');
    const foundB = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    expect(await ack(a.socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    expect(await ack(b.socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    await foundB;
    return (await found).matchId;
  }

  const report = (by: Client, target: Client, messages: string[] = ['partner: rude']) =>
    ack(by.socket, 'reportUser', {
      reportedSocketId: target.socket.id,
      sessionMessages: messages,
    });

  const reportsAgainst = async (userId: string) =>
    db().selectFrom('reports').selectAll().where('reported_id', '=', userId).execute();
  const userRow = (id: string) =>
    db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** `n` distinct reporters, each matched with `target` in turn. */
  async function reportedBy(target: Client, n = 3): Promise<Client[]> {
    const reporters: Client[] = [];
    for (let i = 0; i < n; i++) reporters.push(await client());
    for (const r of reporters) {
      await match(target, r);
      expect(await report(r, target)).toEqual({ ok: true });
      if (server.services.matches.partnerOf(r.socket.id!)) await ack(r.socket, 'leave');
    }
    return reporters;
  }

  const notYourPartner = refusedAck(NOT_YOUR_PARTNER);

  it('refuses reporting anyone but the current or just-left partner, storing nothing', async () => {
    const a = await client();
    const b = await client();
    const stranger = await client();
    await match(a, b);
    expect(await report(stranger, a)).toEqual(notYourPartner);
    expect(await report(a, stranger)).toEqual(notYourPartner);
    expect(await report(a, a)).toEqual(notYourPartner);
    expect(await reportsAgainst(a.userId)).toEqual([]);
    expect(await reportsAgainst(stranger.userId)).toEqual([]);

    // the just-left partner can still be reported, once per chat, with the reporter's lines
    await ack(b.socket, 'leave');
    expect(await report(a, b, ['partner: hi', 'you: bye'])).toEqual({ ok: true });
    expect(await report(a, b)).toMatchObject({
      ok: false,
      error: 'You already reported this user for this chat.',
      code: 'already_reported',
    });
    const stored = await reportsAgainst(b.userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reporter_id: a.userId, reported_id: b.userId });
    expect(JSON.parse(stored[0]!.messages)).toEqual(['partner: hi', 'you: bye']);
    expect(typeof stored[0]!.created_at).toBe('number');
    await ack(a.socket, 'leave');
  });

  it('bans for 24 hours after three distinct reporters and kicks the user at once', async () => {
    const target = await client();
    const banned = nextEvent<BannedPayload>(target.socket, 'banned');
    const reporters = await reportedBy(target);
    const payload = await banned;
    const expires = Date.parse(payload.banExpiresAt);
    expect(expires - Date.now()).toBeGreaterThan(BAN_POLICY.firstBanMs - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(BAN_POLICY.firstBanMs);
    expect(payload.message).toBe(
      'You have been banned for 24 hours: reported by 3 people within 24 hours.',
    );
    expect(server.services.matches.matchOf(target.socket.id!)).toBeUndefined();
    expect((await userRow(target.userId)).banned_until).toBe(expires);
    expect(reporters).toHaveLength(3);
  });

  it('the same reporter three times does not ban', async () => {
    const target = await client();
    const reporter = await client();
    for (let i = 0; i < 3; i++) {
      await match(target, reporter);
      expect(await report(reporter, target)).toEqual({ ok: true });
      // a dropped connection, not a skip: a skipper never meets the same person again soon
      reporter.socket.disconnect();
      reporter.socket = server.connect(reporter.token);
      await connected(reporter.socket);
    }
    expect(await reportsAgainst(target.userId)).toHaveLength(3);
    expect((await userRow(target.userId)).banned_until).toBeNull();
    const other = await client();
    await match(target, other);
    await ack(other.socket, 'leave');
  });

  it('escalates to 7 days when the threshold is reached again after a served ban', async () => {
    const target = await client();
    await reportedBy(target);
    const first = await userRow(target.userId);
    expect(first.banned_until! - Date.now()).toBeGreaterThan(BAN_POLICY.firstBanMs - 60_000);
    // the first ban is served: move it into the past
    const past = Date.now() - 1000;
    await db()
      .updateTable('bans')
      .set({ expires_at: past })
      .where('user_id', '=', target.userId)
      .execute();
    await db()
      .updateTable('users')
      .set({ banned_until: past })
      .where('id', '=', target.userId)
      .execute();
    // the reports that caused the first ban do not count again: one more is not enough
    const one = await client();
    await match(target, one);
    expect(await report(one, target)).toEqual({ ok: true });
    await ack(one.socket, 'leave');
    expect((await userRow(target.userId)).banned_until).toBe(past);

    // with two more distinct reporters (three in all since the first ban) the ban is 7 days
    const banned = nextEvent<BannedPayload>(target.socket, 'banned');
    await reportedBy(target, 2);
    const payload = await banned;
    const left = Date.parse(payload.banExpiresAt) - Date.now();
    expect(left).toBeGreaterThan(BAN_POLICY.repeatBanMs - 60_000);
    expect(payload.message).toMatch(/^You have been banned for 7 days: reported again/);
    const bans = await db()
      .selectFrom('bans')
      .selectAll()
      .where('user_id', '=', target.userId)
      .execute();
    expect(bans.map((b) => b.source)).toEqual(['reports', 'reports']);
  });

  it('a banned user is refused at REST and socket and kicked from a live match', async () => {
    const a = await client();
    const b = await client();
    await match(a, b);
    const kicked = nextEvent<BannedPayload>(a.socket, 'banned');
    const partnerLeft = nextEvent<{ reason: string }>(b.socket, 'partnerDisconnected');
    // the operator bans `a` (as the CLI does): the running server notices within its sweep
    const lines: string[] = [];
    expect(
      await runAdmin(['ban', a.userId, '--duration', '2h', '--reason', 'spam'], db(), (l) =>
        lines.push(l),
      ),
    ).toBe(0);
    expect(lines[0]).toMatch(/^Banned .* for 2 hours, until /);
    const payload = await nextEventWithin(kicked, 8000);
    expect(payload.message).toMatch(
      /^You have been banned for (2 hours|1 hour 59 minutes): spam or scam\.$/,
    );
    expect(await partnerLeft).toMatchObject({ reason: 'Partner left the chat' });
    expect(server.services.matches.partnerOf(b.socket.id!)).toBeUndefined();

    expect(await ack(a.socket, 'findPartner', { interests: [] })).toMatchObject({
      ok: false,
      error: textOf(BANNED_SEARCH),
      code: 'banned',
    });
    expect(await ack(a.socket, 'nextPartner')).toMatchObject({
      ok: false,
      error: textOf(BANNED_SEARCH),
      code: 'banned',
    });
    expect(server.services.matches.isSearching(a.socket.id!)).toBe(false);
    const ice = await fetch(`${server.url}/api/ice`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(ice.status).toBe(403);
    expect(await ice.json()).toMatchObject({
      error: 'You have been banned for violating our terms.',
      banExpiresAt: payload.banExpiresAt,
    });
    // a reload sees the ban too
    const refreshed = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: a.cookie },
    });
    expect(await refreshed.json()).toMatchObject({
      user: { isBanned: true, banExpiresAt: payload.banExpiresAt },
    });
    // the other user is untouched
    expect(
      (await fetch(`${server.url}/api/ice`, { headers: { authorization: `Bearer ${b.token}` } }))
        .status,
    ).toBe(200);

    // unban by CLI lifts it at once for the next search
    expect(await runAdmin(['unban', a.userId], db(), () => undefined)).toBe(0);
    expect(await ack(a.socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    await ack(a.socket, 'leave');
  });

  it('a ban binds to a guest’s browser: a new guest from it is born banned', async () => {
    const a = await client();
    const device = a.cookie.split('; ').find((c) => c.startsWith('mu_device='))!;
    await recordBan(db(), {
      userId: a.userId,
      source: 'operator',
      reason: 'test',
      expiresAt: Date.now() + 60_000,
    });
    // logging out and starting a new guest session from the same browser
    const again = await fetch(`${server.url}/api/auth/guest`, {
      method: 'POST',
      headers: { cookie: device },
    });
    const body = (await again.json()) as { token: string; user: { id: string; isBanned: boolean } };
    expect(body.user.id).not.toBe(a.userId);
    expect(body.user.isBanned).toBe(true);
    const socket = server.connect(body.token);
    await connected(socket);
    expect(await ack(socket, 'findPartner', { interests: [] })).toMatchObject({
      ok: false,
      error: textOf(BANNED_SEARCH),
      code: 'banned',
    });
    // another browser is not affected
    const other = await server.guest();
    expect(other.user.isBanned).toBe(false);
    // lifting the ban frees the browser again
    await runAdmin(['unban', a.userId], db(), () => undefined);
    expect(await ack(socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    await ack(socket, 'leave');
  });

  it('expiry lifts the ban', async () => {
    const a = await client();
    await recordBan(db(), {
      userId: a.userId,
      source: 'operator',
      reason: 'short',
      expiresAt: clock.now() + 700,
    });
    expect(await ack(a.socket, 'findPartner', { interests: [] })).toMatchObject({
      ok: false,
      error: textOf(BANNED_SEARCH),
      code: 'banned',
    });
    clock.advance(800);
    expect(await ack(a.socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    await ack(a.socket, 'leave');
  });

  it('a sweep walks every socket a slice at a time: a ban on one in a later slice bites', async () => {
    const people = await Promise.all([client(), client(), client(), client(), client()]);
    const last = people.at(-1)!;
    // a second sweeper over the same sockets, two sockets per turn of the event loop
    const { io, matches } = server.services;
    const sweeper = new Moderation({ db: db(), io, matches, now: clock.now, sweepSlice: 2 });
    const kicked = nextEvent<BannedPayload>(last.socket, 'banned');
    const others = people.slice(0, -1).map((p) => {
      const heard = { banned: false };
      p.socket.once('banned', () => (heard.banned = true));
      return heard;
    });
    await recordBan(db(), {
      userId: last.userId,
      source: 'operator',
      reason: 'spam',
      expiresAt: clock.now() + 60_000,
      now: clock.now(),
    });
    await sweeper.sweep();
    expect((await kicked).message).toMatch(/^You have been banned for 1 minute: spam or scam\.$/);
    expect(others.map((o) => o.banned)).toEqual([false, false, false, false]);
  });

  it('a banned user cannot report', async () => {
    const a = await client();
    const b = await client();
    await match(a, b);
    await recordBan(db(), {
      userId: a.userId,
      source: 'operator',
      reason: 'x',
      expiresAt: Date.now() + 60_000,
    });
    expect(await report(a, b)).toMatchObject({
      ok: false,
      error: 'You are banned and cannot report until the ban lifts.',
      code: 'banned',
    });
    expect(await reportsAgainst(b.userId)).toEqual([]);
  });
});

function nextEventWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ]);
}

describe('report limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('allows one report per 30 seconds and stores nothing from the refused one', async () => {
    const sessions = await Promise.all([server.guest(), server.guest()]);
    const [a, b] = sessions.map((s) => server.connect(s.token));
    await Promise.all([connected(a!), connected(b!)]);
    const found = nextEvent<PartnerFound>(a!, 'partnerFound');
    await ack(a!, 'findPartner', { interests: [] });
    await ack(b!, 'findPartner', { interests: [] });
    await found;
    const payload = { reportedSocketId: b!.id, sessionMessages: [] };
    expect(await ack(a!, 'reportUser', payload)).toEqual({ ok: true });
    expect(await ack(a!, 'reportUser', payload)).toMatchObject({
      ok: false,
      error: 'You just sent a report. Please wait half a minute and try again.',
    });
    const rows = await server.services.store.db.selectFrom('reports').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});

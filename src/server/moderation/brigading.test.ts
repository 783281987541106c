/**
 * Brigading: throwaway guests banning someone, and one ban per burst of reports, played as
 * an attacker would: real sockets, real cookies, rate limits on.
 */
import { workWithout } from '../benchKnobs.ts';
import { confirmAdult } from '../testing/ageGate.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound, SessionResponse } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  testEngines,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { openStore } from '../store/db.ts';
import { runAdmin } from './cli.ts';
import { fileReport } from './reports.ts';
import { recordBan } from './store.ts';

interface Browser {
  /** the device cookie, kept across guest accounts like a real browser keeps it */
  device: string | null;
}

const withoutStanding = workWithout(new Set(['standing']));

describe.each(testEngines())('report brigading and ban evasion on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // one person meets reporter after reporter: the slow lane (standing/) would keep them
    // from the third fresh reporter; these tests of the report rules run without standing
    server = await startTestServer({}, engine, false, undefined, withoutStanding);
  });
  afterAll(() => server.close());
  const db = () => server.services.store.db;

  /** POST /api/auth/guest from `browser`, sending only its device cookie (no refresh cookie). */
  async function session(browser: Browser, refresh?: string) {
    const cookie = [browser.device && `mu_device=${browser.device}`, refresh]
      .filter(Boolean)
      .join('; ');
    const res = await fetch(`${server.url}/api/auth/guest`, {
      method: 'POST',
      headers: cookie ? { cookie } : {},
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    browser.device ??= set.find((c) => c.startsWith('mu_device='))?.slice(10) ?? null;
    const body = (await res.json()) as SessionResponse;
    // the browser's 18+ answer, as the app's dialog gives it before the first search
    await confirmAdult(server.url, body.token, browser.device ? `mu_device=${browser.device}` : '');
    return { ...body, refresh: set.find((c) => c.startsWith('mu_refresh=')) };
  }

  async function online(browser: Browser, token: string) {
    const socket = server.connect(token, { headers: { cookie: `mu_device=${browser.device}` } });
    await connected(socket);
    return socket;
  }

  const makeMember = (id: string) =>
    db()
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google' })
      .where('id', '=', id)
      .execute();

  async function member(browser: Browser = { device: null }) {
    const s = await session(browser);
    await makeMember(s.user.id);
    return { id: s.user.id, socket: await online(browser, s.token), browser };
  }

  let tag = 0;
  async function matchAndReport(target: AppClientSocket, reporter: AppClientSocket) {
    const interests = [`brigade${++tag}`];
    const found = nextEvent<PartnerFound>(reporter, 'partnerFound');
    expect(await ack(target, 'findPartner', { interests })).toEqual({ ok: true });
    expect(await ack(reporter, 'findPartner', { interests })).toEqual({ ok: true });
    await found;
    const res = await ack(reporter, 'reportUser', {
      reportedSocketId: target.id,
      sessionMessages: ['partner: I will hurt you', 'partner: send me your address'],
    });
    await ack(reporter, 'leave');
    return res;
  }

  const bannedUntil = async (id: string) =>
    (
      await db()
        .selectFrom('users')
        .select('banned_until')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).banned_until;

  it('three guest accounts of one browser cannot ban a member; the reports wait', async () => {
    const victim = await member();
    const attacker: Browser = { device: null };
    for (let i = 0; i < 3; i++) {
      const guest = await session(attacker); // a fresh guest: the refresh cookie is dropped
      const socket = await online(attacker, guest.token);
      expect(await matchAndReport(victim.socket, socket)).toEqual({ ok: true });
      socket.disconnect();
    }
    const stored = await db()
      .selectFrom('reports')
      .select(['reporter_id', 'reporter_device', 'reporter_member'])
      .where('reported_id', '=', victim.id)
      .execute();
    expect(new Set(stored.map((r) => r.reporter_id)).size).toBe(3);
    expect(stored.every((r) => r.reporter_device === attacker.device)).toBe(true);
    expect(await bannedUntil(victim.id)).toBeNull();
    // the operator sees them waiting, and what ties them together
    const lines: string[] = [];
    expect(await runAdmin(['reports', '--user', victim.id], db(), (l) => lines.push(l))).toBe(0);
    const from = lines.filter((l) => l.trim().startsWith('from:'));
    expect(from).toHaveLength(3);
    for (const l of from) expect(l).toContain(`guest, device "${attacker.device}"`);
    // still free to search
    expect(await ack(victim.socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    await ack(victim.socket, 'leave');
  });

  it('three guest browsers alone do not ban a member either', async () => {
    const victim = await member();
    for (let i = 0; i < 3; i++) {
      const browser: Browser = { device: null };
      const guest = await session(browser);
      expect(await matchAndReport(victim.socket, await online(browser, guest.token))).toEqual({
        ok: true,
      });
    }
    expect(await bannedUntil(victim.id)).toBeNull();
  });

  it('three genuine reporters (distinct devices, one a member) still ban a member', async () => {
    const victim = await member();
    const banned = nextEvent(victim.socket, 'banned');
    const reporters = [];
    for (let i = 0; i < 2; i++) {
      const browser: Browser = { device: null };
      reporters.push(await online(browser, (await session(browser)).token));
    }
    reporters.push((await member()).socket);
    for (const r of reporters) expect(await matchAndReport(victim.socket, r)).toEqual({ ok: true });
    await banned;
    expect(await bannedUntil(victim.id)).toBeGreaterThan(Date.now());
  });

  it('a banned member who logs out continues as a guest in that browser: still banned', async () => {
    // signed in on browser A (stored on the account) and later on browser B (remembered)
    const a: Browser = { device: null };
    const signedIn = await member(a);
    const b: Browser = { device: null };
    const first = await session(b); // a guest in B that signs in as the member:
    await db()
      .updateTable('refresh_sessions')
      .set({ user_id: signedIn.id })
      .where('user_id', '=', first.user.id)
      .execute();
    const again = await session(b, first.refresh);
    expect(again.user.id).toBe(signedIn.id);
    await recordBan(db(), {
      userId: signedIn.id,
      source: 'operator',
      reason: 'abuse',
      expiresAt: Date.now() + 60 * 60_000,
    });
    // signing in on a third browser while banned binds that browser too
    const c: Browser = { device: null };
    const inC = await session(c);
    await db()
      .updateTable('refresh_sessions')
      .set({ user_id: signedIn.id })
      .where('user_id', '=', inC.user.id)
      .execute();
    expect((await session(c, inC.refresh)).user).toMatchObject({ id: signedIn.id, isBanned: true });
    // logged out (refresh cookie gone): a new guest in any of them is born banned
    for (const browser of [a, b, c]) {
      const guest = await session(browser);
      expect(guest.user.isAnonymous).toBe(true);
      expect(guest.user.isBanned).toBe(true);
    }
    // another browser is not affected
    expect((await session({ device: null })).user.isBanned).toBe(false);
  });

  it('two nodes filing the deciding reports at once record one ban', async () => {
    const schema =
      engine === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(db())).rows[0]!.s
        : undefined;
    // a second connection to the same store stands for a second node
    const other = schema
      ? openStore(process.env.TEST_POSTGRES_URL!, { schema })
      : server.services.store;
    const reporters: { id: string }[] = [];
    for (let i = 0; i < 4; i++) reporters.push(await member());
    try {
      // a few bursts: a race shows itself in one of them without the store's lock
      for (let burst = 0; burst < 5; burst++) {
        const victim = await member();
        const report = (n: number) => ({
          reporterId: reporters[n]!.id,
          reporterDevice: `device-${reporters[n]!.id}`,
          reporterAddress: null,
          reportedId: victim.id,
          matchId: `m-${n}`,
          messages: [],
          now: Date.now(),
        });
        await fileReport(db(), report(0));
        await fileReport(db(), report(1));
        const outcomes = await Promise.all([
          fileReport(db(), report(2)),
          fileReport(other.db, report(3)),
        ]);
        expect(outcomes.filter((o) => o.stored && o.ban)).toHaveLength(1);
        const bans = await db()
          .selectFrom('bans')
          .select('id')
          .where('user_id', '=', victim.id)
          .where('source', '=', 'reports')
          .execute();
        expect(bans).toHaveLength(1);
      }
    } finally {
      if (other !== server.services.store) await other.db.destroy();
    }
  });
});

/** Behind a trusted proxy, reporters count per client address too. */
describe('reporters behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    // one trusted hop: the test stands for the proxy on loopback
    server = await startTestServer(
      { TRUST_PROXY: '127.0.0.1' },
      'sqlite',
      false,
      undefined,
      withoutStanding,
    );
  });
  afterAll(() => server.close());

  /** A fresh browser (its own device cookie) behind the proxy, from client address `ip`. */
  async function browserAt(ip: string) {
    const { token, user } = await server.guest();
    const socket = server.connect(token, { headers: { 'x-forwarded-for': ip } });
    await connected(socket);
    return Object.assign(socket, { userId: user.id });
  }

  let tag = 0;
  async function reports(target: AppClientSocket, reporters: AppClientSocket[]) {
    for (const r of reporters) {
      const interests = [`proxy${++tag}`];
      const found = nextEvent<PartnerFound>(r, 'partnerFound');
      await ack(target, 'findPartner', { interests });
      await ack(r, 'findPartner', { interests });
      await found;
      expect(
        await ack(r, 'reportUser', { reportedSocketId: target.id, sessionMessages: [] }),
      ).toEqual({ ok: true });
      await ack(r, 'leave');
    }
  }

  it('three browsers from one client address count once; from three addresses they ban', async () => {
    const target = await browserAt('198.51.100.20');
    const oneAddress = [];
    for (let i = 0; i < 3; i++) oneAddress.push(await browserAt('203.0.113.9'));
    await reports(target, oneAddress);
    const stored = await server.services.store.db
      .selectFrom('reports')
      .select(['reporter_address', 'reporter_device'])
      .where('reported_id', '=', target.userId)
      .execute();
    expect(stored.map((r) => r.reporter_address)).toEqual(Array(3).fill('203.0.113.9'));
    expect(new Set(stored.map((r) => r.reporter_device)).size).toBe(3);
    // one reporter so far: free to search
    expect(await ack(target, 'findPartner', { interests: [] })).toEqual({ ok: true });
    await ack(target, 'leave');

    const banned = nextEvent(target, 'banned');
    await reports(target, [await browserAt('203.0.113.10'), await browserAt('203.0.113.11')]);
    await banned;
  });
});

import { wireOf, textOf } from '../../shared/protocol/index.ts';
/**
 * Attacks on what a session hands out and how long it holds: TURN credentials for people who
 * may not call, credentials and access tokens outliving a sign-out or a link to a member, and
 * a blocked person coming back as a new guest whose socket leaves the device cookie out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IceResponse, PartnerFound } from '../../shared/protocol/index.ts';
import { SESSION_ENDED } from '../auth/sessionLive.ts';
import { recordBan } from '../moderation/store.ts';
import { startFacebookStandIn, type FacebookStandIn } from '../testing/facebookStandIn.ts';
import { ack, connected, nextEvent, startTestServer, type TestServer } from '../testing/harness.ts';
import { createAgent, facebookSignIn } from '../testing/signInAgent.ts';

const TURN = { TURN_URLS: 'turn:127.0.0.1:3478', TURN_SECRET: 'turn-secret-for-tests-0123' };

describe('credentials and blocks under attack', () => {
  let server: TestServer;
  let fb: FacebookStandIn;
  beforeAll(async () => {
    fb = await startFacebookStandIn();
    server = await startTestServer({ RATE_LIMITS: 'off', ...TURN, ...fb.env });
  });
  afterAll(async () => {
    await server.close();
    await fb.close();
  });

  const ice = (token: string, cookie?: string) =>
    fetch(`${server.url}/api/ice`, {
      headers: { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) },
    });

  it('GET /api/ice hands TURN credentials only to adults who are not banned, else 403 with a code', async () => {
    const unanswered = await server.guest({ ageGate: false });
    let res = await ice(unanswered.token, unanswered.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'age_required' });

    const minor = await server.guest({ ageGate: false });
    await fetch(`${server.url}/api/age`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${minor.token}`,
        'content-type': 'application/json',
        cookie: minor.cookie,
      },
      body: JSON.stringify({ birthDate: '2011-02-03' }),
    });
    res = await ice(minor.token, minor.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'age_refused' });

    const adult = await server.guest();
    res = await ice(adult.token, adult.cookie);
    expect(res.status).toBe(200);
    const { iceServers } = (await res.json()) as IceResponse;
    const turn = iceServers.find((s) => String(s.urls).startsWith('turn:'))!;
    // about the length of a call (10 minutes), not an hour
    const expiry = Number(turn.username!.split(':')[0]) * 1000;
    expect(expiry - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    await recordBan(server.services.store.db, {
      userId: adult.user.id,
      source: 'operator',
      reason: 'test',
      expiresAt: Date.now() + 60 * 60_000,
    });
    res = await ice(adult.token, adult.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'banned' });
  });

  it('signing out retires the access token at once: no more TURN credentials, no socket', async () => {
    const s = await server.guest();
    expect((await ice(s.token, s.cookie)).status).toBe(200);
    const out = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: s.cookie },
    });
    expect(out.status).toBe(204);
    const res = await ice(s.token, s.cookie);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(wireOf('error', SESSION_ENDED));
    await expect(connected(server.connect(s.token))).rejects.toThrow(textOf(SESSION_ENDED));
  });

  it("a guest's token stops working once the guest is linked to a member", async () => {
    const agent = createAgent();
    const guest = await agent.session(server.url, 'guest');
    const guestToken = guest.body.token;
    const before = await fetch(`${server.url}/api/age`, {
      headers: { authorization: `Bearer ${guestToken}` },
    });
    expect(before.status).toBe(200);
    const done = await facebookSignIn(agent, server.url);
    expect(done.message).toMatchObject({ status: 'success', kind: 'linked' });
    // the old guest token would now act as the member: refused on REST and at the socket
    const me = await fetch(`${server.url}/api/age`, {
      headers: { authorization: `Bearer ${guestToken}` },
    });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual(wireOf('error', SESSION_ENDED));
    await expect(connected(server.connect(guestToken))).rejects.toThrow(textOf(SESSION_ENDED));
    // the member's own new session works
    const member = await agent.session(server.url, 'refresh');
    expect(member.body.user).toMatchObject({ id: guest.body.user.id, isAnonymous: false });
    const ok = await fetch(`${server.url}/api/me`, {
      headers: { authorization: `Bearer ${member.body.token}` },
    });
    expect(ok.status).toBe(200);
  });

  it("a blocked guest's browser stays blocked when a new guest's socket leaves the cookie out", async () => {
    const blocker = await server.guest();
    const blocked = await server.guest();
    const sa = server.connect(blocker.token, { headers: { cookie: blocker.cookie } });
    const sb = server.connect(blocked.token, { headers: { cookie: blocked.cookie } });
    await Promise.all([connected(sa), connected(sb)]);
    const interests = ['block-device-fallback'];
    const found = nextEvent<PartnerFound>(sb, 'partnerFound');
    await ack(sa, 'findPartner', { interests });
    await ack(sb, 'findPartner', { interests });
    await found;
    expect(await ack(sa, 'blockUser', { partnerId: sb.id })).toEqual({ ok: true });
    sb.disconnect();

    // a new guest from the blocked browser (its device cookie only), whose socket sends no cookie
    const device = blocked.cookie.split('; ').find((c) => c.startsWith('mu_device='))!;
    const fresh = await fetch(`${server.url}/api/auth/guest`, {
      method: 'POST',
      headers: { cookie: device },
    });
    const again = (await fresh.json()) as { token: string; user: { id: string } };
    expect(again.user.id).not.toBe(blocked.user.id);
    await fetch(`${server.url}/api/age`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${again.token}`,
        'content-type': 'application/json',
        cookie: device,
      },
      body: JSON.stringify({ birthDate: '1990-01-01' }),
    });
    const sc = server.connect(again.token);
    await connected(sc);
    expect(await ack(sa, 'findPartner', { interests })).toEqual({ ok: true });
    expect(await ack(sc, 'findPartner', { interests })).toEqual({ ok: true });
    await server.services.matches.tick();
    expect(server.services.matches.partnerOf(sa.id!)).toBeUndefined();
    expect(server.services.matches.partnerOf(sc.id!)).toBeUndefined();
  });
});

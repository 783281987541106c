import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContactAddedPayload,
  NoticePayload,
  PartnerFound,
} from '../../shared/protocol/index.ts';
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

interface Someone {
  socket: AppClientSocket;
  userId: string;
  token: string;
  cookie: string;
}

describe.each(testEngines())('age signals and the age review on %s', (engine) => {
  const clock = steerableClock();
  let server: TestServer;
  let tag = 0;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' }, engine, false, clock.now);
  });
  afterAll(() => server.close());
  const db = () => server.services.store.db;

  async function someone(member = false): Promise<Someone> {
    const { token, user, cookie } = await server.guest();
    if (member)
      await db()
        .updateTable('users')
        .set({ is_anonymous: 0, provider: 'google' })
        .where('id', '=', user.id)
        .execute();
    const socket = server.connect(token);
    await connected(socket);
    return { socket, userId: user.id, token, cookie };
  }

  /** `a` and `b` meet (a fresh interest keeps other tests' people away). */
  async function meet(a: Someone, b: Someone) {
    const interests = [`age${++tag}`];
    const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    expect(await ack(a.socket, 'findPartner', { interests })).toEqual({ ok: true });
    expect(await ack(b.socket, 'findPartner', { interests })).toEqual({ ok: true });
    return (await found).matchId;
  }

  const reportsAbout = (userId: string) =>
    db()
      .selectFrom('reports')
      .select(['reason', 'age_estimate', 'reporter_id'])
      .where('reported_id', '=', userId)
      .execute();

  /** `by` meets `target`, 10 s pass, and `by`'s device signals an estimate. */
  async function signalled(by: Someone, target: Someone, estimate = 13) {
    const matchId = await meet(by, target);
    clock.advance(10_000);
    expect(await ack(by.socket, 'ageSignal', { estimate, matchId })).toEqual({ ok: true });
    return matchId;
  }

  const refusedWith = (code: string) => expect.objectContaining({ ok: false, code });

  it('refuses a signal about anyone but the current partner, before 10 s, and twice per call', async () => {
    const [a, b] = [await someone(), await someone()];
    expect(await ack(a.socket, 'ageSignal', { estimate: 12 })).toEqual(refusedWith('not_in_chat'));
    const matchId = await meet(a, b);
    clock.advance(9_000);
    expect(await ack(a.socket, 'ageSignal', { estimate: 12 })).toEqual(
      refusedWith('age_signal_too_early'),
    );
    clock.advance(1_000);
    expect(await ack(a.socket, 'ageSignal', { estimate: 12, matchId: 'another-call' })).toEqual(
      refusedWith('age_signal_not_partner'),
    );
    expect(await ack(a.socket, 'ageSignal', { estimate: 12 })).toEqual({ ok: true });
    expect(await ack(a.socket, 'ageSignal', { estimate: 11, matchId })).toEqual(
      refusedWith('age_signal_sent'),
    );
    // only whole years under 18, nothing else
    for (const bad of [{ estimate: 12.5 }, { estimate: 30 }, { estimate: 12, image: 'x' }])
      expect(await ack(a.socket, 'ageSignal', bad)).toEqual(refusedWith('invalid_payload'));
    // after the call, the partner who left is nobody to signal about
    await ack(a.socket, 'leave');
    expect(await ack(b.socket, 'ageSignal', { estimate: 12, matchId })).toEqual(
      refusedWith('age_signal_not_partner'),
    );
    expect(await reportsAbout(b.userId)).toEqual([
      { reason: 'under18', age_estimate: 12, reporter_id: a.userId },
    ]);
  });

  it('one signal files the report with its estimate but holds nobody', async () => {
    const [r, t] = [await someone(), await someone()];
    await signalled(r, t, 14);
    expect(await reportsAbout(t.userId)).toEqual([
      { reason: 'under18', age_estimate: 14, reporter_id: r.userId },
    ]);
    await ack(r.socket, 'leave');
    expect(await ack(t.socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    await ack(t.socket, 'leave');
  });

  it('two distinct reporters hold a person: the call ends and every way in says age_review until an operator clears them', async () => {
    const [r1, r2, t] = [await someone(), await someone(), await someone()];
    // r1 and t keep in touch: a contact call is a way in too
    await meet(r1, t);
    const added = nextEvent<ContactAddedPayload>(t.socket, 'contactAdded');
    await ack(r1.socket, 'keepInTouch', { want: true });
    await ack(t.socket, 'keepInTouch', { want: true });
    const contactId = (await added).contact.id;
    clock.advance(10_000);
    expect(await ack(r1.socket, 'ageSignal', { estimate: 13 })).toEqual({ ok: true });
    await ack(r1.socket, 'leave');

    const matchId = await meet(r2, t);
    clock.advance(10_000);
    const told = nextEvent<NoticePayload>(t.socket, 'notice');
    const partnerGone = nextEvent(r2.socket, 'partnerDisconnected');
    expect(await ack(r2.socket, 'ageSignal', { estimate: 12 })).toEqual({ ok: true });
    expect((await told).code).toBe('age_review');
    await partnerGone;

    expect(await ack(t.socket, 'findPartner', { interests: [] })).toEqual(
      refusedWith('age_review'),
    );
    expect(await ack(t.socket, 'nextPartner')).toEqual(refusedWith('age_review'));
    expect(await ack(t.socket, 'callContact', { contactId })).toEqual(refusedWith('age_review'));
    const ice = await fetch(`${server.url}/api/ice`, {
      headers: { authorization: `Bearer ${t.token}`, cookie: t.cookie },
    });
    expect(ice.status).toBe(403);
    expect(((await ice.json()) as { code: string }).code).toBe('age_review');
    // a new guest in the same browser is held too
    const again = await fetch(`${server.url}/api/auth/guest`, {
      method: 'POST',
      headers: { cookie: t.cookie },
    });
    const fresh = server.connect(((await again.json()) as { token: string }).token, {
      headers: { cookie: t.cookie },
    });
    await connected(fresh);
    expect(await ack(fresh, 'findPartner', { interests: [] })).toEqual(refusedWith('age_review'));
    expect(await reportsAbout(t.userId)).toHaveLength(2);
    void matchId;

    expect(await server.services.ageReview.clear(t.userId, 'op')).toBe(true);
    expect(await ack(t.socket, 'findPartner', { interests: [`free${tag}`] })).toEqual({ ok: true });
    await ack(t.socket, 'leave');
    // cleared: the signals that held them are spent, one more does not hold them again
    const r3 = await someone();
    await signalled(r3, t);
    await ack(r3.socket, 'leave');
    expect(await ack(t.socket, 'findPartner', { interests: [`free${tag}`] })).toEqual({ ok: true });
    await ack(t.socket, 'leave');
  });

  it('a resume is a way in: a person held while away cannot take their seat back', async () => {
    const [r1, r2] = [await someone(), await someone()];
    const t = await someone();
    await signalled(r1, t);
    await ack(r1.socket, 'leave');
    const matchId = await meet(r2, t);
    clock.advance(10_000);
    // t's connection drops: the match waits for them (grace period)
    const away = nextEvent(r2.socket, 'partnerReconnecting');
    t.socket.io.engine.close();
    await away;
    expect(await ack(r2.socket, 'ageSignal', { estimate: 12 })).toEqual({ ok: true });
    const back = server.connect(t.token);
    await connected(back);
    expect(await ack(back, 'resumeMatch', { matchId })).toEqual(refusedWith('age_review'));
  });

  it("guests' signals alone never hold a member, but are filed for an operator", async () => {
    const [g1, g2, m] = [await someone(), await someone(), await someone(true)];
    await signalled(g1, m);
    await ack(g1.socket, 'leave');
    await signalled(g2, m);
    await ack(g2.socket, 'leave');
    expect(await reportsAbout(m.userId)).toHaveLength(2);
    expect(await ack(m.socket, 'findPartner', { interests: [`m${tag}`] })).toEqual({ ok: true });
    await ack(m.socket, 'leave');
    // a member's signal with them is enough
    const member = await someone(true);
    await signalled(member, m);
    await ack(member.socket, 'leave');
    expect(await ack(m.socket, 'findPartner', { interests: [] })).toEqual(
      refusedWith('age_review'),
    );
  });

  it('signals never count toward the automatic ban', async () => {
    // two guests' signals about a member (no hold), then a member's report by hand: were the
    // signals counted as reports, three distinct reporters with a member among them would ban
    const [g1, g2, m] = [await someone(), await someone(), await someone(true)];
    await signalled(g1, m);
    await ack(g1.socket, 'leave');
    await signalled(g2, m);
    await ack(g2.socket, 'leave');
    const r = await someone(true);
    await meet(r, m);
    expect(
      await ack(r.socket, 'reportUser', {
        reportedSocketId: m.socket.id,
        sessionMessages: [],
        reason: 'other',
      }),
    ).toEqual({ ok: true });
    const row = await db()
      .selectFrom('users')
      .select('banned_until')
      .where('id', '=', m.userId)
      .executeTakeFirstOrThrow();
    expect(row.banned_until).toBeNull();
  });
});

describe('AGE_SIGNALS=off', () => {
  const clock = steerableClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { RATE_LIMITS: 'off', AGE_SIGNALS: 'off' },
      'sqlite',
      false,
      clock.now,
    );
  });
  afterAll(() => server.close());

  it('tells the app not to look, and refuses every signal', async () => {
    const [a, b] = await Promise.all([server.guest(), server.guest()]);
    const ice = await fetch(`${server.url}/api/ice`, {
      headers: { authorization: `Bearer ${a.token}`, cookie: a.cookie },
    });
    expect(((await ice.json()) as { ageSignals: boolean }).ageSignals).toBe(false);
    const [sa, sb] = [server.connect(a.token), server.connect(b.token)];
    await Promise.all([connected(sa), connected(sb)]);
    const found = nextEvent<PartnerFound>(sb, 'partnerFound');
    await ack(sa, 'findPartner', { interests: ['off'] });
    await ack(sb, 'findPartner', { interests: ['off'] });
    await found;
    clock.advance(10_000);
    expect(await ack(sa, 'ageSignal', { estimate: 12 })).toEqual(
      expect.objectContaining({ ok: false, code: 'age_signals_off' }),
    );
  });
});

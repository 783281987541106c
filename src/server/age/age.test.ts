import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGE_REFUSED_MESSAGE,
  AGE_REQUIRED_MESSAGE,
  type AgeGateResponse,
} from '../../shared/protocol/index.ts';
import { AGE_RETRY_MS, ageOn, parseBirthDate } from '../../shared/rules/age.ts';
import {
  ack,
  connected,
  startTestServer,
  testEngines,
  type TestServer,
} from '../testing/harness.ts';
import { ageGateStatus, ageSubjectOf, answerAgeGate } from './gate.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
/** A date of birth `years` old on NOW's day (the birthday is today). */
const bornYearsAgo = (years: number) => `${2026 - years}-11-23`;

describe('age rules', () => {
  it('reads only real past days as YYYY-MM-DD', () => {
    expect(parseBirthDate('2000-02-29', NOW)).not.toBeNull();
    for (const bad of ['2001-02-29', '1990-13-01', '1990-1-1', '2027-01-01', '1899-12-31', 'x'])
      expect(parseBirthDate(bad, NOW), bad).toBeNull();
  });

  it('counts whole years: 18 on the birthday, 17 the day before', () => {
    expect(ageOn(parseBirthDate('2008-11-23')!, NOW)).toBe(18);
    expect(ageOn(parseBirthDate('2008-11-24')!, NOW)).toBe(17);
  });
});

describe.each(testEngines())('the 18+ gate on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, engine);
  });
  afterAll(() => server.close());

  const call = (s: { token: string; cookie: string }, method: string, body?: unknown) =>
    fetch(`${server.url}/api/age`, {
      method,
      headers: {
        authorization: `Bearer ${s.token}`,
        cookie: s.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const rows = async () =>
    (await server.services.store.db.selectFrom('age_checks').selectAll().execute()).length;

  it('refuses a search from someone who has not answered, then lets an adult search', async () => {
    const s = await server.guest({ ageGate: false });
    const socket = server.connect(s.token, { headers: { cookie: s.cookie } });
    await connected(socket);
    expect(await (await call(s, 'GET')).json()).toEqual({ status: 'unknown', retryAt: null });
    expect(await ack(socket, 'findPartner', { interests: [] })).toMatchObject({
      ok: false,
      error: AGE_REQUIRED_MESSAGE,
      code: 'age_required',
    });
    expect(server.services.matches.isSearching(socket.id!)).toBe(false);

    const res = await call(s, 'POST', { birthDate: '1996-05-04' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'adult', retryAt: null });
    expect(await ack(socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    socket.disconnect();
  });

  it('refuses a 17-year-old on the account and the browser; another date changes nothing', async () => {
    const s = await server.guest({ ageGate: false });
    const refused = await call(s, 'POST', { birthDate: '2009-12-31' });
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { error: string; retryAt: string };
    expect(body.error).toBe(AGE_REFUSED_MESSAGE);
    expect(Date.parse(body.retryAt) - Date.now()).toBeGreaterThan(AGE_RETRY_MS - 60_000);

    const before = await rows();
    const retry = await call(s, 'POST', { birthDate: '1990-01-01' });
    expect(retry.status).toBe(403);
    expect(await rows()).toBe(before);
    const socket = server.connect(s.token, { headers: { cookie: s.cookie } });
    await connected(socket);
    expect(await ack(socket, 'findPartner', { interests: [] })).toMatchObject({
      ok: false,
      error: AGE_REFUSED_MESSAGE,
      code: 'age_refused',
    });
    socket.disconnect();

    // a new guest session in the same browser (its device cookie) is refused too
    const device = s.cookie.split('; ').find((c) => c.startsWith('mu_device='))!;
    const again = await fetch(`${server.url}/api/auth/guest`, {
      method: 'POST',
      headers: { cookie: device },
    });
    const other = { token: ((await again.json()) as { token: string }).token, cookie: device };
    expect(((await (await call(other, 'GET')).json()) as AgeGateResponse).status).toBe('refused');
    expect((await call(other, 'POST', { birthDate: '1980-01-01' })).status).toBe(403);
  });

  it('bad answers get a clear error and store nothing', async () => {
    const s = await server.guest({ ageGate: false });
    const before = await rows();
    for (const body of [{}, { birthDate: '2001-02-30' }, { birthDate: 1990 }, { when: 'x' }]) {
      const res = await call(s, 'POST', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/\S/);
    }
    expect(await rows()).toBe(before);
    expect((await call({ token: 'nope', cookie: '' }, 'GET')).status).toBe(401);
  });

  it('opens again 24 h after a refusal, not before (injected clock)', async () => {
    const db = server.services.store.db;
    const who = ageSubjectOf({ id: 'u-clock', is_anonymous: 1, device_id: 'dev-clock-1' }, null);
    expect((await answerAgeGate(db, who, bornYearsAgo(17), NOW)).status).toBe('refused');
    const almost = NOW + AGE_RETRY_MS - 1;
    expect((await answerAgeGate(db, who, bornYearsAgo(30), almost)).status).toBe('refused');
    expect((await ageGateStatus(db, who, NOW + AGE_RETRY_MS)).status).toBe('unknown');
    expect((await answerAgeGate(db, who, bornYearsAgo(18), NOW + AGE_RETRY_MS)).status).toBe(
      'adult',
    );
  });

  it("keeps a member's answer on the account: a guest in another browser still asks", async () => {
    const db = server.services.store.db;
    const member = ageSubjectOf({ id: 'm1', is_anonymous: 0, device_id: 'dev-m1' }, 'dev-m1');
    expect((await answerAgeGate(db, member, bornYearsAgo(30), NOW)).status).toBe('adult');
    const guestThere = ageSubjectOf({ id: 'g2', is_anonymous: 1, device_id: 'dev-m1' }, 'dev-m1');
    expect((await ageGateStatus(db, guestThere, NOW)).status).toBe('unknown');
    const guestHere = ageSubjectOf({ id: 'g3', is_anonymous: 1, device_id: 'dev-g' }, 'dev-g');
    await answerAgeGate(db, guestHere, bornYearsAgo(25), NOW);
    // the guest's answer is kept on the browser: a new guest session there passes
    const nextGuest = ageSubjectOf({ id: 'g4', is_anonymous: 1, device_id: 'dev-g' }, 'dev-g');
    expect((await ageGateStatus(db, nextGuest, NOW)).status).toBe('adult');
  });
});

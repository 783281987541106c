import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_INVALID_MESSAGE } from '../../shared/rules/username.ts';
import { startFacebookStandIn, type FacebookStandIn } from '../testing/facebookStandIn.ts';
import { startTestServer, testEngines, type TestServer } from '../testing/harness.ts';
import { createAgent, facebookSignIn } from '../testing/signInAgent.ts';

const WEEK_S = 7 * 24 * 60 * 60;

describe.each(testEngines())('/api/me on %s', (engine) => {
  let fb: FacebookStandIn;
  let server: TestServer;
  let nextId = 1;
  beforeAll(async () => {
    fb = await startFacebookStandIn();
    server = await startTestServer(fb.env, engine);
  });
  afterAll(async () => {
    await server.close();
    await fb.close();
  });

  /** A signed-in (Facebook) user's access token and id. */
  async function member() {
    const n = nextId++;
    fb.nextUser = { id: `fb-${n}`, name: `Member ${n}`, email: `m${n}@example.test` };
    const agent = createAgent();
    await facebookSignIn(agent, server.url);
    const { body } = await agent.session(server.url, 'refresh');
    return { token: body.token, id: body.user.id };
  }
  const callAt = (method: string, path: string, token?: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  const call = (method: string, token?: string, body?: unknown) =>
    callAt(method, '/api/me', token, body);

  it('answers 401 without a token', async () => {
    for (const method of ['GET', 'PATCH']) {
      const res = await call(
        method,
        undefined,
        method === 'PATCH' ? { username: 'abc' } : undefined,
      );
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'Authentication required: missing token' });
    }
  });

  it('answers 403 to guests for both reading and changing', async () => {
    const { token } = await server.guest();
    const get = await call('GET', token);
    expect(get.status).toBe(403);
    expect((await get.json()).error).toMatch(/Sign in with Google or Facebook/);
    expect((await call('PATCH', token, { username: 'guesty' })).status).toBe(403);
  });

  it('returns the profile fields of a new member', async () => {
    const { token } = await member();
    const res = await call('GET', token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      username: null,
      points_all_time: 0,
      wins: 0,
      losses: 0,
      streak: 0,
      usernameChangeAvailable: true,
      nextUsernameChangeAt: null,
      provider: 'facebook',
      email: expect.stringMatching(/@example\.test$/),
    });
  });

  it('refuses every invalid username with 400 and changes nothing', async () => {
    const { token } = await member();
    const invalid = ['ab', 'a'.repeat(21), 'bad name', 'semi;colon', 'émile', '   ', '', '  a  '];
    for (const username of invalid) {
      const res = await call('PATCH', token, { username });
      expect(res.status, username).toBe(400);
      expect(await res.json()).toMatchObject({ error: USERNAME_INVALID_MESSAGE });
    }
    const malformed: [unknown, RegExp][] = [
      [{}, /^username: /],
      [{ username: 42 }, /^username: /],
      [{ username: 'valid_1', admin: true }, /admin/],
    ];
    for (const [body, message] of malformed) {
      const res = await call('PATCH', token, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(message);
    }
    expect((await (await call('GET', token)).json()).username).toBeNull();
  });

  it('saves a trimmed username, then refuses a second change within 7 days with 429', async () => {
    const { token, id } = await member();
    const saved = await call('PATCH', token, { username: '  Neo.the-1_  ' });
    expect(saved.status).toBe(200);
    const profile = await saved.json();
    expect(profile).toMatchObject({ username: 'Neo.the-1_', usernameChangeAvailable: false });

    const again = await call('PATCH', token, { username: 'Trinity' });
    expect(again.status).toBe(429);
    const body = await again.json();
    expect(body.error).toBe('Username can be changed once every 7 days');
    expect(body.cooldownEndsAt).toBe(profile.nextUsernameChangeAt);
    expect(Date.parse(body.cooldownEndsAt)).toBeGreaterThan(Date.now());
    expect(body.secondsRemaining).toBeGreaterThan(WEEK_S - 60);
    expect(body.secondsRemaining).toBeLessThanOrEqual(WEEK_S);
    // saving the same name again is not a change
    expect((await call('PATCH', token, { username: 'Neo.the-1_' })).status).toBe(200);

    // a week later the name may change again
    await server.services.store.db
      .updateTable('users')
      .set({ username_changed_at: Date.now() - (WEEK_S + 1) * 1000 })
      .where('id', '=', id)
      .execute();
    const later = await call('PATCH', token, { username: 'Trinity' });
    expect(later.status).toBe(200);
    expect((await later.json()).username).toBe('Trinity');
  });

  it('refuses a name another user has, ignoring case, with 409', async () => {
    const first = await member();
    expect((await call('PATCH', first.token, { username: 'Morpheus' })).status).toBe(200);
    const second = await member();
    const res = await call('PATCH', second.token, { username: 'mORPHEUS' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'Username already taken' });
    // and the refused attempt did not start a cooldown
    expect((await (await call('GET', second.token)).json()).usernameChangeAvailable).toBe(true);
  });

  // the app's language, kept on a member's account (PUT /api/me/locale)
  const put = (token: string | undefined, body?: unknown) =>
    callAt('PUT', '/api/me/locale', token, body);
  const profileLocale = async (token: string) =>
    ((await (await call('GET', token)).json()) as { uiLocale: unknown }).uiLocale;
  const storedLocale = async (id: string) =>
    (
      await server.services.store.db
        .selectFrom('users')
        .select('ui_locale')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).ui_locale;

  it('keeps the language a member chose, and the profile returns it', async () => {
    const { token } = await member();
    expect(await profileLocale(token)).toBeNull();

    const saved = await put(token, { locale: 'pt-BR' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ locale: 'pt-BR' });
    expect(await profileLocale(token)).toBe('pt-BR');

    // a later choice replaces it
    expect((await put(token, { locale: 'ar' })).status).toBe(200);
    expect(await profileLocale(token)).toBe('ar');
  });

  it('refuses a language the app does not have, or none, and changes nothing', async () => {
    const { token, id } = await member();
    expect((await put(token, { locale: 'de' })).status).toBe(200);

    const bad: [unknown, string][] = [
      [{ locale: 'xx' }, 'not_allowed'],
      [{ locale: 'DE' }, 'not_allowed'],
      [{ locale: 5 }, 'not_allowed'],
      [{ locale: null }, 'not_allowed'],
      // zod reads a missing enum as a value outside it
      [{}, 'not_allowed'],
      [{ locale: 'fr', extra: true }, 'unknown_field'],
      [[1], 'wrong_type'],
    ];
    for (const [body, problem] of bad) {
      const res = await put(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json(), JSON.stringify(body)).toMatchObject({
        code: 'invalid_input',
        params: { problem },
      });
    }
    const empty = await put(token);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'invalid_input' });

    expect(await storedLocale(id)).toBe('de');
    expect(await profileLocale(token)).toBe('de');
  });

  it('refuses guests as the other member-only routes do, and asks for a token', async () => {
    const { token, user } = await server.guest();
    const res = await put(token, { locale: 'es' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'guest_no_profile' });
    expect(await storedLocale(user.id)).toBeNull();

    const anonymous = await put(undefined, { locale: 'es' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'auth_missing' });
  });

  it('reads a stored tag the app no longer offers as no choice', async () => {
    const { token, id } = await member();
    await server.services.store.db
      .updateTable('users')
      .set({ ui_locale: 'xx' })
      .where('id', '=', id)
      .execute();
    expect(await profileLocale(token)).toBeNull();
  });
});

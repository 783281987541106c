import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFacebookStandIn, type FacebookStandIn } from '../testing/facebookStandIn.ts';
import { startTestServer, testEngines, type TestServer } from '../testing/harness.ts';
import { createAgent, facebookSignIn } from '../testing/signInAgent.ts';

describe.each(testEngines())('/api/me/locale on %s', (engine) => {
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

  /** A signed-in (Facebook) member's access token and id. */
  async function member() {
    const n = nextId++;
    fb.nextUser = { id: `fb-locale-${n}`, name: `Member ${n}`, email: `l${n}@example.test` };
    const agent = createAgent();
    await facebookSignIn(agent, server.url);
    const { body } = await agent.session(server.url, 'refresh');
    return { token: body.token, id: body.user.id };
  }
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  const put = (token: string | undefined, body?: unknown) =>
    call('PUT', '/api/me/locale', token, body);
  const profileLocale = async (token: string) =>
    ((await (await call('GET', '/api/me', token)).json()) as { uiLocale: unknown }).uiLocale;
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

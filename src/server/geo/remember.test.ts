import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, startTestServer, type TestServer } from '../testing/harness.ts';

/** The server's own lookup of a member's country is kept on the account, for Settings. */
describe('a member’s own country', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  const user = (id: string) =>
    server.services.store.db
      .selectFrom('users')
      .select(['country', 'country_code'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  async function member() {
    const { token, user: u } = await server.guest();
    await server.services.store.db
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google' })
      .where('id', '=', u.id)
      .execute();
    return { token, id: u.id };
  }

  it('is saved when a member connects, and shown by GET /api/me', async () => {
    const { token, id } = await member();
    const socket = server.connect(token, { headers: { 'x-forwarded-for': '85.214.0.1' } });
    await connected(socket);
    expect(await user(id)).toEqual({ country: 'Germany', country_code: 'DE' });
    const me = await fetch(`${server.url}/api/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toMatchObject({ country: 'Germany', countryCode: 'DE' });
    socket.disconnect();
  });

  it('is saved by GET /api/me from the request when no socket has connected yet, and follows a move', async () => {
    const { token, id } = await member();
    const get = (ip: string) =>
      fetch(`${server.url}/api/me`, {
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
      }).then((r) => r.json());
    expect(await get('8.8.8.8')).toMatchObject({ country: 'United States', countryCode: 'US' });
    expect(await user(id)).toEqual({ country: 'United States', country_code: 'US' });
    // an unknown address (loopback) keeps what was known
    expect(await get('127.0.0.1')).toMatchObject({ countryCode: 'US' });
    expect(await get('81.2.69.142')).toMatchObject({
      country: 'United Kingdom',
      countryCode: 'GB',
    });
  });

  it('is not stored for guests', async () => {
    const { token, user: u } = await server.guest();
    const socket = server.connect(token, { headers: { 'x-forwarded-for': '85.214.0.1' } });
    await connected(socket);
    expect(await user(u.id)).toEqual({ country: null, country_code: null });
    socket.disconnect();
  });
});

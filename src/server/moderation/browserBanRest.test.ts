import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound, RecentResponse } from '../../shared/protocol/index.ts';
import { ack, connected, nextEvent, startTestServer, type TestServer } from '../testing/harness.ts';
import { runAdmin } from './cli.ts';

/**
 * The REST ways a person acts (a report from Recent, the AI buddy) see the same ban as the socket:
 * a member signed in on a browser a ban binds is refused there, and free in their own browser.
 */
describe('a banned browser, on the REST routes that act for a person', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  const db = () => server.services.store.db;

  /** A member account first made in its own browser: its token and that browser's cookie. */
  async function member() {
    const session = await server.guest();
    await db()
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google' })
      .where('id', '=', session.user.id)
      .execute();
    const device = session.cookie.split('; ').find((c) => c.startsWith('mu_device='))!;
    return { id: session.user.id, token: session.token, device };
  }

  const api = (token: string, device: string, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        cookie: device,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  async function banBrowserOf(id: string) {
    expect(
      await runAdmin(['ban', id, '--duration', '1d', '--reason', 'spam'], db(), () => undefined),
    ).toBe(0);
  }

  it('a report from Recent, filed on the banned browser, is refused and filed nowhere', async () => {
    const banned = await member();
    const second = await member();
    const other = await member();
    // the second account meets someone from its own browser, before the ban
    const mine = server.connect(second.token, { headers: { cookie: second.device } });
    const theirs = server.connect(other.token, { headers: { cookie: other.device } });
    await Promise.all([connected(mine), connected(theirs)]);
    const found = nextEvent<PartnerFound>(theirs, 'partnerFound');
    await ack(mine, 'findPartner', { interests: ['rest-ban'] });
    await ack(theirs, 'findPartner', { interests: ['rest-ban'] });
    await found;
    await ack(mine, 'leave');
    const recent = (await (
      await fetch(`${server.url}/api/recent`, {
        headers: { authorization: `Bearer ${second.token}`, cookie: second.device },
      })
    ).json()) as RecentResponse;
    const matchId = recent.items[0]!.matchId;
    await banBrowserOf(banned.id);

    const path = `/api/recent/${matchId}/report`;
    const there = await api(second.token, banned.device, path, { reason: 'harassment' });
    expect(there.status).toBe(403);
    expect(await there.json()).toMatchObject({ code: 'banned', params: { doing: 'report' } });
    const filed = () =>
      db().selectFrom('reports').select('id').where('reporter_id', '=', second.id).execute();
    expect(await filed()).toEqual([]);

    // the account itself is not banned: from its own browser the report goes through
    expect((await api(second.token, second.device, path, { reason: 'harassment' })).status).toBe(
      204,
    );
    expect(await filed()).toHaveLength(1);
  });

  it('the AI buddy refuses a member on the banned browser, and answers them elsewhere', async () => {
    const banned = await member();
    const second = await member();
    await banBrowserOf(banned.id);
    const ask = { messages: [{ role: 'user', content: 'I love hiking' }] };

    const there = await api(second.token, banned.device, '/api/ai/chat', ask);
    expect(there.status).toBe(403);
    expect(await there.json()).toMatchObject({ code: 'banned' });

    const home = await api(second.token, second.device, '/api/ai/chat', ask);
    expect(home.status).toBe(200);
    expect((await home.json()).choices[0].message.content).toMatch(/hiking/i);

    // lifting the ban frees the browser
    expect(await runAdmin(['unban', banned.id], db(), () => undefined)).toBe(0);
    expect((await api(second.token, banned.device, '/api/ai/chat', ask)).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannedPayload } from '../../shared/protocol/index.ts';
import { ack, connected, nextEvent, startTestServer, type TestServer } from '../testing/harness.ts';
import { runAdmin } from './cli.ts';

/**
 * A member's ban binds every browser they used; while it is in force, such a browser stays
 * banned whoever signs in there, a guest or another member account (a banned person's second
 * account does not carry on from the same browser).
 */
describe('a banned browser, whoever signs in there', () => {
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

  async function online(token: string, device: string) {
    const socket = server.connect(token, { headers: { cookie: device } });
    await connected(socket);
    return socket;
  }

  const ice = (token: string, device: string) =>
    fetch(`${server.url}/api/ice`, {
      headers: { authorization: `Bearer ${token}`, cookie: device },
    });

  it('another existing member account signed in on the banned browser is refused; elsewhere it is free', async () => {
    const banned = await member();
    const second = await member();
    expect(
      await runAdmin(
        ['ban', banned.id, '--duration', '1d', '--reason', 'spam'],
        db(),
        () => undefined,
      ),
    ).toBe(0);

    // the second account, signed in on the first one's browser
    const there = await online(second.token, banned.device);
    const told = nextEvent<BannedPayload>(there, 'banned');
    expect(await ack(there, 'findPartner', { interests: [] })).toMatchObject({
      ok: false,
      code: 'banned',
    });
    expect(await told).toMatchObject({ reason: 'device' });
    expect((await ice(second.token, banned.device)).status).toBe(403);

    // the account itself is not banned: in its own browser it searches as before
    const home = await online(second.token, second.device);
    expect(await ack(home, 'findPartner', { interests: [] })).toEqual({ ok: true });
    await ack(home, 'leave');
    expect((await ice(second.token, second.device)).status).toBe(200);

    // lifting the ban frees the browser for everyone
    expect(await runAdmin(['unban', banned.id], db(), () => undefined)).toBe(0);
    expect(await ack(there, 'findPartner', { interests: [] })).toEqual({ ok: true });
    await ack(there, 'leave');
    expect((await ice(second.token, banned.device)).status).toBe(200);
  });

  it('a member already connected in the banned browser is taken out at the ban sweep', async () => {
    const banned = await member();
    const second = await member();
    const there = await online(second.token, banned.device);
    expect(await ack(there, 'findPartner', { interests: [] })).toEqual({ ok: true });
    const told = nextEvent<BannedPayload>(there, 'banned');
    expect(
      await runAdmin(
        ['ban', banned.id, '--duration', '1d', '--reason', 'spam'],
        db(),
        () => undefined,
      ),
    ).toBe(0);
    await server.services.moderation.sweep();
    expect(await told).toMatchObject({ reason: 'device' });
    expect(server.services.matches.isSearching(there.id!)).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack } from '../../shared/protocol/index.ts';
import { connected, nextEvent, startTestServer, type TestServer } from '../testing/harness.ts';
import { findUser } from '../store/users.ts';

describe('validated socket handlers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const emitWithAck = (
    socket: ReturnType<TestServer['connect']>,
    event: string,
    ...args: unknown[]
  ) =>
    new Promise<Ack>((resolve) =>
      (socket.emit as (...a: unknown[]) => void)(event, ...args, resolve),
    );

  it('answers a bad payload with the reason and changes nothing', async () => {
    const { token, user } = await server.guest();
    const socket = server.connect(token);
    await connected(socket);
    const bad: [unknown, RegExp][] = [
      [undefined, /expected object/i],
      [{ country: 'France' }, /countryCode/],
      [{ country: 'France', countryCode: 'FRA' }, /countryCode must be two letters/],
      [{ country: 1, countryCode: 'FR' }, /country/],
      [{ country: 'France', countryCode: 'FR', extra: true }, /extra/i],
      [{ country: 'x'.repeat(65), countryCode: 'FR' }, /country/],
      [{ country: 'Nowhere', countryCode: 'UN' }, /real two-letter country code/],
    ];
    for (const [payload, reason] of bad) {
      const res = await emitWithAck(socket, 'profileUpdate', payload);
      expect(res.ok).toBe(false);
      expect(res.ok ? '' : res.error).toMatch(reason);
    }
    const stored = await findUser(server.services.store.db, user.id);
    expect(stored?.country_code).toBeNull();

    const ok = await emitWithAck(socket, 'profileUpdate', { country: 'France', countryCode: 'fr' });
    expect(ok).toEqual({ ok: true });
    expect((await findUser(server.services.store.db, user.id))?.country_code).toBe('FR');
  });

  it('without an ack, a refused event comes back as an error event naming it', async () => {
    const { token } = await server.guest();
    const socket = server.connect(token);
    await connected(socket);
    const error = nextEvent<{ event: string; error: string }>(socket, 'error');
    (socket.emit as (...a: unknown[]) => void)('profileUpdate', { countryCode: 42 });
    expect(await error).toMatchObject({
      event: 'profileUpdate',
      error: expect.stringMatching(/country/),
      code: 'invalid_payload',
    });
    const extra = nextEvent<{ event: string; error: string }>(socket, 'error');
    (socket.emit as (...a: unknown[]) => void)('pong', 'a', 'b');
    expect(await extra).toEqual({
      event: 'pong',
      error: 'Expected at most one payload argument',
      code: 'extra_argument',
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { Ack } from '../../shared/protocol/index.ts';
import { originAllowed } from '../realtime/io.ts';
import { connected, startTestServer, type TestServer } from '../testing/harness.ts';
import { limitFor } from './http.ts';

describe('origin allowlist at the socket handshake', () => {
  it('decides by the allowlist, else by the request host', () => {
    const list = ['https://matchup.example'];
    expect(originAllowed('https://matchup.example', 'x', list)).toBe(true);
    expect(originAllowed('https://evil.example', 'matchup.example', list)).toBe(false);
    expect(originAllowed('https://matchup.example.evil.example', 'x', list)).toBe(false);
    expect(originAllowed('http://127.0.0.1:3000', '127.0.0.1:3000', [])).toBe(true);
    expect(originAllowed('http://evil.example', '127.0.0.1:3000', [])).toBe(false);
    expect(originAllowed('null', '127.0.0.1:3000', [])).toBe(false);
    // non-browser clients send no Origin; they still need a valid token
    expect(originAllowed(undefined, 'x', list)).toBe(true);
  });

  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('refuses a socket from a foreign origin and accepts the allowed one', async () => {
    server = await startTestServer({ ALLOWED_ORIGINS: 'https://matchup.example' });
    const { token } = await server.guest();
    await expect(
      connected(server.connect(token, { headers: { origin: 'https://evil.example' } })),
    ).rejects.toThrow();
    await connected(server.connect(token, { headers: { origin: 'https://matchup.example' } }));
  });
});

describe('RATE_LIMITS=off (benchmarks)', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('lifts the socket and REST limits', async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
    const statuses = await Promise.all(
      Array.from({ length: 70 }, () =>
        fetch(`${server!.url}/api/auth/guest`, { method: 'POST' }).then((r) => r.status),
      ),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const socket = server.connect((await server.guest()).token);
    await connected(socket);
    const results = await Promise.all(
      Array.from(
        { length: 6 },
        () => new Promise<Ack>((resolve) => socket.emit('sendMessage', { text: 'x' }, resolve)),
      ),
    );
    // refused only because there is no partner, never by a limit
    for (const r of results)
      expect(r).toMatchObject({
        ok: false,
        error: 'You are not in a chat right now.',
        code: 'not_in_chat',
      });
  });

  it('limits the auth and AI routes only', () => {
    expect(limitFor('POST', '/api/auth/guest')?.max).toBe(60);
    expect(limitFor('GET', '/api/auth/:provider/start')?.max).toBe(30);
    expect(limitFor('POST', '/api/ai/chat')?.max).toBe(60);
    expect(limitFor('GET', '/api/ai/status')?.max).toBe(120);
    expect(limitFor('GET', '/api/leaderboard')).toBeUndefined();
    expect(limitFor('GET', '/api/me')).toBeUndefined();
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_LIMITS } from '../realtime/limits.ts';
import { tooFast } from '../realtime/limitMessages.ts';
import { textOf } from '../../shared/protocol/index.ts';
import { connected, startTestServer, type TestServer } from '../testing/harness.ts';
import {
  bystanders,
  clock,
  countCalls,
  expectIntact,
  guestSocket,
  logger,
  NO_ARG,
  send,
  watchStrayFailures,
} from './hostile.fixture.ts';
import { CLIENT_EVENTS, templates } from './hostileInputs.ts';

watchStrayFailures('hostile-input suite (floods)');

describe('hostile input: floods past every limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' }, 'sqlite', logger, clock.now);
  });
  afterAll(() => server.close());

  it('each socket event is limited per socket and per user with a clear error', async () => {
    const by = await bystanders(server);
    const all = templates(by.a.socket.id!);
    for (const event of CLIENT_EVENTS) {
      const { points, perMs } = EVENT_LIMITS[event];
      const h = await guestSocket(server);
      // the server's heartbeat may ping this socket mid-burst: its automatic pong would take one
      // of the points counted here
      if (event === 'pong') h.socket.off('ping');
      const payload = all[event] ?? NO_ARG;
      const results = await Promise.all(
        Array.from({ length: points + 3 }, () => send(h.socket, event, payload)),
      );
      const text = textOf(tooFast(event, { points, perMs }));
      const limited = results.filter(
        (r) => r && !r.ok && r.error === text && r.code === 'too_fast',
      );
      expect(limited, event).toHaveLength(3);
      // in people's words, never the event's name
      expect(text).not.toContain(event);
      h.socket.disconnect();
    }
    // unknown events are limited too: probing names must cost like any other event
    const u = await guestSocket(server);
    const probes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(u.socket, `probe${i}`, { a: 1 })),
    );
    const unknownText = textOf(tooFast('unknown', { points: 5, perMs: 10_000 }));
    expect(probes.filter((r) => r && !r.ok && r.error === unknownText)).toHaveLength(3);
    // in people's words, and the name sent is not echoed back
    expect(unknownText).not.toMatch(/probe|unknown event/i);
    u.socket.disconnect();
    // per user: three sockets of one user share twice one socket's allowance
    const session = await server.guest();
    const sockets = [0, 1, 2].map(() => server.connect(session.token));
    await Promise.all(sockets.map(connected));
    const results = await Promise.all(
      sockets.flatMap((s) => [0, 1, 2].map(() => send(s, 'sendMessage', { text: 'x' }))),
    );
    expect(
      results.filter(
        (r) =>
          r &&
          !r.ok &&
          r.error === "You're sending messages too fast. Please wait a moment and try again.",
      ),
    ).toHaveLength(3);
    await expectIntact(server, by);
  });

  it('auth and AI routes are limited per address; refused calls store nothing', async () => {
    const by = await bystanders(server);
    const users = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*) as n from users`.execute(
            server.services.store.db,
          )
        ).rows[0]!.n,
      );
    const flood = async (n: number, path: string, init: RequestInit = {}) => {
      countCalls(n);
      const headers = { 'x-forwarded-for': '203.0.113.66', ...(init.headers as object) };
      const res = await Promise.all(
        Array.from({ length: n }, () => fetch(`${server.url}${path}`, { ...init, headers })),
      );
      const refused = res.filter((r) => r.status === 429);
      for (const r of refused)
        expect(((await r.json()) as { error: string }).error).toMatch(
          /^(Too many requests|You're sending messages too fast)/,
        );
      return { ok: res.filter((r) => r.status === 200).length, refused: refused.length };
    };
    const before = await users();
    const guests = await flood(66, '/api/auth/guest', { method: 'POST' });
    expect(guests).toEqual({ ok: 60, refused: 6 });
    expect(await users()).toBe(before + 60);
    expect((await flood(125, '/api/auth/refresh', { method: 'POST' })).refused).toBe(5);
    expect((await flood(35, '/api/auth/google/start')).refused).toBe(5);
    const chat = JSON.stringify({ messages: [{ role: 'user', content: 'hi' }] });
    const ai = await flood(65, '/api/ai/chat', {
      method: 'POST',
      body: chat,
      headers: { 'content-type': 'application/json' },
    });
    expect(ai.refused).toBeGreaterThanOrEqual(5);
    await expectIntact(server, by);
  });
});

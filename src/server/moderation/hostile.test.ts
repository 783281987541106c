import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack, PartnerFound } from '../../shared/protocol/index.ts';
import { EVENT_LIMITS } from '../realtime/limits.ts';
import {
  connected,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import {
  CLIENT_EVENTS,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  RAW_FRAMES,
  hostileBodies,
  hostilePayloads,
  templates,
} from './hostileInputs.ts';
import { routesOf } from './http.ts';

/** The server's error log (pino JSON lines at level error) and the process's stray failures. */
const errorLog: string[] = [];
const logger = { level: 'error', stream: { write: (line: string) => void errorLog.push(line) } };
const unhandled: unknown[] = [];
const onUnhandled = (err: unknown) => void unhandled.push(err);
let calls = 0;

const NO_ARG = Symbol('no payload');
type Emit = (...args: unknown[]) => void;

/** Emits with an ack (the server answers every event, unknown names too); null on timeout. */
function send(socket: AppClientSocket, event: string, payload: unknown) {
  calls += 1;
  const args = payload === NO_ARG ? [] : [payload];
  return new Promise<Ack | null>((resolve) => {
    const timed = socket.timeout(3000) as unknown as { emit: Emit };
    timed.emit(event, ...args, (err: unknown, res: Ack) => resolve(err ? null : res));
  });
}

/** A digest of every table: a refused call must leave it unchanged. */
async function snapshot(server: TestServer): Promise<string> {
  const db = server.services.store.db;
  const tables = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
    order by name`.execute(db);
  const hash = createHash('sha256');
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(name)} order by 1`.execute(db);
    hash.update(name).update(JSON.stringify(rows.rows));
  }
  return hash.digest('hex');
}

async function guestSocket(server: TestServer) {
  const session = await server.guest();
  const socket = server.connect(session.token);
  // answer the app heartbeat like the web client, or a long suite gets us disconnected
  socket.on('ping', () => socket.emit('pong'));
  await connected(socket);
  return { ...session, socket };
}

/** Two matched users chatting and one idle user: nothing hostile may touch them. */
async function bystanders(server: TestServer) {
  const [a, b, c] = [
    await guestSocket(server),
    await guestSocket(server),
    await guestSocket(server),
  ];
  const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
  await send(a.socket, 'findPartner', { interests: [] });
  await send(b.socket, 'findPartner', { interests: [] });
  await found;
  calls -= 2;
  return { a, b, c };
}

async function expectIntact(server: TestServer, by: Awaited<ReturnType<typeof bystanders>>) {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  for (const s of [by.a, by.b, by.c]) expect(s.socket.connected).toBe(true);
  expect(server.services.matches.partnerOf(by.a.socket.id!)).toBe(by.b.socket.id);
  await new Promise((r) => setTimeout(r, 1100)); // a fresh chat-limit window
  const got = nextEvent<{ text: string }>(by.b.socket, 'receiveMessage');
  calls -= 1;
  expect(await send(by.a.socket, 'sendMessage', { text: 'still here' })).toEqual({
    ok: true,
  });
  expect((await got).text).toBe('still here');
  for (const s of [by.a, by.c]) {
    const res = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: s.cookie },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { id: string } }).user.id).toBe(s.user.id);
  }
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(errorLog).toEqual([]);
  expect(unhandled).toEqual([]);
}

beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  process.off('uncaughtException', onUnhandled);
  console.log(`hostile-input suite: ${calls} hostile calls made`);
});

describe('hostile input: malformed and out-of-order calls', () => {
  let server: TestServer;
  // limits off here so every payload reaches its schema and handler (floods are tested below)
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' }, 'sqlite', logger);
  });
  afterAll(() => server.close());

  /** Sends one hostile call; a refusal must say why and store nothing. */
  async function probe(socket: AppClientSocket, event: string, payload: unknown) {
    const before = await snapshot(server);
    const res = await send(socket, event, payload);
    if (res && !res.ok) {
      expect(res.error, event).toMatch(/\S/);
      expect(await snapshot(server), `${event} stored something`).toBe(before);
    }
    return res;
  }

  it('every socket event survives malformed payloads, and a refusal stores nothing', async () => {
    const by = await bystanders(server);
    let h = await guestSocket(server);
    const all = templates(by.a.socket.id!);
    let refused = 0;
    for (const event of CLIENT_EVENTS) {
      for (const payload of [NO_ARG, ...hostilePayloads(all[event])]) {
        if (!h.socket.connected) h = await guestSocket(server);
        const res = await probe(h.socket, event, payload);
        if (res && !res.ok) refused += 1;
      }
      // two payload arguments
      calls += 1;
      (h.socket.emit as Emit)(event, {}, {}, () => undefined);
      await send(h.socket, 'leave', NO_ARG);
    }
    // unknown and reserved event names
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'x'.repeat(5000)])
      expect(await send(h.socket, name, { a: 1 }), name).toEqual({
        ok: false,
        error: `Unknown event "${name.slice(0, 64)}"`,
      });
    expect(refused).toBeGreaterThan(500);
    await expectIntact(server, by);
  }, 180_000);

  it('events out of order are refused or ignored: no game, no match, not your turn', async () => {
    const by = await bystanders(server);
    const [p, q] = [await guestSocket(server), await guestSocket(server)];
    const P = p.socket;
    const Q = q.socket;
    const unmatched: [string, unknown][] = [
      ['signal', { partnerId: Q.id, signal: { kind: 'candidate', candidate: null } }],
      ['sendMessage', { text: 'anyone?' }],
      ['reportUser', { reportedSocketId: Q.id, sessionMessages: [] }],
      ['requestTriviaChallenge', NO_ARG],
      ['acceptTriviaChallenge', NO_ARG],
      ['submitAnswer', { selectedIndex: 0 }],
      ['endChallenge', NO_ARG],
      ['requestLaughChallenge', NO_ARG],
      ['acceptLaughChallenge', NO_ARG],
      ['laughCameraStatus', { ok: true }],
      ['laughDetected', { turnId: 't', nonce: 'n' }],
      ['endLaughTurn', { turnId: 't' }],
      ['endLaughChallenge', NO_ARG],
    ];
    for (const [event, payload] of unmatched) {
      const res = await probe(P, event, payload);
      if (res) expect(res.ok, event).toBe(false);
    }
    const found = nextEvent<PartnerFound>(Q, 'partnerFound');
    await probe(P, 'findPartner', { interests: [] });
    await probe(Q, 'findPartner', { interests: [] });
    await found;
    const matched: [AppClientSocket, string, unknown][] = [
      [P, 'signal', { partnerId: P.id, signal: { kind: 'candidate', candidate: null } }],
      [P, 'signal', { partnerId: by.a.socket.id, signal: { kind: 'candidate', candidate: null } }],
      [P, 'acceptTriviaChallenge', NO_ARG],
      [P, 'submitAnswer', { selectedIndex: 2 }],
      [P, 'laughDetected', { turnId: 't', nonce: 'n' }],
      [P, 'requestTriviaChallenge', NO_ARG],
      [P, 'acceptTriviaChallenge', NO_ARG],
      [P, 'requestLaughChallenge', NO_ARG],
      [Q, 'submitAnswer', { selectedIndex: 1 }],
      [Q, 'rejectLaughChallenge', NO_ARG],
      [Q, 'acceptTriviaChallenge', NO_ARG],
      [Q, 'acceptTriviaChallenge', NO_ARG],
      [P, 'submitAnswer', { selectedIndex: 3 }],
      [Q, 'submitAnswer', { selectedIndex: 0 }],
      [Q, 'requestLaughChallenge', NO_ARG],
      [P, 'laughDetected', { turnId: 'forged', nonce: 'forged' }],
      [Q, 'endLaughTurn', { turnId: 'forged' }],
      [P, 'endChallenge', NO_ARG],
      [P, 'endChallenge', NO_ARG],
      [Q, 'requestLaughChallenge', NO_ARG],
      [P, 'acceptLaughChallenge', NO_ARG],
      [P, 'acceptLaughChallenge', NO_ARG],
      [Q, 'laughDetected', { turnId: 'forged', nonce: 'forged' }],
      [P, 'endLaughTurn', { turnId: 'forged' }],
      [Q, 'endLaughChallenge', NO_ARG],
      [P, 'endLaughChallenge', NO_ARG],
    ];
    for (const [socket, event, payload] of matched) await probe(socket, event, payload);
    await probe(P, 'leave', NO_ARG);
    await probe(Q, 'leave', NO_ARG);
    await expectIntact(server, by);
  });

  it('raw and oversized frames are dropped without harm', async () => {
    const by = await bystanders(server);
    const { token } = await server.guest();
    const wsUrl = `${server.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`;
    for (const frame of RAW_FRAMES) {
      calls += 1;
      const ws = new WebSocket(wsUrl);
      await new Promise<void>((resolve) => {
        ws.onmessage = (m) => {
          if (String(m.data).startsWith('0')) ws.send(`40${JSON.stringify({ token })}`);
          else if (String(m.data).startsWith('40')) {
            ws.send(frame);
            setTimeout(resolve, 50);
          }
        };
        ws.onclose = () => resolve();
        ws.onerror = () => resolve();
        setTimeout(resolve, 2000);
      });
      ws.close();
    }
    // over maxHttpBufferSize (16 KB): the connection is closed, nothing else happens
    const big = await guestSocket(server);
    const dropped = new Promise((resolve) => big.socket.once('disconnect', resolve));
    await send(big.socket, 'sendMessage', { text: 'x'.repeat(20_000) });
    await dropped;
    await expectIntact(server, by);
  });

  it('every REST route survives malformed paths, queries, tokens and bodies', async () => {
    const by = await bystanders(server);
    const h = await server.guest();
    const routes = routesOf(server.services.app).filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(10);
    const auths: Record<string, string>[] = [
      {},
      { authorization: 'Bearer garbage' },
      { authorization: `Bearer ${h.token}` },
    ];
    let sent = 0;
    let state = await snapshot(server);
    for (const route of routes) {
      const paths = /[:*]/.test(route.url)
        ? HOSTILE_SEGMENTS.map((s) => route.url.replace(/:[^/]+|\*/g, s))
        : [route.url];
      const bodies = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(route.method)
        ? hostileBodies()
        : [{ body: undefined, type: undefined }];
      // every query with the first body, every body with no query: each under every token
      const variants = [
        ...HOSTILE_QUERIES.map((query) => ({ query, ...bodies[0]! })),
        ...bodies.slice(1).map((b) => ({ query: '', ...b })),
      ];
      for (const path of paths)
        for (const { query, body, type } of variants)
          for (const headers of auths) {
            calls += 1;
            sent += 1;
            const res = await fetch(`${server.url}${path}${query}`, {
              method: route.method,
              headers: {
                ...headers,
                ...(body !== undefined ? { 'content-type': type ?? 'application/json' } : {}),
              },
              body,
            });
            const label = `${route.method} ${path.slice(0, 80)}${query.slice(0, 40)} ${String(body).slice(0, 30)}`;
            expect(res.status, label).toBeLessThan(500);
            const text = await res.text();
            if (res.status >= 400) {
              if (res.headers.get('content-type')?.includes('json'))
                expect((JSON.parse(text) as { error?: unknown }).error, label).toMatch(/\S/);
            }
            const after = await snapshot(server);
            if (res.status >= 400) expect(after, `${label} stored something`).toBe(state);
            state = after;
          }
    }
    expect(sent).toBeGreaterThan(500);
    console.log(`hostile-input suite: ${sent} REST calls over ${routes.length} routes`);
    await expectIntact(server, by);
  }, 180_000);
});

describe('hostile input: floods past every limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' }, 'sqlite', logger);
  });
  afterAll(() => server.close());

  it('each socket event is limited per socket and per user with a clear error', async () => {
    const by = await bystanders(server);
    const all = templates(by.a.socket.id!);
    for (const event of CLIENT_EVENTS) {
      const { points, perMs } = EVENT_LIMITS[event];
      const h = await guestSocket(server);
      const payload = all[event] ?? NO_ARG;
      const results = await Promise.all(
        Array.from({ length: points + 3 }, () => send(h.socket, event, payload)),
      );
      const limited = results.filter((r) => r && !r.ok && r.error.startsWith('Too many'));
      expect(limited, event).toHaveLength(3);
      expect((limited[0] as { error: string }).error).toBe(
        `Too many ${event} events: the limit is ${points} per ${perMs === 1000 ? 'second' : `${perMs / 1000} seconds`}. Please slow down.`,
      );
      h.socket.disconnect();
    }
    // per user: three sockets of one user share twice one socket's allowance
    const session = await server.guest();
    const sockets = [0, 1, 2].map(() => server.connect(session.token));
    await Promise.all(sockets.map(connected));
    const results = await Promise.all(
      sockets.flatMap((s) => [0, 1, 2].map(() => send(s, 'sendMessage', { text: 'x' }))),
    );
    expect(results.filter((r) => r && !r.ok && r.error.startsWith('Too many'))).toHaveLength(3);
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
      calls += n;
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

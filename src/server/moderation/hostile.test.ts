import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import {
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import {
  bystanders,
  clock,
  countCalls,
  expectIntact,
  guestSocket,
  logger,
  NO_ARG,
  send,
  snapshot,
  watchStrayFailures,
} from './hostile.fixture.ts';
import {
  CLIENT_EVENTS,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  RAW_FRAMES,
  hostileBodies,
  hostilePayloads,
  EXTRA_PAYLOADS,
  templates,
} from './hostileInputs.ts';
import { routesOf } from './http.ts';

watchStrayFailures('hostile-input suite (malformed)');

describe('hostile input: malformed and out-of-order calls', () => {
  let server: TestServer;
  // limits off here so every payload reaches its schema and handler (floods are tested below)
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' }, 'sqlite', logger, clock.now);
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
      const extra = EXTRA_PAYLOADS[event]?.(by.a.socket.id!) ?? [];
      for (const payload of [NO_ARG, ...hostilePayloads(all[event]), ...extra]) {
        if (!h.socket.connected) h = await guestSocket(server);
        const res = await probe(h.socket, event, payload);
        if (res && !res.ok) refused += 1;
      }
      // two payload arguments
      countCalls(1);
      (h.socket.emit as (...args: unknown[]) => void)(event, {}, {}, () => undefined);
      await send(h.socket, 'leave', NO_ARG);
    }
    // unknown and reserved event names
    for (const name of ['constructor', 'toString', 'hasOwnProperty'])
      expect(await send(h.socket, name, { a: 1 }), name).toMatchObject({
        ok: false,
        error: `Unknown event "${name}"`,
      });
    // a long or odd name is not echoed back: it is the sender's text, not ours to show
    for (const name of ['__proto__', 'x'.repeat(5000), 'a"\u202e<b>'])
      expect(await send(h.socket, name, { a: 1 }), name).toMatchObject({
        ok: false,
        error: 'Unknown event',
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
      ['mediaState', { mic: false, camera: false }],
      ['blockUser', { partnerId: Q.id }],
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
      // blocking anyone but the partner (a bystander, oneself) is refused and stores nothing
      [P, 'blockUser', { partnerId: by.a.socket.id }],
      [P, 'blockUser', { partnerId: P.id }],
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
    // After the raw frame, an event with an ack id of its own: the server handles a
    // connection's packets in order, so its ack (or the connection closing) proves the frame
    // was dealt with. No fixed wait: a server that did neither fails on the test's timeout.
    const FOLLOW_UP = '42987["leave"]';
    const followUpAck = /^43987\[\{"ok":true\}\]$/;
    const outcomes: string[] = [];
    for (const frame of RAW_FRAMES) {
      countCalls(1);
      const ws = new WebSocket(wsUrl);
      outcomes.push(
        await new Promise<string>((resolve) => {
          ws.onmessage = (m) => {
            const data = String(m.data);
            if (data.startsWith('0')) ws.send(`40${JSON.stringify({ token })}`);
            else if (data.startsWith('40{')) {
              ws.send(frame);
              ws.send(FOLLOW_UP);
            } else if (followUpAck.test(data)) resolve('answered');
          };
          ws.onclose = () => resolve('closed');
          ws.onerror = () => resolve('closed');
        }),
      );
      ws.close();
    }
    // well-formed packets naming odd events are refused, not fatal: the connection serves on
    const answered = RAW_FRAMES.filter((_, i) => outcomes[i] === 'answered');
    expect(answered).toEqual(
      expect.arrayContaining([
        '42["__proto__",{}]',
        '42["constructor",{}]',
        '42["toString"]',
        '421["sendMessage",{"text":"hi"}]',
      ]),
    );
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
            countCalls(1);
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
    // a snapshot of every table after each of thousands of calls: minutes on a loaded machine
  }, 420_000);
});

/** The hostile-input suites' tools: hostile calls with acks, a digest of the store, bystanders. */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Ack, PartnerFound } from '../../shared/protocol/index.ts';
import {
  connected,
  nextEvent,
  steerableClock,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { flushCallEvents } from '../standing/eventLog.ts';
import { flushCallCounts } from '../spam/callCounts.ts';
import { flushMeetings } from '../contacts/meetings.ts';

/** The suites' server clock: the bystander check moves it past the chat-limit window. */
export const clock = steerableClock();

/** The server's error log (pino JSON lines at level error) and the process's stray failures. */
export const errorLog: string[] = [];
export const logger = {
  level: 'error',
  stream: { write: (line: string) => void errorLog.push(line) },
};
const unhandled: unknown[] = [];
const onUnhandled = (err: unknown) => void unhandled.push(err);
let calls = 0;

/** Counts hostile calls made outside `send` (plain HTTP floods). */
export const countCalls = (n: number) => void (calls += n);

export const NO_ARG = Symbol('no payload');
type Emit = (...args: unknown[]) => void;

/** Emits with an ack (the server answers every event, unknown names too); null on timeout. */
export function send(socket: AppClientSocket, event: string, payload: unknown) {
  calls += 1;
  const args = payload === NO_ARG ? [] : [payload];
  return new Promise<Ack | null>((resolve) => {
    const timed = socket.timeout(3000) as unknown as { emit: Emit };
    timed.emit(event, ...args, (err: unknown, res: Ack) => resolve(err ? null : res));
  });
}

/**
 * A digest of every table a request could write: a refused call must leave it unchanged. Not `job_leases`: the hourly retention
 * pass takes its lease on its own clock (first a minute after start), which a long suite on a
 * busy machine reaches mid-probe.
 */
export async function snapshot(server: TestServer): Promise<string> {
  const db = server.services.store.db;
  // what matches write waits up to a second before it is written (Recent, calls' standing
  // signals, call counts): written now, none of it can land in the middle of the next probe
  await Promise.all([flushMeetings(db), flushCallEvents(db), flushCallCounts(db)]);
  const tables = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
      and name <> 'job_leases'
    order by name`.execute(db);
  const hash = createHash('sha256');
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(name)} order by 1`.execute(db);
    hash.update(name).update(JSON.stringify(rows.rows));
  }
  return hash.digest('hex');
}

export async function guestSocket(server: TestServer) {
  const session = await server.guest();
  const socket = server.connect(session.token);
  // answer the app heartbeat like the web client, or a long suite gets us disconnected
  socket.on('ping', () => socket.emit('pong'));
  await connected(socket);
  return { ...session, socket };
}

/** Two matched users chatting and one idle user: nothing hostile may touch them. */
export async function bystanders(server: TestServer) {
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

export async function expectIntact(server: TestServer, by: Awaited<ReturnType<typeof bystanders>>) {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  for (const s of [by.a, by.b, by.c]) expect(s.socket.connected).toBe(true);
  expect(server.services.matches.partnerOf(by.a.socket.id!)).toBe(by.b.socket.id);
  clock.advance(1100); // a fresh chat-limit window
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

/** Fails the suite's bystander checks on any stray rejection or exception; counts its calls. */
export function watchStrayFailures(suite: string): void {
  beforeAll(() => {
    process.on('unhandledRejection', onUnhandled);
    process.on('uncaughtException', onUnhandled);
  });
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
    process.off('uncaughtException', onUnhandled);
    console.log(`${suite}: ${calls} hostile calls made`);
  });
}

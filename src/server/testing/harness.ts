import type { FeatureWork } from '../benchKnobs.ts';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { io as connect } from 'socket.io-client';
import { createServer, type AppServices, type ServerOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openStore, type Store } from '../store/db.ts';
import { confirmAdult } from './ageGate.ts';
import type { Socket } from 'socket.io-client';
import type {
  Ack,
  ClientToServerEvents,
  PartnerFound,
  ServerToClientEvents,
  SessionResponse,
} from '../../shared/protocol/index.ts';

export type AppClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Engines the store tests run on: SQLite always, PostgreSQL when TEST_POSTGRES_URL is set. */
export function testEngines(): ('sqlite' | 'postgres')[] {
  return process.env.TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A fresh, isolated store: in-memory SQLite, or a new schema in the test PostgreSQL. */
export function openTestStore(engine: 'sqlite' | 'postgres'): { store: Store; schema?: string } {
  if (engine === 'sqlite') return { store: openStore('sqlite::memory:') };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const store = openStore(process.env.TEST_POSTGRES_URL!, { schema });
  const close = store.close;
  store.close = async () => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`
      .execute(store.db)
      .catch(() => undefined);
    await close();
  };
  return { store, schema };
}

export interface TestServer {
  services: AppServices;
  url: string;
  /** A guest session that passed the 18+ gate (`ageGate: false`: one that has not answered). */
  guest(options?: { ageGate?: boolean }): Promise<SessionResponse & { cookie: string }>;
  /** `headers`: extra handshake headers (Origin, Cookie, X-Forwarded-For…) */
  connect(
    token: string | undefined,
    options?: { headers?: Record<string, string> },
  ): AppClientSocket;
  close(): Promise<void>;
}

/**
 * A server clock a test moves forward instead of sleeping: real time plus whatever the test
 * skipped, so stamps taken with Date.now() in the test still compare sensibly with it.
 */
export function steerableClock() {
  let skipped = 0;
  return {
    now: () => Date.now() + skipped,
    /** jumps the clock ahead (a rate window passes, a ban runs out) */
    advance(ms: number) {
      skipped += ms;
    },
  };
}

export type SteerableClock = ReturnType<typeof steerableClock>;

/** Starts the real server on a free loopback port with its own store. */
export async function startTestServer(
  env: Record<string, string> = {},
  engine: 'sqlite' | 'postgres' = 'sqlite',
  /** e.g. a pino logger with a capturing stream (the hostile-input suite reads its errors) */
  logger: ServerOptions['logger'] = false,
  /** the server's clock (matches, games, bans, socket rate limits): see steerableClock */
  now?: () => number,
  /** features' per-match work left out (benchKnobs.ts), for tests about something else */
  work?: FeatureWork,
): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    // every test client shares the loopback address; the cap's own test sets it low
    SOCKETS_PER_ADDRESS: '10000',
    ...env,
  });
  // env.DATABASE_URL: a store another process (the operator CLI in e2e tests) or the next
  // server (a restart) can open too; DATABASE_SCHEMA with it on PostgreSQL
  const { store, schema } = env.DATABASE_URL
    ? {
        store: openStore(env.DATABASE_URL, { schema: env.DATABASE_SCHEMA }),
        schema: env.DATABASE_SCHEMA,
      }
    : openTestStore(engine);
  const services = await createServer(config, {
    store,
    schema,
    logger,
    ...(now ? { now } : {}),
    ...(work ? { work } : {}),
  });
  await services.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = services.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const sockets: AppClientSocket[] = [];
  return {
    services,
    url,
    async guest(options = {}) {
      const res = await fetch(`${url}/api/auth/guest`, { method: 'POST' });
      if (!res.ok) throw new Error(`guest failed: ${res.status}`);
      const cookie = (res.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
      const session = (await res.json()) as SessionResponse;
      if (options.ageGate !== false) await confirmAdult(url, session.token, cookie);
      return { ...session, cookie };
    },
    connect(token, options = {}) {
      const socket: AppClientSocket = connect(url, {
        transports: ['websocket'],
        auth: token ? { token } : {},
        reconnection: false,
        forceNew: true,
        extraHeaders: options.headers,
      });
      sockets.push(socket);
      return socket;
    },
    async close() {
      sockets.forEach((s) => s.disconnect());
      await services.close();
    },
  };
}

/** Resolves with the next payload of `event`, or rejects after `ms`. */
export function nextEvent<T = unknown>(
  socket: AppClientSocket,
  event: string,
  ms = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${event}`)), ms);
    (socket as unknown as { once(e: string, f: (p: T) => void): void }).once(
      event,
      (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      },
    );
  });
}

/** Connects and waits for the handshake; rejects with the server's connect_error message. */
export function connected(socket: AppClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    // it may have connected already, while the caller awaited something else
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

type Emit = (...args: unknown[]) => void;

/** Emits `event` (any payload, even a malformed one) and resolves with the server's ack. */
export const ack = (socket: AppClientSocket, event: string, ...args: unknown[]) =>
  new Promise<Ack>((resolve) => (socket.emit as Emit)(event, ...args, resolve));

/** A connected user; `signedIn` makes the guest a member, as if signed in with Google. */
export async function connectedUser(server: TestServer, signedIn = false) {
  const { token, user } = await server.guest();
  if (signedIn)
    await server.services.store.db
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google' })
      .where('id', '=', user.id)
      .execute();
  const socket = server.connect(token);
  await connected(socket);
  return { socket, userId: user.id };
}

/** A guest connected on a socket, who can come back on a new one (a reconnect) with `reconnect`. */
export async function returningUser(server: TestServer) {
  const { token } = await server.guest();
  const open = async () => {
    const socket = server.connect(token);
    await connected(socket);
    return socket;
  };
  return { token, socket: await open(), reconnect: open };
}

let pairTag = 0;

/** Two users matched with each other (a unique interest keeps pairs of tests apart). */
export async function matchedPair(server: TestServer, signedIn = false) {
  const a = await connectedUser(server, signedIn);
  const b = await connectedUser(server, signedIn);
  const interests = [`pair${++pairTag}`];
  const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
  await ack(a.socket, 'findPartner', { interests });
  await ack(b.socket, 'findPartner', { interests });
  const matchId = (await found).matchId;
  return { a: a.socket, b: b.socket, ua: a.userId, ub: b.userId, matchId };
}

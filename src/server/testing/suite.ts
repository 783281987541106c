import { afterAll, beforeAll } from 'vitest';
import {
  connected,
  startTestServer,
  steerableClock,
  type AppClientSocket,
  type TestServer,
} from './harness.ts';

/** A guest signed in (the 18+ gate passed) on a connected socket. */
export interface Guest {
  socket: AppClientSocket;
  token: string;
  id: string;
  /** the session's cookies, as a browser sends them back */
  cookie: string;
  /** its browser's device cookie value */
  device: string | undefined;
}

/** Signs a new guest in on `server` and connects its socket. */
export async function guestOn(server: TestServer): Promise<Guest> {
  const { token, user, cookie } = await server.guest();
  const socket = server.connect(token);
  await connected(socket);
  return { socket, token, id: user.id, cookie, device: /mu_device=([^;]+)/.exec(cookie)?.[1] };
}

/**
 * The usual server suite: its own server on `engine`, on a clock the tests move forward, socket
 * and REST rate limits off (unless `env` says otherwise); started before the suite's tests and
 * closed after them. Call it inside the describe block.
 */
export function serverSuite(
  engine: 'sqlite' | 'postgres' = 'sqlite',
  env: Record<string, string> = {},
) {
  const clock = steerableClock();
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer({ RATE_LIMITS: 'off', ...env }, engine, false, clock.now);
  });
  afterAll(() => running?.close());
  const suite = {
    clock,
    /** the suite's server (started by the time a test runs) */
    get server(): TestServer {
      if (!running) throw new Error('the suite server has not started');
      return running;
    },
    /** a new guest on the suite's server */
    person: () => guestOn(suite.server),
    /** a REST call as `token`'s person; a body goes as JSON */
    api: (token: string, path: string, init: RequestInit = {}) =>
      fetch(`${suite.server.url}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      }),
  };
  return suite;
}

import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { PeerRequest } from '../http/clientAddress.ts';
import { Server } from 'socket.io';
import { SOCKET } from '../../shared/constants.ts';
import {
  textOf,
  type ClientToServerEvents,
  type Refusal,
  type ServerToClientEvents,
} from '../../shared/protocol/index.ts';
import type { TokenService } from '../auth/tokens.ts';
import { SESSION_ENDED, sessionEnded } from '../auth/sessionLive.ts';
import type { Db } from '../store/db.ts';
import { findUser, toSocketUser, type SocketUser, type UserRow } from '../store/users.ts';
import { ExpiringMap } from '../lib/expiring.ts';
import { DEVICE_COOKIE, DEVICE_ID } from '../http/cookies.ts';
import type { AppSocket, SocketData } from './handle.ts';
import { SocketCaps, type SocketCapOptions } from './socketCaps.ts';
import { countryOfCode, lookupCountry, UNKNOWN, type Country } from '../geo/country.ts';
import { rememberCountry } from '../geo/remember.ts';
import { coalesceUpgradeWrites } from './upgradeWrites.ts';

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

export interface RealtimeOptions {
  tokens: TokenService;
  db: Db;
  /** Allowed Origin values; empty means "same host as the request, or no Origin (non-browser)". */
  allowedOrigins: string[];
  /** the client's address under TRUST_PROXY, as Fastify's request.ip (http/clientAddress.ts) */
  clientIp: (request: PeerRequest) => string;
  /** concurrent sockets per user and per address (SOCKETS_PER_USER, SOCKETS_PER_ADDRESS) */
  caps?: SocketCapOptions;
  /** while true (graceful stop) new connections are refused, so clients retry elsewhere */
  draining?: () => boolean;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** A device cookie the server could have set; anything else is no device at all. */
const validDevice = (id: string | null) => (id && DEVICE_ID.test(id) ? id : null);

export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: string[],
): boolean {
  if (!origin) return true;
  if (allowed.length) return allowed.includes(origin);
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** What a connection needs of its user's row: the socket's user and the country kept on it. */
type Admitted = SocketUser & Pick<UserRow, 'country' | 'country_code' | 'name_seed'>;

/**
 * How many users' reads and how many addresses' countries a node remembers. A user read is
 * kept for the life of the token it was read for (5 minutes): the fields a socket holds change
 * only by a ban, which the search guard checks against the ban cache and the store anyway, or
 * by signing in, which issues a member's token (read again). An address's country comes from
 * the offline database, which does not change while the process runs.
 */
export const ADMITTED_USERS_KEPT = 50_000;
export const ADDRESS_COUNTRIES_KEPT = 50_000;
const FOREVER = Number.MAX_SAFE_INTEGER;

/**
 * A refused handshake: Socket.IO hands the client the error's message (the English text) and
 * its `data`, where the code and params go (the client's connect_error reads them).
 */
function connectError(refusal: Refusal): Error & { data: { code: string; params?: object } } {
  const data = refusal.params
    ? { code: refusal.code, params: refusal.params }
    : { code: refusal.code };
  return Object.assign(new Error(textOf(refusal)), { data });
}

/**
 * Socket.IO's memory guide (docs/v4/memory-usage): the engine keeps the first HTTP request of
 * each session, which nothing needs once the handshake is read, and it may be dropped. The
 * guide drops it in the engine's `connection` listener; here it is dropped after the
 * middleware, which reads the cookie and X-Forwarded-For from the handshake built from it.
 */
function releaseRequest(socket: AppSocket): void {
  (socket.conn as { request: IncomingMessage | null }).request = null;
}

/**
 * The access token the client sent in its handshake `auth` payload, once verified, is not kept
 * for the connection's life: it is a bearer credential (nothing reads it again; a Redis
 * adapter's fetchSockets would even copy it to other nodes), and a unique ~230-character
 * string held by every idle socket (~0.3 KB each). The field is set to undefined rather than
 * deleted, so the payload object keeps its compact shape.
 */
function releaseToken(socket: AppSocket): void {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (auth && typeof auth === 'object' && 'token' in auth) auth.token = undefined;
}

/** Socket.IO on the HTTP server: Origin checked at the handshake, then the access token. */
export function createRealtime(server: HttpServer, options: RealtimeOptions): AppServer {
  const io: AppServer = new Server(server, {
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: SOCKET.maxHttpBufferSize,
    pingInterval: 20_000,
    pingTimeout: 20_000,
    connectTimeout: SOCKET.connectTimeoutMs,
    serveClient: false,
    allowRequest: (req, callback) => {
      if (options.draining?.()) return callback('Server is restarting', false);
      const ok = originAllowed(req.headers.origin, req.headers.host, options.allowedOrigins);
      callback(ok ? null : 'Origin not allowed', ok);
    },
  });

  coalesceUpgradeWrites(io.engine);
  const caps = options.caps && new SocketCaps(options.caps);
  const users = new ExpiringMap<string, Admitted>(ADMITTED_USERS_KEPT);
  const countries = new ExpiringMap<string, Country>(ADDRESS_COUNTRIES_KEPT);
  const countryOf = (ip: string) => {
    let country = countries.get(ip, 0);
    if (!country) countries.set(ip, (country = lookupCountry(ip)), FOREVER, 0);
    return country;
  };
  io.use((socket: AppSocket, next) => {
    // a failure must refuse the socket, never leave its handshake hanging
    admit(socket).then(
      (refused) => {
        next(refused === undefined ? undefined : connectError(refused));
        if (refused === undefined && caps) process.nextTick(holdPlace, socket);
      },
      (err: unknown) =>
        next(err instanceof Error ? err : connectError({ code: 'connection_refused' })),
    );
  });

  /**
   * An admitted socket keeps its places while it is connected. Socket.IO connects it on the
   * tick after the middleware's `next()`, unless its connection closed meanwhile (then it is
   * dropped without a `disconnect`), so one tick later it is either connected, and gives the
   * places back on `disconnect` (one shared listener, no per-socket record), or it never will
   * be, and gives them back now. The places are those of the socket's user id (a socket's user
   * record is replaced only by the same person's) and its address.
   */
  function holdPlace(socket: AppSocket): void {
    if (socket.connected) socket.on('disconnect', freePlace);
    else freePlace.call(socket);
  }
  function freePlace(this: AppSocket): void {
    caps?.free(this.data.user.id, this.data.ip);
  }

  async function admit(socket: AppSocket): Promise<Refusal | undefined> {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : undefined;
    const verified = await options.tokens.verify(token);
    if (!verified.ok) return verified.error;
    // a token whose session ended (signed out, a guest since linked to a member) is refused
    if (await sessionEnded(options.db, verified.claims)) return SESSION_ENDED;
    const now = Date.now();
    // per user, for as long as the token that first read it lives (no token kept)
    const userId = verified.claims.userId;
    let user = users.get(userId, now);
    // a guest who signs in may keep their id: their new token is a member's
    if (!user || Boolean(user.is_anonymous) !== verified.claims.anonymous) {
      const row = await findUser(options.db, verified.claims.userId);
      if (!row) return { code: 'auth_unknown_user' };
      user = {
        ...toSocketUser(row),
        id: userId, // the claims' copy of the id, not a second one
        country: row.country,
        country_code: row.country_code,
        name_seed: row.name_seed,
      };
      users.set(userId, user, verified.expiresAt, now);
    }
    // The handshake's own record of the peer and headers: with long-polling, the engine's first
    // request may already be finished and its socket detached by the time this runs.
    const ip = options.clientIp({
      headers: socket.handshake.headers,
      socket: { remoteAddress: socket.handshake.address },
    });
    const refused = caps?.admit(user.id, ip);
    if (refused) return refused;
    let country = countryOf(ip);
    let kept: Admitted;
    try {
      kept = await rememberCountry(options.db, user, country);
    } catch (err) {
      caps?.free(user.id, ip); // the socket is refused: its places are free again
      throw err;
    }
    if (kept !== user) users.set(userId, kept, verified.expiresAt, now);
    // the stored code's name in the server's words (older rows may hold a client's free text)
    if (country.countryCode === UNKNOWN.countryCode && user.country_code)
      country = countryOfCode(user.country_code) ?? UNKNOWN;
    socket.data = {
      // the admitted record itself (a socket's user is replaced, never changed in place), not a
      // copy per socket; its country fields are the user's, read by nothing else
      user,
      // the browser's cookie, else the browser the account was made on: a client that leaves
      // the cookie out still carries its person's device into blocks, the queue and reports
      deviceId:
        validDevice(cookieValue(socket.handshake.headers.cookie, DEVICE_COOKIE)) ?? user.device_id,
      ip,
      country,
      nameSeed: user.name_seed,
      // Each feature's per-socket fields are here from the start, so they live inside the
      // object rather than in a property array added later: plain fields, not the four
      // WeakMaps and WeakSets keyed by socket they were (less heap per idle socket).
      lastInterests: undefined,
      silent: undefined,
      lastPong: undefined,
      adult: false,
      blocksPrimedUntil: undefined,
      affinity: undefined,
      inMatch: undefined,
    };
    releaseRequest(socket);
    releaseToken(socket);
    return undefined;
  }
  return io;
}

import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { SOCKET } from '../../shared/constants.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/protocol/index.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../store/db.ts';
import { findUser, toSocketUser } from '../store/users.ts';
import { DEVICE_COOKIE } from '../auth/routes.ts';
import type { AppSocket, SocketData } from './handle.ts';
import { countryName, lookupCountry, UNKNOWN } from '../geo/country.ts';

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

export interface RealtimeOptions {
  tokens: TokenService;
  db: Db;
  /** Allowed Origin values; empty means "same host as the request, or no Origin (non-browser)". */
  allowedOrigins: string[];
  clientIp: (forwardedFor: string | undefined, remote: string | undefined) => string;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

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

/**
 * Lets go of what the connection request carried once the auth middleware has read it: the
 * headers, the query, the access token and the request itself are not needed for the socket's
 * lifetime, and at 10,000 idle sockets what each one holds is the server's limit (~0.8 KB each
 * here). Dropping `conn.request` alone (the Socket.IO memory guide's advice) is not enough:
 * engine.io 6.6 keeps the upgrade request reachable from listeners it leaves on the raw socket,
 * so its contents are emptied too. Dropping it earlier, at the engine's connection, would leave
 * the cookie and X-Forwarded-For unreadable to the middleware.
 */
function releaseHandshake(socket: AppSocket): void {
  const conn = socket.conn as unknown as { request: Record<string, unknown> | null };
  if (conn.request) {
    conn.request.headers = {};
    conn.request.rawHeaders = [];
    conn.request._query = {};
    conn.request.url = '';
  }
  conn.request = null;
  Object.assign(socket.handshake, { headers: {}, auth: {}, query: {}, url: '', time: '' });
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
      const ok = originAllowed(req.headers.origin, req.headers.host, options.allowedOrigins);
      callback(ok ? null : 'Origin not allowed', ok);
    },
  });

  io.use(async (socket: AppSocket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : undefined;
    const verified = await options.tokens.verify(token);
    if (!verified.ok) return next(new Error(verified.error));
    const user = await findUser(options.db, verified.claims.userId);
    if (!user) return next(new Error('Authentication failed: unknown user'));
    const forwarded = socket.handshake.headers['x-forwarded-for'];
    const ip = options.clientIp(
      Array.isArray(forwarded) ? forwarded[0] : forwarded,
      socket.handshake.address,
    );
    let country = lookupCountry(ip);
    if (country.countryCode === UNKNOWN.countryCode && user.country_code) {
      country = {
        countryCode: user.country_code,
        country: user.country ?? countryName(user.country_code),
      };
    }
    socket.data = {
      user: toSocketUser(user),
      deviceId: cookieValue(socket.handshake.headers.cookie, DEVICE_COOKIE),
      ip,
      country,
    };
    releaseHandshake(socket);
    next();
  });
  return io;
}

// What an idle connection holds, cut down. At 10,000 idle sockets the heap each one keeps is the
// server's memory limit; these functions shrink what Socket.IO, Engine.IO and ws leave on a
// connection once it is set up, without changing how any of them behaves.
import type { AppSocket } from './handle.ts';

/**
 * Lets go of what the connection request carried once the auth middleware has read it: the
 * headers, the query, the access token and the request itself are not needed for the socket's
 * lifetime, and at 10,000 idle sockets what each one holds is the server's limit (~0.8 KB each
 * here). Dropping `conn.request` alone (the Socket.IO memory guide's advice) is not enough:
 * engine.io 6.6 keeps the upgrade request reachable from listeners it leaves on the raw socket,
 * so its contents are emptied too. Dropping it earlier, at the engine's connection, would leave
 * the cookie and X-Forwarded-For unreadable to the middleware.
 */
export function releaseHandshake(socket: AppSocket): void {
  const conn = socket.conn as unknown as { request: Record<string, unknown> | null };
  if (conn.request) {
    conn.request.headers = {};
    conn.request.rawHeaders = [];
    conn.request._query = {};
    conn.request.url = '';
  }
  conn.request = null;
  Object.assign(socket.handshake, {
    headers: NOTHING,
    auth: NOTHING,
    query: NOTHING,
    url: '',
    time: '',
  });
}

/** One frozen empty record shared by every socket's emptied handshake fields (and ws's). */
const NOTHING = Object.freeze({});

/**
 * Engine.IO 6.6 wraps the upgrade in a stand-in response for HTTP middlewares (we use none) and
 * leaves a `close` listener on the TCP socket that keeps it, and through it the upgrade
 * request (a ~1.6 KB dictionary of properties), alive for the whole connection. The listener
 * only re-emits `close` on that stand-in, which nothing listens to.
 */
const RESPONSE_CLOSE = '() => this.emit("close")';

/**
 * Compacts sockets a while after they connect, a batch per timer turn. A connection that ends
 * within that while (a reload, a connect-per-match user) is never compacted: compacting it
 * was ~2% of the CPU such a connection cost, spent on memory about to be freed. A wave of
 * connections (a deploy's reconnects) is compacted `perTurn` at a time, so it never holds the
 * event loop for long.
 */
export function compactLater({
  afterMs = 250,
  perTurn = 200,
  /** starts the wait (tests start it by hand) */
  wait = (run: () => void, ms: number): { unref(): unknown } => setTimeout(run, ms),
} = {}) {
  let pending: AppSocket[] = [];
  let timer: unknown;
  const run = () => {
    const batch = pending.length > perTurn ? pending.splice(0, perTurn) : pending;
    if (batch === pending) pending = [];
    for (const socket of batch) compactSocket.call(socket);
    timer = pending.length ? setImmediate(run) : undefined;
  };
  return {
    add(socket: AppSocket): void {
      pending.push(socket);
      if (!timer) (timer = wait(run, afterMs)).unref();
    },
    /** how many sockets wait for their turn (some may have gone meanwhile) */
    get waiting(): number {
      return pending.length;
    },
  };
}

/**
 * Compacts a connected socket once its connection is fully set up (call it as the socket's
 * method, after `connection`; compactLater batches that): listener tables, growable arrays,
 * the empty ack map.
 */
export function compactSocket(this: AppSocket): void {
  if (this.disconnected) return;
  const transport = (this.conn as unknown as { transport?: { socket?: { _socket?: unknown } } })
    .transport;
  const raw = transport?.socket?._socket as NodeJS.EventEmitter | undefined;
  for (const listener of raw?.listeners('close') ?? [])
    if (String(listener) === RESPONSE_CLOSE) raw!.removeListener('close', listener as () => void);
  for (const emitter of [this, this.conn, transport, transport?.socket, raw])
    compactListeners(emitter, emitter !== this.conn);
  shareNoExtensions(transport?.socket);
  trimArrays(this, this.conn, this.client);
}

/**
 * ws gives each connection a fresh `_extensions` record, shared by its sender and receiver and
 * read only to find a negotiated extension; we negotiate none (no per-message deflate), so an
 * empty one is swapped for the shared frozen empty record.
 */
function shareNoExtensions(ws: unknown): void {
  type Parts = { _extensions?: object; _sender?: { _extensions?: object } | null };
  const parts = ws as (Parts & { _receiver?: { _extensions?: object } | null }) | undefined;
  if (!parts?._extensions || Object.keys(parts._extensions).length) return;
  parts._extensions = NOTHING;
  if (parts._sender) parts._sender._extensions = NOTHING;
  if (parts._receiver) parts._receiver._extensions = NOTHING;
}

/**
 * An array grown by `push` from empty holds room for 17 elements (~150 bytes) however few it
 * has; a connection is left with four such arrays of one or two elements (Socket.IO's `onAny`
 * listeners, Engine.IO's clean-up functions, the parser's one `decoded` listener, and any
 * listener list of two or more). Each is replaced by an exact-size copy; the libraries read
 * these fields afresh and push to them as before. The parser's options record and the ack map
 * are swapped for a shared one and a lazily built one (see LazyAcks).
 */
function trimArrays(socket: AppSocket, conn: unknown, client: unknown): void {
  const io = socket as unknown as { _anyListeners?: unknown[]; acks: unknown };
  if (io._anyListeners) io._anyListeners = io._anyListeners.slice();
  if (io.acks instanceof Map && io.acks.size === 0) io.acks = new LazyAcks();
  const engine = conn as { cleanupFn?: unknown[] };
  if (Array.isArray(engine.cleanupFn)) engine.cleanupFn = engine.cleanupFn.slice();
  const decoder = (client as { decoder?: { _callbacks?: Record<string, unknown>; opts?: object } })
    .decoder;
  const callbacks = decoder?._callbacks;
  if (callbacks)
    for (const key of Object.keys(callbacks)) {
      const list = callbacks[key];
      if (Array.isArray(list)) callbacks[key] = list.slice();
    }
  if (decoder?.opts && sameOptions(decoder.opts, PARSER_OPTIONS)) decoder.opts = PARSER_OPTIONS;
}

/** The parser's default options (no reviver), one frozen copy for every connection. */
const PARSER_OPTIONS = Object.freeze({ reviver: undefined, maxAttachments: 10 });
const sameOptions = (a: object, b: object) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(b).every(([k, v]) => (a as Record<string, unknown>)[k] === v);

/**
 * Socket.IO keeps a `Map` per socket for the acks of server-to-client emits (~180 bytes empty);
 * we send few of those, so the map is built on the first one. Socket.IO and its adapters use
 * only `get`, `set` and `delete` on it; the rest of Map's reading methods are here too.
 */
export class LazyAcks<K = number, V = unknown> {
  private map: Map<K, V> | undefined;
  get size(): number {
    return this.map?.size ?? 0;
  }
  get(key: K): V | undefined {
    return this.map?.get(key);
  }
  has(key: K): boolean {
    return this.map?.has(key) ?? false;
  }
  set(key: K, value: V): this {
    (this.map ??= new Map()).set(key, value);
    return this;
  }
  delete(key: K): boolean {
    return this.map?.delete(key) ?? false;
  }
  clear(): void {
    this.map = undefined;
  }
  forEach(fn: (value: V, key: K) => void): void {
    this.map?.forEach((v, k) => fn(v, k));
  }
}

/**
 * An EventEmitter's listener table turns into a dictionary (a hash table, ~450 bytes) as soon
 * as one event loses its last listener (Node deletes the key), and every connection's
 * handshake does that on the Socket.IO socket, the Engine.IO socket and transport, and the
 * `ws` socket. Rebuilt as a plain object with the same listeners, each is a fast object of
 * ~100 bytes again: ~1.4 KB less per idle socket. Listeners added or removed later work as
 * before (the emitter reads `_events` afresh on every call; nothing else holds the table).
 */
function compactListeners(emitter: unknown, trim: boolean): void {
  const holder = emitter as { _events?: Record<PropertyKey, unknown> } | null | undefined;
  const events = holder?._events;
  if (!events || typeof events !== 'object') return;
  // not `{ __proto__: null }` nor Object.create(null): V8 makes those dictionaries at once
  const fresh = new (Listeners as unknown as new () => Record<PropertyKey, unknown>)();
  for (const key of Reflect.ownKeys(events)) {
    const listeners = events[key];
    // a list of listeners grown by push: an exact-size copy (see trimArrays). Not on the
    // Engine.IO socket: with its lists copied, a dropped connection's `close` never reached the
    // reconnect grace period (its tests fail), so they stay as they are.
    fresh[key] = trim && Array.isArray(listeners) ? listeners.slice() : listeners;
  }
  holder._events = fresh;
}
/** A listener table with fast properties and nothing inherited (no `toString` listener). */
function Listeners() {}
Listeners.prototype = Object.create(null) as object;

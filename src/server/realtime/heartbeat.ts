import { SOCKET } from '../../shared/constants.ts';

/** When each socket last answered: a WeakMap, or the sockets' own record. */
export interface PongTimes<S> {
  get(socket: S): number | undefined;
}

/** What the heartbeat needs of a socket. */
export interface HeartbeatSocket {
  emit(event: 'ping'): unknown;
  disconnect(close: true): unknown;
  data: { silent?: boolean };
}

/**
 * Drops a socket that stopped answering. Silence is what a half-open connection looks like
 * (a phone that switched networks without a FIN), so the socket is marked: its match waits
 * the grace period for its user like after any other network loss.
 */
export function dropSilent(socket: HeartbeatSocket): void {
  socket.data.silent = true;
  socket.disconnect(true);
}

export interface HeartbeatOptions {
  /** each socket is pinged about this often (ms) */
  everyMs: number;
  /** a socket silent for longer than this is a zombie (ms) */
  timeoutMs: number;
  /**
   * The round is cut into this many slices, one per timer tick, so 10,000 sockets cost 100
   * pings every 100 ms instead of one 10,000-ping burst (and its 10,000 pongs) that stalls
   * every other event, matchmaking included.
   */
  slices: number;
  now: () => number;
}

const DEFAULTS: HeartbeatOptions = {
  everyMs: SOCKET.heartbeatEveryMs,
  timeoutMs: SOCKET.heartbeatTimeoutMs,
  slices: 100,
  now: () => Date.now(),
};

/**
 * App-level heartbeat (`ping` from the server, `pong` from the client: the wire contract). One
 * timer for all sockets; a socket silent for longer than the timeout is a zombie and is
 * disconnected, which takes it out of the queue; its match waits for its user as after a network
 * loss.
 *
 * `sockets` is the live map of connected sockets (Socket.IO's `io.of('/').sockets`); a round
 * walks it in slices with one live iterator, so sockets that join mid-round are reached in
 * the same round and sockets that leave are simply never reached.
 */
export function startHeartbeat<S extends HeartbeatSocket>(
  sockets: Map<string, S>,
  lastPong: PongTimes<S>,
  options: Partial<HeartbeatOptions> = {},
) {
  const { everyMs, timeoutMs, slices, now } = { ...DEFAULTS, ...options };
  let round: Iterator<S> | null = null;
  let roundStartedAt = -Infinity;
  let roundSize = 0;
  let reached = 0;
  const tickMs = Math.max(1, Math.floor(everyMs / slices));
  const timer = setInterval(() => {
    if (!round) {
      // a round starts at most once per interval: with few sockets a round ends after a few
      // ticks, and starting the next at once pinged each socket every few hundred ms
      if (now() - roundStartedAt < everyMs) return;
      roundStartedAt = now();
      round = sockets.values();
      roundSize = sockets.size;
      reached = 0;
    }
    const t = now();
    // The live iterator also walks sockets that joined after the round began, so the round
    // is as long as the map has grown: paced by the count at its start, a wave of connections
    // (a deploy's reconnects, a busy minute) stretched it and its later sockets went unpinged
    // past the timeout (the matchmaking bench lost ~900 of 10,000 connecting sockets so).
    roundSize = Math.max(roundSize, sockets.size);
    // As far into the round as the clock says, at least a slice. On a busy node the timer
    // fires late; a fixed slice per tick then stretched the round (a 100 ms tick firing every
    // 250 ms made a 10 s round last 25 s), each socket was pinged less often than the timeout
    // allows, and healthy sockets were dropped as silent (the matchmaking bench lost 1,500 of
    // its 2,000 searchers that way). Pacing by time keeps every socket's ping about everyMs
    // apart whatever the load.
    const due = Math.ceil((roundSize * (t - roundStartedAt + tickMs)) / everyMs);
    const batch = Math.max(Math.ceil(roundSize / slices), due - reached, 1);
    for (let i = 0; i < batch; i++) {
      const next = round.next();
      if (next.done) {
        round = null;
        return;
      }
      reached += 1;
      const socket = next.value;
      const last = lastPong.get(socket) ?? t;
      if (t - last > timeoutMs) dropSilent(socket);
      else socket.emit('ping');
    }
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}

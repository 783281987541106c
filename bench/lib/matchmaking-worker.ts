// A load-generating process: opens sockets as guests, then cycles search -> match -> search.
// 'churn' instead opens a new connection per match: connect with the user's token, search, and
// disconnect once matched (as a person who reloads or comes back for each chat).
import { io, type Socket } from 'socket.io-client';
import { confirmAdult } from '../../src/server/testing/ageGate.ts';

interface Start {
  urls: string[];
  count: number;
  active: number;
  interests: string[];
  /** wait about this long after a match before searching again (0: at once) */
  pauseMs: number;
  /** say 'warm', then 'reached', once this process has seen this many matches (lean.bench.ts) */
  warmAt?: number;
  notifyAt?: number;
  /** languages mode: each socket searches with its languages from LANGUAGE_MIX */
  languages?: boolean;
}

/**
 * A mix of spoken languages like a multilingual audience's (most preferred first), out of
 * 100, and one searcher in ten preferring a country: what the languages mode searches with.
 */
const LANGUAGE_MIX: [number, string[]][] = [
  [40, ['en']],
  [15, ['es']],
  [5, ['es', 'en']],
  [8, ['pt-BR']],
  [6, ['fr']],
  [5, ['de', 'en']],
  [5, ['hi', 'en']],
  [4, ['ar']],
  [3, ['ja']],
  [3, ['ru']],
  [2, ['tr']],
  [2, ['id']],
  [2, ['it']],
];
function wishOf(index: number): { languages: string[]; country?: string } {
  let slot = (index * 37) % 100;
  for (const [share, languages] of LANGUAGE_MIX) {
    if (slot < share) return { languages, ...(index % 10 === 0 ? { country: 'MX' } : {}) };
    slot -= share;
  }
  return { languages: ['en'] };
}
/** each socket's languages and country preference in the languages mode */
const wishes = new Map<Socket, { languages: string[]; country?: string }>();

const sockets: Socket[] = [];
const waits: number[] = [];
let matches = 0;
let runStart = 0;
let running = false;
let pauseMs = 0;
let warmAt = Infinity;
let notifyAt = Infinity;
/** churn: one token per user, a fresh socket per match */
let churnTokens: string[] = [];
const churning = new Set<Socket>();

/** A version from before the 18+ gate (BENCH_SERVER_DIR) has no /api/age: nothing to answer. */
const gates = new Map<string, Promise<boolean>>();
function hasAgeGate(url: string): Promise<boolean> {
  let gate = gates.get(url);
  if (!gate) {
    gate = fetch(`${url}/api/age`, { method: 'HEAD' }).then((res) => res.status !== 404);
    gates.set(url, gate);
  }
  return gate;
}

async function guest(url: string): Promise<string> {
  for (;;) {
    // on a loaded host the server may reset a connection: try again, as for a refusal
    const res = await fetch(`${url}/api/auth/guest`, { method: 'POST' }).catch(() => null);
    if (!res?.ok) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    const { token } = (await res.json()) as { token: string };
    if (await hasAgeGate(url)) {
      const adult = await confirmAdult(url, token).then(
        () => true,
        () => false,
      );
      if (!adult) continue;
    }
    return token;
  }
}

/** sockets that lost their connection once the first phase began, by Socket.IO's reason */
const dropped = new Map<string, number>();
let phaseSeen = false;
function search(socket: Socket, interests: string[]) {
  const started = performance.now();
  socket.once('partnerFound', () => {
    // a search left over from the previous phase is not this phase's figure
    if (started >= runStart) waits.push(performance.now() - started);
    matches += 1;
    if (matches === warmAt) process.send!({ type: 'warm' });
    if (matches === notifyAt) process.send!({ type: 'reached' });
    if (!running) return;
    if (pauseMs > 0)
      setTimeout(() => running && search(socket, interests), pauseMs * (0.5 + Math.random()));
    else setImmediate(() => search(socket, interests));
  });
  const pick = interests.length ? [interests[Math.floor(Math.random() * interests.length)]!] : [];
  socket.emit('findPartner', { interests: pick, ...wishes.get(socket) });
}

/** One user of the churn phase: connect, search, disconnect when matched, and again. */
function churn(url: string, token: string, interests: string[]) {
  if (!running) return;
  const started = performance.now();
  const socket = io(url, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  churning.add(socket);
  const again = () => {
    churning.delete(socket);
    socket.disconnect();
    setImmediate(() => churn(url, token, interests));
  };
  socket.once('connect_error', again);
  socket.once('connect', () => {
    const pick = interests.length ? [interests[Math.floor(Math.random() * interests.length)]!] : [];
    socket.emit('findPartner', { interests: pick });
  });
  socket.once('partnerFound', () => {
    if (started >= runStart) waits.push(performance.now() - started);
    matches += 1;
    again();
  });
}

process.on('message', async (msg: { type: string } & Partial<Start>) => {
  if (msg.type === 'connect') {
    const { urls, count } = msg as Start;
    const batch = 200;
    for (let i = 0; i < count; i += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, count - i) }, async (_, j) => {
          const url = urls[(i + j) % urls.length]!;
          const token = await guest(url);
          const socket = io(url, {
            transports: ['websocket'],
            auth: { token },
            reconnection: false,
            // on a host shared with other work 10,000 handshakes can take longer than the
            // client's default 20 s (and, under a load average of 30, than 2 minutes), and a
            // refused one ended the worker and hung the bench
            timeout: 600_000,
          });
          socket.on('ping', () => socket.emit('pong'));
          socket.on('disconnect', (reason) => {
            if (phaseSeen) dropped.set(reason, (dropped.get(reason) ?? 0) + 1);
          });
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });
          sockets.push(socket);
        }),
      );
    }
    process.send!({ type: 'connected', count: sockets.length });
  } else if (msg.type === 'run') {
    running = true;
    phaseSeen = true;
    pauseMs = msg.pauseMs ?? 0;
    warmAt = msg.warmAt ?? Infinity;
    notifyAt = msg.notifyAt ?? Infinity;
    matches = 0;
    waits.length = 0;
    runStart = performance.now();
    wishes.clear();
    if (msg.languages) sockets.forEach((s, i) => wishes.set(s, wishOf(i)));
    // Paced: start each socket at a random point of one pause, so searches arrive spread out
    // as in the steady state instead of all in the first millisecond.
    for (const socket of sockets.slice(0, msg.active)) {
      if (pauseMs > 0)
        setTimeout(() => running && search(socket, msg.interests ?? []), pauseMs * Math.random());
      else search(socket, msg.interests ?? []);
    }
  } else if (msg.type === 'churnTokens') {
    const { urls, count } = msg as Start;
    churnTokens = await Promise.all(
      Array.from({ length: count }, (_, i) => guest(urls[i % urls.length]!)),
    );
    process.send!({ type: 'churnReady', count: churnTokens.length });
  } else if (msg.type === 'churn') {
    running = true;
    matches = 0;
    waits.length = 0;
    runStart = performance.now();
    const urls = msg.urls ?? [];
    churnTokens.forEach((token, i) => churn(urls[i % urls.length]!, token, msg.interests ?? []));
  } else if (msg.type === 'stop') {
    running = false;
    churning.forEach((s) => s.disconnect());
    churning.clear();
    process.send!({ type: 'result', matches, waits, dropped: Object.fromEntries(dropped) });
  } else if (msg.type === 'exit') {
    sockets.forEach((s) => s.disconnect());
    process.exit(0);
  }
});

// The time-to-match a perfect server would show in the lean bench's paced phase.
//
// A search that finds nobody waiting waits for the next search to arrive, however fast the
// server is. In the paced phase `active` sockets each search, and after a match pause
// `pauseMs` x U(0.5, 1.5) before searching again, so searches arrive at about
// 2 x active / pauseMs per ms (2,000 sockets, 900 ms: one every ~0.45 ms) and the first of a
// pair waits about an exponential time of that mean. This replays that arrival process with
// zero server and network time and returns the percentile of the waits of both sides, as the
// bench counts them: a lower bound for any server's paced time-to-match figure.

import { percentile } from './server.ts';

export interface ArrivalOptions {
  active: number;
  pauseMs: number;
  /** simulated length; waits are counted after the first `warmMs` */
  seconds?: number;
  warmMs?: number;
  /** a deterministic source of U(0, 1) (tests); Math.random otherwise */
  random?: () => number;
}

/** A binary min-heap of [time, socket] events. */
class Events {
  private readonly at: number[] = [];
  private readonly who: number[] = [];
  get size() {
    return this.at.length;
  }
  push(time: number, socket: number) {
    const { at, who } = this;
    let i = at.length;
    at.push(time);
    who.push(socket);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (at[parent]! <= time) break;
      at[i] = at[parent]!;
      who[i] = who[parent]!;
      i = parent;
    }
    at[i] = time;
    who[i] = socket;
  }
  /** removes the earliest event; returns its time (its socket is `last`) */
  last = -1;
  pop(): number {
    const { at, who } = this;
    const time = at[0]!;
    this.last = who[0]!;
    const t = at.pop()!;
    const s = who.pop()!;
    const n = at.length;
    if (n === 0) return time;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const c = l + 1 < n && at[l + 1]! < at[l]! ? l + 1 : l;
      if (at[c]! >= t) break;
      at[i] = at[c]!;
      who[i] = who[c]!;
      i = c;
    }
    at[i] = t;
    who[i] = s;
    return time;
  }
}

/** The waits (ms, sorted) of a paced phase served in zero time. */
export function arrivalWaits(o: ArrivalOptions): number[] {
  const random = o.random ?? Math.random;
  const warm = o.warmMs ?? 2_000;
  const end = warm + (o.seconds ?? 8) * 1000;
  const events = new Events();
  // each socket starts at a random moment of one pause, as the bench's load generator does
  for (let s = 0; s < o.active; s++) events.push(o.pauseMs * random(), s);
  const waits: number[] = [];
  let waiting = -1;
  let since = 0;
  while (events.size) {
    const t = events.pop();
    if (t > end) break;
    const socket = events.last;
    if (waiting < 0) {
      waiting = socket;
      since = t;
      continue;
    }
    if (since >= warm) waits.push(t - since, 0);
    events.push(t + o.pauseMs * (0.5 + random()), waiting);
    events.push(t + o.pauseMs * (0.5 + random()), socket);
    waiting = -1;
  }
  return waits.sort((a, b) => a - b);
}

/** The p-th percentile of the zero-time waits: the floor under the bench's paced figure. */
export function arrivalFloor(o: ArrivalOptions, p = 99): number {
  return percentile(arrivalWaits(o), p);
}

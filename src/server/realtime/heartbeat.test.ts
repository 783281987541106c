import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHeartbeat, type HeartbeatSocket } from './heartbeat.ts';

class FakeSocket implements HeartbeatSocket {
  pings = 0;
  closed = false;
  data: { silent?: boolean } = {};
  emit() {
    this.pings += 1;
  }
  disconnect() {
    this.closed = true;
  }
}

describe('app heartbeat', () => {
  let clock = 0;
  const now = () => clock;
  const tick = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('pings every socket once a round, a slice at a time', () => {
    const sockets = new Map<string, FakeSocket>();
    const lastPong = new WeakMap<FakeSocket, number>();
    for (let i = 0; i < 1000; i++) sockets.set(`s${i}`, new FakeSocket());
    const stop = startHeartbeat(sockets, lastPong, {
      everyMs: 1000,
      timeoutMs: 5000,
      slices: 10,
      now,
    });
    const pinged = () => [...sockets.values()].filter((s) => s.pings > 0).length;
    tick(100);
    expect(pinged()).toBe(100); // one slice, not a burst of all 1000
    tick(900);
    expect(pinged()).toBe(1000);
    expect(Math.max(...[...sockets.values()].map((s) => s.pings))).toBe(1);
    tick(1100);
    expect([...sockets.values()].every((s) => s.pings === 2)).toBe(true);
    stop();
  });

  it('on a busy node whose timer fires late, still pings each socket every round and drops no healthy one', () => {
    const sockets = new Map<string, FakeSocket>();
    const lastPong = new WeakMap<FakeSocket, number>();
    for (let i = 0; i < 1000; i++) {
      const socket = new FakeSocket();
      // a healthy client: its pong is in as soon as the ping is out
      socket.emit = () => {
        socket.pings += 1;
        lastPong.set(socket, clock);
      };
      sockets.set(`s${i}`, socket);
      lastPong.set(socket, 0);
    }
    const stop = startHeartbeat(sockets, lastPong, {
      everyMs: 1000,
      timeoutMs: 2500,
      slices: 10,
      now,
    });
    // the 100 ms timer fires only every 300 ms of the clock, for 9 s
    for (let i = 0; i < 30; i++) {
      clock += 300;
      vi.advanceTimersByTime(100);
    }
    const all = [...sockets.values()];
    expect(all.filter((s) => s.closed)).toEqual([]);
    // a round still starts about once an interval (on the late timer's ticks), not once every 3 s
    expect(Math.min(...all.map((s) => s.pings))).toBeGreaterThanOrEqual(6);
    stop();
  });

  it('disconnects a socket that stopped answering and keeps the ones that answer', () => {
    const sockets = new Map<string, FakeSocket>();
    const lastPong = new WeakMap<FakeSocket, number>();
    const alive = new FakeSocket();
    const zombie = new FakeSocket();
    sockets.set('alive', alive).set('zombie', zombie);
    lastPong.set(alive, 0).set(zombie, 0);
    const stop = startHeartbeat(sockets, lastPong, {
      everyMs: 1000,
      timeoutMs: 2500,
      slices: 2,
      now,
    });
    for (let t = 0; t < 4000; t += 500) {
      tick(500);
      lastPong.set(alive, clock); // answers every ping
    }
    expect(zombie.closed).toBe(true);
    expect(zombie.data.silent).toBe(true); // its match waits for it (silent.test.ts)
    expect(alive.closed).toBe(false);
    expect(alive.pings).toBeGreaterThanOrEqual(3);
    stop();
  });

  it('reaches sockets that connect mid-round and skips those that left', () => {
    const sockets = new Map<string, FakeSocket>();
    const lastPong = new WeakMap<FakeSocket, number>();
    const first = new FakeSocket();
    const gone = new FakeSocket();
    sockets.set('first', first).set('gone', gone);
    const stop = startHeartbeat(sockets, lastPong, {
      everyMs: 1000,
      timeoutMs: 5000,
      slices: 2,
      now,
    });
    tick(500); // one socket per slice: 'first'
    sockets.delete('gone');
    const late = new FakeSocket();
    sockets.set('late', late);
    tick(500);
    expect(first.pings).toBe(1);
    expect(gone.pings).toBe(0);
    expect(late.pings).toBe(1);
    stop();
  });

  it('while thousands connect (a reconnect wave after a deploy), pings each within the interval and drops none', () => {
    const sockets = new Map<string, FakeSocket>();
    const lastPong = new WeakMap<FakeSocket, number>();
    const join = (i: number) => {
      const socket = new FakeSocket();
      socket.emit = () => {
        socket.pings += 1;
        lastPong.set(socket, clock); // a healthy client
      };
      sockets.set(`s${i}`, socket);
      lastPong.set(socket, clock); // as at connect
    };
    for (let i = 0; i < 100; i++) join(i);
    const stop = startHeartbeat(sockets, lastPong, {
      everyMs: 1000,
      timeoutMs: 2500,
      slices: 10,
      now,
    });
    // 100 sockets, then 900 more within the first round, then quiet for 4 s
    let n = 100;
    for (let t = 0; t < 5000; t += 100) {
      if (t < 900) for (let k = 0; k < 100; k++) join(n++);
      tick(100);
    }
    const all = [...sockets.values()];
    expect(all.filter((s) => s.closed)).toEqual([]);
    // everyone was pinged at least once a round after joining: 4 s of rounds, 1 s each
    expect(Math.min(...all.map((s) => s.pings))).toBeGreaterThanOrEqual(4);
    stop();
  });

  it('with few sockets, still pings each once per interval (a round starts once per interval)', () => {
    const sockets = new Map<string, FakeSocket>();
    const lastPong = new WeakMap<FakeSocket, number>();
    for (let i = 0; i < 5; i++) sockets.set(`s${i}`, new FakeSocket());
    const stop = startHeartbeat(sockets, lastPong, { everyMs: 1000, timeoutMs: 5000, now });
    const run = (ms: number) => {
      for (let t = 0; t < ms; t += 10) tick(10); // the injected clock follows each timer tick
    };
    run(1000);
    expect([...sockets.values()].map((s) => s.pings)).toEqual([1, 1, 1, 1, 1]);
    run(2000);
    expect([...sockets.values()].every((s) => s.pings === 3)).toBe(true);
    stop();
  });
});

/**
 * A small state machine kit, React-free: a transition table that is also the reducer, and
 * timers owned by states. The call (features/chat/callMachine.ts) and the incoming ring
 * (features/chat/ringing.ts) are written with it.
 */

/** One arrow of a table: where it leads (for the docs and the tests) and how it gets there. */
export interface Edge<S, E, R = S> {
  to: string;
  /** the next state; a guard that does not hold returns `state` itself (nothing happened) */
  go: (state: S, event: E) => R;
}

/** A state's arrows, by event type. An event missing here changes nothing in that state. */
export type EdgeRow<S, E extends { type: string }, R = S> = {
  [T in E['type']]?: Edge<S, Extract<E, { type: T }>, R>;
};

/**
 * Runs `event` through the row the state's kind has in its table: the table is the reducer,
 * there is no second description of the transitions to keep in step with it.
 */
export function runEdge<S extends R, E extends { type: string }, R>(
  row: EdgeRow<S, E, R> | undefined,
  state: S,
  event: E,
): R {
  const edge = row?.[event.type as E['type']] as Edge<S, E, R> | undefined;
  return edge ? edge.go(state, event) : state;
}

/** Where the machine's timers come from: setTimeout in the app, a steerable clock in tests. */
export interface Scheduler {
  set(fire: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realScheduler: Scheduler = {
  set: (fire, ms) => setTimeout(fire, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * A timer a state owns: it runs from entering the state to leaving it (or until it fires),
 * as long as `runs` holds. `key` tells one run from the next within the same state (a new
 * partner, a search asked again): a different key starts it over.
 */
export interface TimerSpec<S, N extends string = string> {
  name: N;
  ms: number;
  runs?: (state: S) => boolean;
  key?: (state: S) => string | number;
  /** then again every so many ms, for as long as it is owned (a heartbeat) */
  every?: number;
  /** what it is for, in a few words (the generated docs show it) */
  then: string;
}

interface Running {
  key: string | number;
  /** undefined once it fired: it stays done until its state or key changes */
  handle: unknown;
}

/**
 * Keeps the timers of the current state running and no others. `sync` after every change of
 * state: a timer the new state does not own is canceled, one it owns and that is not running
 * is started; `fire` is called with its name when it runs out, only ever in a state that owns
 * it, so a handler never has to ask whether it is still wanted.
 */
export class StateTimers<S, N extends string> {
  private readonly running = new Map<N, Running>();
  private readonly owned: (state: S) => readonly TimerSpec<S, N>[];
  private readonly fire: (name: N) => void;
  private readonly scheduler: Scheduler;

  constructor(
    owned: (state: S) => readonly TimerSpec<S, N>[],
    fire: (name: N) => void,
    scheduler: Scheduler = realScheduler,
  ) {
    this.owned = owned;
    this.fire = fire;
    this.scheduler = scheduler;
  }

  sync(state: S): void {
    const wanted = new Map<N, { spec: TimerSpec<S, N>; key: string | number }>();
    for (const spec of this.owned(state)) {
      if (spec.runs && !spec.runs(state)) continue;
      wanted.set(spec.name, { spec, key: spec.key?.(state) ?? '' });
    }
    for (const [name, run] of this.running) {
      if (wanted.get(name)?.key === run.key) continue;
      if (run.handle !== undefined) this.scheduler.clear(run.handle);
      this.running.delete(name);
    }
    for (const [name, { spec, key }] of wanted) {
      if (this.running.has(name)) continue;
      const run: Running = { key, handle: undefined };
      const arm = (ms: number) => {
        run.handle = this.scheduler.set(() => {
          run.handle = undefined;
          // a heartbeat goes on unless firing it left the state that owns it
          if (spec.every !== undefined) arm(spec.every);
          this.fire(name);
        }, ms);
      };
      arm(spec.ms);
      this.running.set(name, run);
    }
  }

  /** The timers running now, by name (tests and the docs read it). */
  names(): N[] {
    return [...this.running].filter(([, run]) => run.handle !== undefined).map(([name]) => name);
  }

  stop(): void {
    for (const run of this.running.values())
      if (run.handle !== undefined) this.scheduler.clear(run.handle);
    this.running.clear();
  }
}

/** A scheduler moved by hand: `advance(ms)` fires what falls due, in order. For tests. */
export class ManualScheduler implements Scheduler {
  private now = 0;
  private seq = 0;
  private readonly due = new Map<number, { at: number; fire: () => void }>();

  set(fire: () => void, ms: number): number {
    const id = ++this.seq;
    this.due.set(id, { at: this.now + ms, fire });
    return id;
  }

  clear(handle: unknown): void {
    this.due.delete(handle as number);
  }

  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const next = [...this.due].sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
      if (!next || next[1].at > until) break;
      this.due.delete(next[0]);
      this.now = next[1].at;
      next[1].fire();
    }
    this.now = until;
  }

  pending(): number {
    return this.due.size;
  }
}

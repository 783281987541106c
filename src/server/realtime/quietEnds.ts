// A closed WebSocket connection costs three errors nobody sees. ws 8 (Engine.IO's) ends its
// frame receiver as a close frame arrives, then ends it again when the TCP socket ends and once
// more when it closes, and ends the TCP socket it already ended after sending its own close
// frame. A second `end()` on a finished stream changes nothing, but Node builds (and drops) an
// ERR_STREAM_ALREADY_FINISHED for it, stack trace included: ~6 µs each, about 7% of the CPU a
// connect-per-match user costs (bench/lean.bench.ts, churn phase). 6.2 µs is a loop of 100,000
// redundant end() calls on a finished Writable, 12 frames deep, on Node 24 on this machine.

/** What `end()` looks like on a writable stream. */
type End = (this: Ended, ...args: unknown[]) => unknown;
interface Ended {
  writableEnded: boolean;
  writableCorked: number;
}

const quieted = new WeakSet<object>();

/**
 * Makes a bare `end()` (no data, no callback) on an already ended stream return at once, on
 * every stream of this prototype. That call's only effect was the dropped error: a callback,
 * data, or a first `end()` goes to the stream's own `end` unchanged (data after the end still
 * fails with its error; a callback still hears ERR_STREAM_ALREADY_FINISHED).
 */
export function quietRedundantEnds(prototype: object): void {
  if (quieted.has(prototype)) return;
  quieted.add(prototype);
  const own = prototype as { end: End };
  const end = own.end;
  if (typeof end !== 'function') return;
  own.end = function quietEnd(this: Ended, ...args: unknown[]) {
    if (args.length === 0 && this.writableEnded && this.writableCorked === 0) return this;
    return end.apply(this, args);
  };
}

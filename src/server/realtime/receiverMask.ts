// ws 8 (Engine.IO's) reads a client frame's 4-byte mask as a view into the chunk that TCP
// delivered, and keeps it after the frame is done: every connection then holds its last
// chunk (its ArrayBuffer and two views, ~230 bytes) until its next frame. An idle socket keeps
// it for good; a searching one for about a second, long enough for the garbage collector to
// copy it twice and promote it to the old generation. The mask is needed only while that
// frame's payload is read, so once the receiver has consumed every whole frame it holds, the
// view is let go.

/** The receiver state between frames in ws 8 (`GET_INFO` in ws/lib/receiver.js). */
const BETWEEN_FRAMES = 0;

interface Receiver {
  _state: number;
  _mask: unknown;
  startLoop(this: Receiver, cb: (err?: Error) => void): void;
}

const released = new WeakSet<object>();

/**
 * Makes receivers of this class drop their last frame's mask whenever their read loop stops
 * between frames. Applied only to a receiver class laid out as ws 8's (a fresh receiver
 * `receiver` shows it): another version is left as it is.
 */
export function releaseMasks(receiver: object): void {
  const prototype = Object.getPrototypeOf(receiver) as Partial<Receiver> | null;
  if (!prototype || released.has(prototype)) return;
  released.add(prototype);
  const shape = receiver as Partial<Receiver>;
  const start = prototype.startLoop;
  if (typeof start !== 'function' || typeof shape._state !== 'number' || !('_mask' in shape))
    return;
  prototype.startLoop = function releasingLoop(this: Receiver, cb) {
    start.call(this, cb);
    if (this._state === BETWEEN_FRAMES) this._mask = undefined;
  };
}

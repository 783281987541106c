import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { quietRedundantEnds } from './quietEnds.ts';

/** A stream class of its own, so quieting it touches no other test's streams. */
class Sink extends Writable {
  readonly chunks: string[] = [];
  override _write(chunk: Buffer, _: BufferEncoding, done: (e?: Error | null) => void) {
    this.chunks.push(String(chunk));
    done();
  }
}
quietRedundantEnds(Sink.prototype);

const finished = async (sink: Sink) => {
  sink.end();
  if (!sink.writableFinished) await new Promise((r) => sink.once('finish', r));
};
const errors = (sink: Sink) => {
  const seen: string[] = [];
  sink.on('error', (e: NodeJS.ErrnoException) => seen.push(String(e.code)));
  return seen;
};

describe('a redundant end() on a quieted stream class', () => {
  it('a first end() still writes what was given and finishes the stream', async () => {
    const sink = new Sink();
    sink.write('a');
    const done = new Promise((r) => sink.once('finish', r));
    sink.end('b');
    await done;
    expect(sink.chunks).toEqual(['a', 'b']);
  });

  it('a bare end() after the finish returns the stream and raises nothing', async () => {
    const sink = new Sink();
    const seen = errors(sink);
    await finished(sink);
    expect(sink.end()).toBe(sink);
    expect(sink.end()).toBe(sink);
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual([]);
    expect(sink.chunks).toEqual([]);
  });

  it('end() with a callback after the finish still hears ERR_STREAM_ALREADY_FINISHED', async () => {
    const sink = new Sink();
    await finished(sink);
    const err = await new Promise<NodeJS.ErrnoException | undefined>((r) =>
      (sink.end as (cb: (e?: Error) => void) => void)(r),
    );
    expect(err?.code).toBe('ERR_STREAM_ALREADY_FINISHED');
  });

  it('data after the end still fails with write-after-end, as on a stream not quieted', async () => {
    class Plain extends Sink {}
    // Sink's quiet end shadowed again by Node's own
    Object.defineProperty(Plain.prototype, 'end', { value: Writable.prototype.end });
    const late = async (sink: Sink) => {
      const seen = errors(sink);
      await finished(sink);
      const err = await new Promise<NodeJS.ErrnoException | undefined>((r) =>
        (sink.end as (chunk: string, cb: (e?: Error) => void) => void)('late', r),
      );
      await new Promise((r) => setImmediate(r));
      return { callback: err?.code, events: seen, chunks: sink.chunks };
    };
    const quiet = await late(new Sink());
    expect(quiet).toEqual(await late(new Plain()));
    expect(quiet.callback).toBe('ERR_STREAM_WRITE_AFTER_END');
  });

  it('a stream class is quieted once, and only the classes given', () => {
    const quiet = Sink.prototype.end;
    quietRedundantEnds(Sink.prototype);
    expect(Sink.prototype.end).toBe(quiet);
    expect(Writable.prototype.end).not.toBe(quiet);
  });
});

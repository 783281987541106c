import { write } from 'node:fs';

/**
 * Where the server's log lines go (stdout): a destination that cannot hold the process at its
 * exit. pino's default one (sonic-boom) registers an exit hook that flushes synchronously and,
 * in the version pino 10 brings, sleeps and retries for ever when a write fails with an error
 * it does not retry (EPIPE once the reader of stdout is gone): a graceful stop then never ends.
 *
 * This one registers no exit hook. Lines are written in order with asynchronous writes; the
 * stop awaits `flush` with a time limit, then exits whatever is left. A broken stdout (EPIPE,
 * EBADF, any error but "try again") drops every later line; a stdout that cannot keep up drops
 * lines past `maxBytes` rather than grow without bound. Neither stops the server.
 */
export class LogDestination {
  private readonly fd: number;
  private readonly maxBytes: number;
  private pending: string[] = [];
  private pendingBytes = 0;
  private writing = false;
  private broken = false;
  private idle: (() => void)[] = [];
  /** lines dropped: stdout gone, or too far behind */
  dropped = 0;

  constructor(fd = 1, maxBytes = 8 * 1024 * 1024) {
    this.fd = fd;
    this.maxBytes = maxBytes;
  }

  /** pino calls this with each line (newline included). */
  write(line: string): boolean {
    if (this.broken || this.pendingBytes + line.length > this.maxBytes) {
      this.dropped += 1;
      return true;
    }
    this.pending.push(line);
    this.pendingBytes += line.length;
    if (!this.writing) this.next();
    return true;
  }

  /** Resolves once every line is written (or dropped), or after `ms`, whichever comes first. */
  flush(ms: number): Promise<void> {
    if (!this.writing) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      this.idle.push(done);
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  private next(): void {
    if (this.broken || this.pending.length === 0) {
      this.writing = false;
      for (const done of this.idle.splice(0)) done();
      return;
    }
    this.writing = true;
    const chunk = Buffer.from(this.pending.join(''));
    this.pending = [];
    this.pendingBytes = 0;
    this.send(chunk, 0);
  }

  private send(chunk: Buffer, offset: number): void {
    write(this.fd, chunk, offset, chunk.length - offset, null, (err, n) => {
      if (err?.code === 'EAGAIN') {
        // a non-blocking pipe is full: its reader is slow, not gone; try again shortly
        setTimeout(() => this.send(chunk, offset), 10).unref();
        return;
      }
      if (err) {
        this.broken = true;
        this.dropped += this.pending.length + 1;
        this.pending = [];
        this.pendingBytes = 0;
      } else if (offset + n < chunk.length) return this.send(chunk, offset + n);
      this.next();
    });
  }
}

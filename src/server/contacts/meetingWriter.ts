import { Worker } from 'node:worker_threads';
import type { RecentMeetingsTable } from './schema.ts';

/**
 * Recent's inserts on a thread of their own, for a store in a SQLite file: better-sqlite3
 * writes in the calling thread, and in the event loop the rows of every match took ~17 % of a
 * saturated node's busy time (the matchmaking bench's CPU profile), every search and signal
 * waiting behind them. The thread has its own connection to the same file (WAL: the server's
 * connection reads what it committed as soon as it answers). An in-memory store cannot be
 * shared with a thread, and PostgreSQL writes off the loop anyway: both keep the one-thread path.
 */
export class MeetingWriter {
  private readonly worker: Worker;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: () => void; reject: (err: Error) => void }
  >();
  /** the thread failed or was closed: inserts go back to the server's own connection */
  broken = false;

  constructor(file: string) {
    this.worker = new Worker(new URL('./meetingWriter.worker.mjs', import.meta.url), {
      workerData: { file },
    });
    // an idle writer holds no process open; one with rows in hand does (see insert)
    this.worker.unref();
    this.worker.on('message', ({ id, error }: { id: number; error?: { message: string } }) => {
      const call = this.waiting.get(id);
      this.waiting.delete(id);
      if (!this.waiting.size) this.worker.unref();
      if (!call) return;
      if (error) call.reject(new Error(error.message));
      else call.resolve();
    });
    const fail = (err: Error) => {
      this.broken = true;
      for (const call of this.waiting.values()) call.reject(err);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('the Recent writer thread exited')));
  }

  /** Inserts the rows in one transaction (on conflict, nothing); rejects if any fails. */
  insert(rows: RecentMeetingsTable[]): Promise<void> {
    if (this.broken) return Promise.reject(new Error('the Recent writer thread is gone'));
    const id = ++this.nextId;
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, rows });
    });
  }

  /** Ends the thread (the store is closing); later inserts use the server's connection. */
  async close(): Promise<void> {
    this.broken = true;
    await this.worker.terminate();
  }
}

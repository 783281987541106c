import { Worker } from 'node:worker_threads';
import type { RecentMeetingsTable } from '../contacts/schema.ts';
import type { StandingEventsTable } from '../standing/schema.ts';
import { sqliteFileOf, type Db } from './db.ts';

/** What the writer thread writes, each kind's rows and what it answers for each row. */
export interface WriterKinds {
  /** Recent's rows (on conflict, nothing) */
  recent: { row: RecentMeetingsTable; result: undefined };
  /** a call's standing signals (on conflict, nothing) */
  standing: { row: StandingEventsTable; result: undefined };
  /** calls to add to each person's count; answers each one's count after the add */
  calls: { row: { user_id: string; calls: number }; result: number };
}

/**
 * What a match writes, on a thread of its own, for a store in a SQLite file: better-sqlite3
 * writes in the calling thread, and in the event loop Recent's rows of every match took ~17 %
 * of a saturated node's busy time (the matchmaking bench's CPU profile), every search and signal
 * waiting behind them; a call's standing signals and a new person's call count were each one
 * more write a match. The thread has its own connection to the same file (WAL: the server's
 * connection reads what it committed as soon as it answers). An in-memory store cannot be
 * shared with a thread, and PostgreSQL writes off the loop anyway: both keep the one-thread path.
 *
 * Each batch is one transaction, and each commit is another connection's as far as the
 * server's own is concerned (SQLite's data_version moves): the ban and age-hold caches read
 * again after it. So callers send a batch at a time, not a row at a time.
 */
export class StoreWriter {
  private readonly worker: Worker;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (result: unknown[]) => void; reject: (err: Error) => void }
  >();
  /** the thread failed or was closed: writes go back to the server's own connection */
  broken = false;

  constructor(file: string) {
    this.worker = new Worker(new URL('./writer.worker.mjs', import.meta.url), {
      workerData: { file },
    });
    // an idle writer holds no process open; one with rows in hand does (see run)
    this.worker.unref();
    this.worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: unknown[]; error?: { message: string } }) => {
        const call = this.waiting.get(id);
        this.waiting.delete(id);
        if (!this.waiting.size) this.worker.unref();
        if (!call) return;
        if (error) call.reject(new Error(error.message));
        else call.resolve(result ?? []);
      },
    );
    const fail = (err: Error) => {
      this.broken = true;
      for (const call of this.waiting.values()) call.reject(err);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('the store writer thread exited')));
  }

  /** Writes the rows in one transaction; rejects if any fails (then none is written). */
  run<K extends keyof WriterKinds>(
    kind: K,
    rows: WriterKinds[K]['row'][],
  ): Promise<WriterKinds[K]['result'][]> {
    if (this.broken) return Promise.reject(new Error('the store writer thread is gone'));
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, {
        resolve: resolve as (result: unknown[]) => void,
        reject,
      });
      this.worker.ref();
      this.worker.postMessage({ id, kind, rows });
    });
  }

  /** Ends the thread (the store is closing); later writes use the server's connection. */
  async close(): Promise<void> {
    this.broken = true;
    await this.worker.terminate();
  }
}

const writers = new WeakMap<Db, StoreWriter>();

/**
 * The writer thread of a store in a SQLite file (started at the first write), or undefined:
 * an in-memory or PostgreSQL store, or a thread that failed or was closed. Then the caller
 * writes through `db` itself.
 */
export function writerOf(db: Db): StoreWriter | undefined {
  let writer = writers.get(db);
  if (!writer) {
    const file = sqliteFileOf(db);
    if (!file) return undefined;
    writers.set(db, (writer = new StoreWriter(file)));
  }
  return writer.broken ? undefined : writer;
}

/** Ends the store's writer thread, if it has one: call once nothing will write any more. */
export async function closeWriter(db: Db): Promise<void> {
  const writer = writers.get(db);
  if (!writer) return;
  await writer.close();
}

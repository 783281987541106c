import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Db } from './db.ts';
import { writerOf } from './writer.ts';

/** Rows kept while the store is unreachable; past this the oldest are dropped. */
const PENDING_MAX = 20_000;
/**
 * Rows per insert statement when the event loop writes (PostgreSQL, or SQLite in memory):
 * SQLite takes ~50 µs a row on our 2-core machines, so a statement of 100 holds the loop ~5 ms
 * and the loop runs other work between statements.
 */
const ROWS_PER_STATEMENT = 100;

/**
 * Rows that matches write (Recent's meetings, calls' standing signals), kept in memory and
 * written together `flushMs` after the first one waits: a compiled query and a store write per
 * match cost a matchmaking node about as much CPU as the match itself. A read that must see
 * them flushes first. On a SQLite file the writer thread takes a flush whole, in one
 * transaction (store/writer.ts). While the store is away the rows wait for the next flush; a
 * row naming someone erased meanwhile is dropped and the others are written one by one.
 */
export abstract class BatchLog<Row> {
  private pending: Row[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();

  protected readonly db: Db;
  private readonly onError: (err: unknown) => void;
  private readonly flushMs: number;

  protected constructor(db: Db, onError: (err: unknown) => void, flushMs: number) {
    this.db = db;
    this.onError = onError;
    this.flushMs = flushMs;
  }

  /** One statement's rows, through the writer thread when the store has one. */
  protected abstract insert(rows: Row[]): Promise<void>;

  add(rows: Row[]): void {
    this.pending.push(...rows);
    if (this.pending.length > PENDING_MAX)
      this.pending.splice(0, this.pending.length - PENDING_MAX);
    this.schedule();
  }

  /** One flush `flushMs` from the first row that waits for it. */
  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush().catch(this.onError), this.flushMs);
    this.timer.unref?.();
  }

  /** Writes what waits (after any write under way), so a read that follows sees it. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.pending.splice(0);
    // a failed write was reported to its caller; the next one starts afresh
    const previous = this.writing.catch(() => undefined);
    this.writing = previous.then(() => (rows.length ? this.write(rows) : undefined));
    return this.writing;
  }

  private async write(rows: Row[]): Promise<void> {
    const step = writerOf(this.db) ? rows.length : ROWS_PER_STATEMENT;
    for (let i = 0; i < rows.length; i += step) {
      if (i > 0) await yieldToLoop();
      const chunk = rows.slice(i, i + step);
      try {
        await this.insert(chunk);
      } catch (err) {
        if (!(await this.reachable())) {
          // the store is away (a restart): the rows wait for the next flush
          this.pending.unshift(...rows.slice(i));
          this.schedule();
          throw err;
        }
        // one row names someone erased meanwhile: the others are written one by one
        for (const row of chunk) await this.insert([row]).catch(() => undefined);
      }
    }
  }

  private async reachable(): Promise<boolean> {
    try {
      await this.db.selectFrom('users').select('id').limit(1).execute();
      return true;
    } catch {
      return false;
    }
  }
}

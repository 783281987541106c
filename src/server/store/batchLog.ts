import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Db } from './db.ts';
import { writerOf } from './writer.ts';

/** Rows kept while the store is unreachable; past this the oldest are dropped. */
export const PENDING_MAX = 20_000;
/**
 * Rows that go to the store at once, without waiting for the timer. A saturated event loop runs
 * its timers late (libuv handles every ready socket before it looks at them): a 1 s flush was
 * seen to fire 6 s late at 3,000 matches a second, by when the rows had passed PENDING_MAX and
 * the oldest were dropped. About a second's rows at that rate: one commit a second still.
 */
export const FLUSH_ROWS = 5_000;
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
  /** the last write found the store away: rows wait for the timer, not for their number */
  private away = false;

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
    for (const row of rows) this.pending.push(row);
    if (this.pending.length >= FLUSH_ROWS && !this.away) {
      void this.flush().catch(this.onError);
      return;
    }
    // only while the store is away; dropped a thousand at a time, not one shift per row
    if (this.pending.length > PENDING_MAX)
      this.pending.splice(0, this.pending.length - PENDING_MAX + 1_000);
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
        this.away = false;
      } catch (err) {
        if (!(await this.reachable())) {
          // the store is away (a restart): the rows wait for the next flush
          this.away = true;
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

import { sql } from 'kysely';
import type { Db } from '../store/db.ts';
import { writerOf } from '../store/writer.ts';

/**
 * How long a call's count waits to be written with others. A message in the call waits for its
 * sender's count (guard.ts), and nobody types one this soon after being matched; a shorter wait
 * means more commits, each of which makes the ban and age-hold caches read again on SQLite.
 */
export const COUNTS_FLUSH_MS = 200;

/**
 * New people's call counts (call_counts), one more for each call, written in batches: each
 * call's upsert was a store write in the event loop for every match of someone new. A batch is
 * one statement (PostgreSQL, in-memory SQLite) or one transaction on the store's writer thread
 * (a SQLite file), and every caller gets the count the store holds after it, so two nodes
 * counting the same person still agree, as with one upsert each.
 */
/** Each store's counter, for a read that must see every count this node has made. */
const counters = new WeakMap<Db, CallCounter>();

/** Writes this node's waiting call counts on `db`. */
export function flushCallCounts(db: Db): Promise<void> {
  return counters.get(db)?.flush() ?? Promise.resolve();
}

export class CallCounter {
  /** person → calls to add, and who waits for the count */
  private pending = new Map<string, { calls: number; waiting: ((calls: number) => void)[] }>();
  private failures: ((err: unknown) => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();

  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
    counters.set(db, this);
  }

  /** One more call for this person: resolves with their count, this call included. */
  add(userId: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const entry = this.pending.get(userId) ?? { calls: 0, waiting: [] };
      entry.calls += 1;
      entry.waiting.push(resolve);
      this.pending.set(userId, entry);
      this.failures.push(reject);
      this.timer ??= setTimeout(() => void this.flush().catch(() => undefined), COUNTS_FLUSH_MS);
    });
  }

  /** Writes what waits (after any write under way). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    const failures = this.failures;
    this.pending = new Map();
    this.failures = [];
    const previous = this.writing.catch(() => undefined);
    this.writing = previous.then(async () => {
      if (!batch.size) return;
      const rows = [...batch].map(([user_id, { calls }]) => ({ user_id, calls }));
      let counts: (number | undefined)[];
      try {
        counts = await this.write(rows);
      } catch (err) {
        if (rows.length === 1) {
          for (const fail of failures) fail(err);
          throw err;
        }
        // one count names someone erased meanwhile: the others are written one by one
        counts = [];
        for (const row of rows) counts.push((await this.write([row]).catch(() => []))[0]);
      }
      rows.forEach((row, i) => {
        for (const resolve of batch.get(row.user_id)!.waiting) resolve(counts[i] ?? row.calls);
      });
    });
    return this.writing;
  }

  private async write(rows: { user_id: string; calls: number }[]): Promise<number[]> {
    const writer = writerOf(this.db);
    if (writer) return writer.run('calls', rows);
    const stored = await this.db
      .insertInto('call_counts')
      .values(rows)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ calls: sql`call_counts.calls + excluded.calls` }),
      )
      .returning(['user_id', 'calls'])
      .execute();
    const byUser = new Map(stored.map((r) => [r.user_id, Number(r.calls)]));
    return rows.map((r) => byUser.get(r.user_id) ?? r.calls);
  }
}

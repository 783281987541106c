import type { Db } from '../store/db.ts';
import { writerOf } from '../store/writer.ts';
import type { StandingEventsTable } from './schema.ts';

/** How long a call's signals wait in memory before they are written. */
export const EVENTS_FLUSH_MS = 1_000;
/** Rows kept while the store is unreachable; past this the oldest are dropped. */
const PENDING_MAX = 20_000;

/**
 * Calls' standing signals (quick leaves, good calls), written a second at a time like Recent
 * (contacts/meetings.ts): most matches end with one, and a write each in the event loop was a
 * store write per match. This node's book hears of a signal at once (StandingBook.noted); every
 * read of signals on this node writes what waits first (flushCallEvents), so a standing read
 * here misses nothing; another node sees them within EVENTS_FLUSH_MS. On a SQLite file they are
 * written on the store's writer thread (store/writer.ts).
 */
class EventLog {
  private pending: StandingEventsTable[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();

  private readonly db: Db;
  private readonly onError: (err: unknown) => void;

  constructor(db: Db, onError: (err: unknown) => void) {
    this.db = db;
    this.onError = onError;
  }

  add(rows: StandingEventsTable[]): void {
    this.pending.push(...rows);
    if (this.pending.length > PENDING_MAX)
      this.pending.splice(0, this.pending.length - PENDING_MAX);
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush().catch(this.onError), EVENTS_FLUSH_MS);
    this.timer.unref?.();
  }

  /** Writes what waits (after any write under way), so a read that follows sees it. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.pending.splice(0);
    const previous = this.writing.catch(() => undefined);
    this.writing = previous.then(() => (rows.length ? this.write(rows) : undefined));
    return this.writing;
  }

  private async write(rows: StandingEventsTable[]): Promise<void> {
    try {
      await this.insert(rows);
    } catch (err) {
      if (rows.length === 1) throw err;
      // one signal names someone erased meanwhile: the others are written one by one
      for (const row of rows) await this.insert([row]).catch(this.onError);
    }
  }

  private async insert(rows: StandingEventsTable[]): Promise<void> {
    const writer = writerOf(this.db);
    if (writer) return void (await writer.run('standing', rows));
    await this.db
      .insertInto('standing_events')
      .values(rows)
      .onConflict((oc) => oc.columns(['match_id', 'user_id', 'kind']).doNothing())
      .execute();
  }
}

const logs = new WeakMap<Db, EventLog>();

/**
 * Records what a call said about its people, in a second at most; a repeat (the same match)
 * changes nothing. A failed write is reported to `onError` (the signals are lost, as a failed
 * insert lost them before they were batched).
 */
export function recordCallEvents(
  db: Db,
  rows: StandingEventsTable[],
  onError: (err: unknown) => void,
): void {
  if (!rows.length) return;
  let log = logs.get(db);
  if (!log) logs.set(db, (log = new EventLog(db, onError)));
  log.add(rows);
}

/** Writes this node's waiting call signals on `db`: before any read of standing_events. */
export function flushCallEvents(db: Db): Promise<void> {
  return logs.get(db)?.flush() ?? Promise.resolve();
}

import type { Db } from '../store/db.ts';
import { BatchLog } from '../store/batchLog.ts';
import { writerOf } from '../store/writer.ts';
import type { StandingEventsTable } from './schema.ts';

/** How long a call's signals wait in memory before they are written. */
export const EVENTS_FLUSH_MS = 1_000;

/**
 * Calls' standing signals (quick leaves, good calls), written a second at a time like Recent
 * (store/batchLog.ts): most matches end with one. This node's book hears of a signal at once
 * (StandingBook.noted); every read of signals on this node writes what waits first
 * (flushCallEvents), so a standing read here misses nothing; another node sees them within
 * EVENTS_FLUSH_MS.
 */
class EventLog extends BatchLog<StandingEventsTable> {
  constructor(db: Db, onError: (err: unknown) => void) {
    super(db, onError, EVENTS_FLUSH_MS);
  }

  protected async insert(rows: StandingEventsTable[]): Promise<void> {
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

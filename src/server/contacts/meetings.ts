import { randomBytes } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Db } from '../store/db.ts';
import { closeWriter, writerOf } from '../store/writer.ts';
import type { RecentMeetingsTable } from './schema.ts';

/** How long a meeting waits in memory before its Recent rows are written. */
export const MEETINGS_FLUSH_MS = 1_000;
/**
 * Rows per insert statement. SQLite writes in the event loop's thread, ~50 µs a row on our
 * 2-core machines: a statement of 100 holds the loop ~5 ms, and the loop runs other work
 * between statements.
 */
const ROWS_PER_STATEMENT = 100;
/** Rows kept while the store is unreachable; past this the oldest are dropped. */
const PENDING_MAX = 20_000;

/**
 * Recent's rows, written a second at a time: one insert per match cost a matchmaking node
 * about as much CPU as the match itself (a compiled query and a store write for every pair),
 * so meetings wait here and go to the store together. Every read of Recent on this node flushes
 * first (flushMeetings), so a person sees a meeting the moment the call starts; another node's
 * pending meetings show within MEETINGS_FLUSH_MS. What a crash loses is that last second of
 * Recent, never a contact. On a SQLite file the inserts run on the store's writer thread
 * (store/writer.ts), off the event loop, a flush in one transaction.
 */
class MeetingLog {
  private pending: RecentMeetingsTable[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();

  private readonly db: Db;
  private readonly onError: (err: unknown) => void;

  constructor(db: Db, onError: (err: unknown) => void) {
    this.db = db;
    this.onError = onError;
  }

  add(rows: RecentMeetingsTable[]): void {
    this.pending.push(...rows);
    if (this.pending.length > PENDING_MAX)
      this.pending.splice(0, this.pending.length - PENDING_MAX);
    this.schedule();
  }

  /** One flush MEETINGS_FLUSH_MS from the first row that waits for it. */
  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush().catch(this.onError), MEETINGS_FLUSH_MS);
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

  private async write(rows: RecentMeetingsTable[]): Promise<void> {
    // the writer thread takes a flush whole: one transaction, one commit the server's
    // connection sees (store/writer.ts); the event loop writes a statement at a time
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
        // one meeting names someone erased meanwhile: the others are written one by one
        for (const row of chunk) await this.insert([row]).catch(() => undefined);
      }
    }
  }

  private async insert(rows: RecentMeetingsTable[]): Promise<void> {
    const writer = writerOf(this.db);
    if (writer) return void (await writer.run('recent', rows));
    await this.db
      .insertInto('recent_meetings')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'match_id']).doNothing())
      .execute();
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

const logs = new WeakMap<Db, MeetingLog>();

let sequence = 0;
/** tells this process's ids from another node's made in the same millisecond */
const PROCESS_TAG = randomBytes(6).toString('hex');
/**
 * A row id that sorts by time (the time in hex, this process, a counter): new rows land at the
 * end of the primary key's index instead of anywhere in it, which makes a batch's insert
 * cheaper than random UUIDs did.
 */
function meetingId(now: number): string {
  sequence = (sequence + 1) % 0x1000000;
  const time = Math.max(0, Math.floor(now)).toString(16).padStart(12, '0');
  return `${time}-${PROCESS_TAG}-${sequence.toString(16).padStart(6, '0')}`;
}

/** Notes that two people met in `matchId`: each one's Recent gets a row for the other. */
export function recordMeeting(
  db: Db,
  matchId: string,
  sides: [{ userId: string; countryCode: string }, { userId: string; countryCode: string }],
  now: number,
  onError: (err: unknown) => void = () => undefined,
): void {
  const [a, b] = sides;
  if (a.userId === b.userId) return;
  let log = logs.get(db);
  if (!log) logs.set(db, (log = new MeetingLog(db, onError)));
  // each row holds the other's country, as its user saw it
  log.add([
    {
      id: meetingId(now),
      user_id: a.userId,
      other_id: b.userId,
      match_id: matchId,
      country_code: b.countryCode,
      met_at: now,
    },
    {
      id: meetingId(now),
      user_id: b.userId,
      other_id: a.userId,
      match_id: matchId,
      country_code: a.countryCode,
      met_at: now,
    },
  ]);
}

/** Writes this node's waiting meetings on `db`: before any read or change of Recent. */
export function flushMeetings(db: Db): Promise<void> {
  return logs.get(db)?.flush() ?? Promise.resolve();
}

/**
 * Writes this node's waiting meetings and ends the store's writer thread: the store is closing
 * (the features that write through it, standing and spam, have stopped before contacts).
 */
export async function closeMeetings(db: Db): Promise<void> {
  await logs.get(db)?.flush();
  await closeWriter(db);
}

import { randomBytes } from 'node:crypto';
import type { Db } from '../store/db.ts';
import { BatchLog } from '../store/batchLog.ts';
import { closeWriter, writerOf } from '../store/writer.ts';
import type { RecentMeetingsTable } from './schema.ts';

/** How long a meeting waits in memory before its Recent rows are written. */
export const MEETINGS_FLUSH_MS = 1_000;

/**
 * Recent's rows, written a second at a time (store/batchLog.ts). Every read of Recent on this
 * node flushes first (flushMeetings), so a person sees a meeting the moment the call starts;
 * another node's pending meetings show within MEETINGS_FLUSH_MS. What a crash loses is that
 * last second of Recent, never a contact.
 */
class MeetingLog extends BatchLog<RecentMeetingsTable> {
  constructor(db: Db, onError: (err: unknown) => void) {
    super(db, onError, MEETINGS_FLUSH_MS);
  }

  protected async insert(rows: RecentMeetingsTable[]): Promise<void> {
    const writer = writerOf(this.db);
    if (writer) return void (await writer.run('recent', rows));
    await this.db
      .insertInto('recent_meetings')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'match_id']).doNothing())
      .execute();
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

import { sql } from 'kysely';
import type { Db } from '../store/db.ts';
import type { SocketUser } from '../store/users.ts';
import { banOf, type ActiveBan } from './store.ts';

/** What one read says of a person: their row, the ban in force and whether an age hold is. */
export interface BanState {
  user: SocketUser;
  ban: ActiveBan | null;
  held: boolean;
}

interface Wanted {
  userId: string;
  deviceId: string | null;
  now: number;
}

/** People per query: the statement grows with each (two parameters a person). */
const MOST_PER_READ = 200;

/**
 * readBanState (store.ts) and the age hold (age/holds.ts isHeldInStore) for several people in
 * one statement: what each search on PostgreSQL must read (no version there tells a cache it is
 * still right), so many searches arriving together cost one round trip rather than one each.
 * Each person's answer is what those two reads would give at their own `now`. In the order
 * asked; undefined for someone who no longer exists.
 */
export async function readBanStates(db: Db, wanted: Wanted[]): Promise<(BanState | undefined)[]> {
  if (!wanted.length) return [];
  // the earliest time asked for: a ban that ends between it and a later asker's time is read,
  // then judged at that asker's own time below
  const since = Math.min(...wanted.map((w) => w.now));
  const asked = sql.join(
    wanted.map(
      (w, i) =>
        sql`(cast(${i} as integer), cast(${w.userId} as text), cast(${w.deviceId || null} as text))`,
    ),
  );
  // the same rules as readBanState and isHeldInStore: the browsers of age/holds.ts devicesOf
  // for the hold; the browser in use, and a guest's own, for a ban on a browser
  const { rows } = await sql<{
    k: number | string;
    id: string;
    is_anonymous: number;
    device_id: string | null;
    banned_until: number | null;
    ban_reason: string | null;
    age_held: boolean | number;
    device_ban_expires_at: number | string | null;
  }>`
    with asked (k, user_id, device_id) as (values ${asked})
    select asked.k as k, u.id, u.is_anonymous, u.device_id, u.banned_until, u.ban_reason,
      exists (
        select 1 from age_holds h
        where h.cleared_at is null
          and (h.user_id = u.id
            or (u.is_anonymous = 1 and h.device_id = u.device_id)
            or h.device_id = asked.device_id)
      ) as age_held,
      (
        select b.expires_at from bans b
        where ((u.is_anonymous = 1 and b.device_id = u.device_id) or b.device_id = asked.device_id)
          and b.lifted_at is null
          and b.expires_at > ${since}
        order by b.expires_at desc
        limit 1
      ) as device_ban_expires_at
    from asked join users u on u.id = asked.user_id
  `.execute(db);
  const out: (BanState | undefined)[] = wanted.map(() => undefined);
  for (const row of rows) {
    const i = Number(row.k);
    const { now } = wanted[i]!;
    const user: SocketUser = {
      id: row.id,
      is_anonymous: Number(row.is_anonymous),
      device_id: row.device_id,
      banned_until: row.banned_until === null ? null : Number(row.banned_until),
      ban_reason: row.ban_reason,
    };
    const expires = row.device_ban_expires_at === null ? null : Number(row.device_ban_expires_at);
    out[i] = {
      user,
      ban: banOf(user, expires !== null && expires > now ? expires : null, now),
      // an EXISTS is a boolean on PostgreSQL and 0 or 1 on SQLite
      held: row.age_held === true || Number(row.age_held) === 1,
    };
  }
  return out;
}

/**
 * Gathers the reads asked for during one turn of the event loop and sends them as one
 * statement when the turn ends (setImmediate). Each read is still sent after it was asked
 * for, so it sees every ban committed before (an operator's ban bites at the person's very
 * next search); it only shares the trip with the others of its turn.
 */
export class BanStateReads {
  private readonly db: Db;
  private waiting: (Wanted & {
    resolve: (state: BanState | undefined) => void;
    reject: (err: unknown) => void;
  })[] = [];

  constructor(db: Db) {
    this.db = db;
  }

  read(userId: string, deviceId: string | null, now: number): Promise<BanState | undefined> {
    return new Promise((resolve, reject) => {
      if (!this.waiting.length) setImmediate(() => this.send());
      this.waiting.push({ userId, deviceId, now, resolve, reject });
    });
  }

  private send(): void {
    const all = this.waiting;
    this.waiting = [];
    for (let from = 0; from < all.length; from += MOST_PER_READ) {
      const part = all.slice(from, from + MOST_PER_READ);
      readBanStates(this.db, part).then(
        (states) => part.forEach((w, i) => w.resolve(states[i])),
        (err: unknown) => part.forEach((w) => w.reject(err)),
      );
    }
  }
}

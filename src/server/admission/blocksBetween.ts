import type { Db } from '../store/db.ts';

/** One person as blocks know them: the account and the browser, when known. */
export interface Person {
  userId: string;
  deviceId: string | null;
}

/**
 * True when either person blocked the other, by account or by browser (a block binds both:
 * blocks/store.ts). The queue keeps blocked people apart when they search; this is the same
 * rule for a way into a call that skips the queue (a resumed seat, a call to a contact).
 */
export async function blockedBetween(db: Db, a: Person, b: Person): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('id')
    .where((eb) => {
      const side = (by: Person, other: Person) => {
        const blocker = [eb('blocker_id', '=', by.userId)];
        if (by.deviceId) blocker.push(eb('blocker_device', '=', by.deviceId));
        const blocked = [eb('blocked_id', '=', other.userId)];
        if (other.deviceId) blocked.push(eb('blocked_device', '=', other.deviceId));
        return eb.and([eb.or(blocker), eb.or(blocked)]);
      };
      return eb.or([side(a, b), side(b, a)]);
    })
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

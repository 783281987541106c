import type { Db } from '../store/db.ts';

/** Everyone with a warning they have not acknowledged (few: a moderation table). */
export async function warnedUsers(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('warnings')
    .select('user_id')
    .distinct()
    .where('acknowledged_at', 'is', null)
    .execute();
  return rows.map((r) => r.user_id);
}

export async function hasPendingWarning(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('warnings')
    .select('id')
    .where('user_id', '=', userId)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

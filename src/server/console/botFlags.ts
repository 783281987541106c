import type { BotFlagItem } from '../../shared/protocol/console.ts';
import type { Db } from '../store/db.ts';
import { guestNameFor } from '../store/users.ts';

/** The likely bots the bot rule found (spam/guard.ts), newest first: the console's queue. */
export async function listBotFlags(db: Db, limit = 100): Promise<BotFlagItem[]> {
  const rows = await db
    .selectFrom('bot_flags as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select([
      'f.id',
      'f.user_id',
      'f.text',
      'f.partners',
      'f.created_at',
      'u.username',
      'u.display_name',
      'u.name_seed',
    ])
    .where('f.handled_at', 'is', null)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    text: r.text,
    partners: Number(r.partners),
    createdAt: new Date(Number(r.created_at)).toISOString(),
    name: r.username ?? r.display_name ?? null,
    ...guestNameFor(r),
  }));
}

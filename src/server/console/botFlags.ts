import type { BotFlagItem } from '../../shared/protocol/console.ts';
import type { Db } from '../store/db.ts';
import { guestNameFor } from '../store/users.ts';
import { appendAudit } from './audit.ts';
import type { Outcome } from './service.ts';

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

/**
 * An operator cleared a person's likely-bot flag (they judged the repeats innocent): every open
 * flag of theirs is marked handled and the action log says who and why, in one transaction.
 * The flag's slow lane and strict holding end with it: `onCleared` tells this node's standing
 * and spam guard at once; other nodes read it again within a minute, or at the next match.
 */
export async function clearBotFlag(
  deps: { db: Db; now: () => number; onCleared?: (userId: string) => void },
  userId: string,
  actor: string,
  note?: string,
): Promise<Outcome> {
  const at = deps.now();
  const cleared = await deps.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('bot_flags')
      .set({ handled_at: at, handled_by: actor })
      .where('user_id', '=', userId)
      .where('handled_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    await appendAudit(trx, { actor, action: 'bot_clear', targetUserId: userId, note, at });
    return true;
  });
  if (!cleared) return { ok: false, code: 'not_flagged' };
  deps.onCleared?.(userId);
  return { ok: true, code: 'bot_cleared' };
}

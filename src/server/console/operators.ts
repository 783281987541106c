import type { Db } from '../store/db.ts';
import type { UserRow } from '../store/users.ts';
import { appendAudit } from './audit.ts';

/**
 * An operator is a member (never a guest: a guest account costs nothing) whom the operator
 * granted the role (`npm run admin -- grant`) or whose account e-mail is in OPERATOR_EMAILS.
 * Read from the store on every console request, so a revoke bites at once.
 */
export async function isOperator(
  db: Db,
  user: Pick<UserRow, 'id' | 'is_anonymous' | 'email'> | undefined,
  operatorEmails: readonly string[],
): Promise<boolean> {
  if (!user || user.is_anonymous === 1) return false;
  if (user.email && operatorEmails.includes(user.email.toLowerCase())) return true;
  const row = await db
    .selectFrom('operators')
    .select('user_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return Boolean(row);
}

/** Grants the role (idempotent); audited. Answers false when the user is a guest. */
export async function grantOperator(
  db: Db,
  user: Pick<UserRow, 'id' | 'is_anonymous'>,
  actor: string,
  now: number,
): Promise<boolean> {
  if (user.is_anonymous === 1) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('operators')
      .values({ user_id: user.id, granted_at: now, granted_by: actor })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await appendAudit(trx, { actor, action: 'grant', targetUserId: user.id, at: now });
  });
  return true;
}

/** Revokes a granted role; audited. Answers whether there was one to revoke. */
export async function revokeOperator(
  db: Db,
  userId: string,
  actor: string,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const res = await trx.deleteFrom('operators').where('user_id', '=', userId).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return false;
    await appendAudit(trx, { actor, action: 'revoke', targetUserId: userId, at: now });
    return true;
  });
}

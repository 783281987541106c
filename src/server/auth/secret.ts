import { randomBytes } from 'node:crypto';
import type { Db } from '../store/db.ts';

/**
 * The signing key: JWT_SECRET when set, else one generated on first start and kept in the
 * store, so restarts (and every node sharing the store) keep accepting issued tokens.
 */
export async function loadSigningKey(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const existing = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'jwt')
    .executeTakeFirst();
  if (existing) return Buffer.from(existing.value, 'base64');
  const value = randomBytes(32).toString('base64');
  await db
    .insertInto('app_secrets')
    .values({ name: 'jwt', value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'jwt')
    .executeTakeFirstOrThrow();
  return Buffer.from(stored.value, 'base64');
}

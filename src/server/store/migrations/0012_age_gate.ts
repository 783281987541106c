import type { Kysely } from 'kysely';

/**
 * The 18+ gate's answers. `subject` is `user:<id>` (the account) or `device:<id>` (the
 * browser's device cookie): a member's answer is kept on the account, a guest's on the device
 * too, and an under-18 answer on both, so neither a new guest nor another date reopens it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('age_checks')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('adult', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'bigint', (c) => c.notNull())
    /** set for an under-18 answer: until then no new answer is taken */
    .addColumn('retry_at', 'bigint')
    .execute();
}

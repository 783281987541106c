import type { Kysely } from 'kysely';

/**
 * Moderation: every report (who, whom, which match, what was said, when) and the history of
 * bans. `users.banned_until` / `ban_reason` stay the fast "is banned now" answer; `bans` keeps
 * the record behind it (escalation, device bans, unbans, the operator CLI).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reported_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('messages', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reports_reported_recent')
    .on('reports')
    .columns(['reported_id', 'created_at'])
    .execute();
  // one report per reporter and match: a second click does not count twice
  await db.schema
    .createIndex('reports_once_per_match')
    .on('reports')
    .columns(['reporter_id', 'reported_id', 'match_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('bans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** set for guests: the ban also holds every guest session of this browser */
    .addColumn('device_id', 'text')
    /** 'reports' (the automatic policy), 'operator' (CLI) or 'device' (a guest born banned) */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    /** set when an operator lifts the ban early */
    .addColumn('lifted_at', 'bigint')
    .execute();
  await db.schema.createIndex('bans_user').on('bans').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('bans_device')
    .on('bans')
    .columns(['device_id', 'expires_at'])
    .execute();
  await db.schema.createIndex('bans_active').on('bans').column('expires_at').execute();
}

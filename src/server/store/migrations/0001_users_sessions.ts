import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_subject', 'text')
    .addColumn('is_anonymous', 'integer', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('email', 'text')
    .addColumn('username', 'text')
    .addColumn('username_lower', 'text', (c) => c.unique())
    .addColumn('username_changed_at', 'bigint')
    .addColumn('country', 'text')
    .addColumn('country_code', 'text')
    .addColumn('device_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('banned_until', 'bigint')
    .addColumn('ban_reason', 'text')
    .execute();
  await db.schema
    .createIndex('users_provider_subject')
    .on('users')
    .columns(['provider', 'provider_subject'])
    .unique()
    .execute();
  await db.schema.createIndex('users_device').on('users').column('device_id').execute();

  await db.schema
    .createTable('refresh_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('previous_hash', 'text')
    .addColumn('rotated_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('refresh_sessions_user')
    .on('refresh_sessions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

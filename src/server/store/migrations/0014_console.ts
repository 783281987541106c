import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The moderation console: operators, the reports' handling, warnings, appeals and the
 * append-only audit log of every operator action. The store itself refuses to change or
 * delete an audit row (a trigger on either engine), beside the code having no path to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .execute();

  // one UPDATE … WHERE handled_at IS NULL decides which of two operators handled a report
  await db.schema.alterTable('reports').addColumn('handled_at', 'bigint').execute();
  await db.schema.alterTable('reports').addColumn('handled_by', 'text').execute();
  await db.schema.alterTable('reports').addColumn('handled_action', 'text').execute();
  await db.schema.createIndex('reports_open').on('reports').column('handled_at').execute();

  await db.schema
    .createTable('warnings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('acknowledged_at', 'bigint')
    .execute();
  await db.schema.createIndex('warnings_user').on('warnings').column('user_id').execute();

  await db.schema
    .createTable('appeals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    /** the ban appealed: the person's ban end when they appealed (one appeal per ban) */
    .addColumn('ban_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ban_reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'bigint')
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('appeals_once')
    .on('appeals')
    .columns(['user_id', 'ban_expires_at'])
    .unique()
    .execute();
  await db.schema.createIndex('appeals_status').on('appeals').column('status').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text')
    .addColumn('report_id', 'text')
    .addColumn('appeal_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function matchup_audit_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only';
      end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete or truncate on audit_log
      for each statement execute function matchup_audit_append_only()`.execute(db);
  } else {
    for (const op of ['update', 'delete'])
      await sql
        .raw(
          `create trigger audit_log_no_${op} before ${op} on audit_log
           begin select raise(abort, 'audit_log is append-only'); end`,
        )
        .execute(db);
  }
}

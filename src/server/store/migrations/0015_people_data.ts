import type { Kysely } from 'kysely';

/**
 * People's data and retention: the lease that lets one node at a time run the retention job,
 * and the per-month report counts the job keeps when it removes old reports (the transparency
 * page's history). Neither table holds anything about a person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('report_tallies')
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reports', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_tallies_pk', ['month', 'reason'])
    .execute();
}

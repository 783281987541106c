import type { Kysely } from 'kysely';

/**
 * Child-safety escalation: an operator's escalate action marks a report preserved (when, by
 * whom). An escalated report is never removed by retention, and erasing either person keeps its
 * chat lines and evidence, so it stays available for the report to the national hotline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('escalated_at', 'bigint').execute();
  await db.schema.alterTable('reports').addColumn('escalated_by', 'text').execute();
}

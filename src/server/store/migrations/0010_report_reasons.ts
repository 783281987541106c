import type { Kysely } from 'kysely';

/**
 * Report reasons and the nudity shield's evidence. Both are null on
 * reports filed before this migration or by clients that send no reason. `evidence` is a
 * small JSON object {category, score}: the shield never stores or sends an image.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('reason', 'text').execute();
  await db.schema.alterTable('reports').addColumn('evidence', 'text').execute();
}

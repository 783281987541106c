import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { GUEST_NAME } from '../../shared/protocol/guestName.ts';
import { openTestStore, testEngines } from '../testing/harness.ts';
import { migrate } from './db.ts';
import { migrations } from './migrations/index.ts';
import { createGuest } from './users.ts';

describe.each(testEngines())('guest name seeds on %s', (engine) => {
  it('gives every account made before them a random seed of its own, and each new one too', async () => {
    const { store, schema } = openTestStore(engine);
    try {
      if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(store.db);
      const migrator = new Migrator({
        db: store.db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      expect((await migrator.migrateTo('0017_ui_locale')).error).toBeUndefined();
      const ids = Array.from({ length: 40 }, (_, i) => `before-${i}`);
      await sql`insert into users (id, provider, is_anonymous, created_at, last_seen_at)
        values ${sql.join(ids.map((id) => sql`(${id}, 'guest', 1, 1, 1)`))}`.execute(store.db);

      await migrate(store, schema);
      await createGuest(store.db, null);
      const rows = await store.db.selectFrom('users').select(['id', 'name_seed']).execute();
      expect(rows).toHaveLength(41);
      for (const { name_seed } of rows) {
        expect(Number.isInteger(name_seed)).toBe(true);
        expect(name_seed).toBeGreaterThanOrEqual(0);
        expect(name_seed).toBeLessThan(GUEST_NAME.seeds);
      }
      // drawn at random, not one value for all (41 equal draws would be a broken migration)
      expect(new Set(rows.map((r) => r.name_seed)).size).toBeGreaterThan(35);
    } finally {
      await store.close();
    }
  });
});

import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openStore, ping, type Store } from './db.ts';
import { migrations } from './migrations/index.ts';
import { openTestStore, testEngines } from '../testing/harness.ts';
import { createGuest, findUser } from './users.ts';

describe.each(testEngines())('migrations on %s', (engine) => {
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
  });

  it('creates every table, records what ran, and is a no-op the second time', async () => {
    const opened = openTestStore(engine);
    store = opened.store;
    const first = await migrate(store, opened.schema);
    expect(first).toContain('0001_users_sessions');
    expect(await migrate(store, opened.schema)).toEqual([]);
    expect(await ping(store)).toBe(true);

    const user = await createGuest(store.db, 'device-1', 1_700_000_000_000);
    const stored = await findUser(store.db, user.id);
    expect(stored).toMatchObject({
      provider: 'guest',
      is_anonymous: 1,
      created_at: 1_700_000_000_000,
    });
    expect(typeof stored?.created_at).toBe('number');

    const count = await sql<{ n: number }>`select count(*) as n from refresh_sessions`.execute(
      store.db,
    );
    expect(Number(count.rows[0]?.n)).toBe(0);
  });

  it('refuses a second user with the same provider account', async () => {
    const opened = openTestStore(engine);
    store = opened.store;
    await migrate(store, opened.schema);
    const row = {
      provider: 'google',
      provider_subject: 'sub-1',
      is_anonymous: 0,
      created_at: 1,
      last_seen_at: 1,
    };
    await store.db
      .insertInto('users')
      .values({ id: 'a', ...row })
      .execute();
    await expect(
      store.db
        .insertInto('users')
        .values({ id: 'b', ...row })
        .execute(),
    ).rejects.toThrow();
  });
});

// PostgreSQL only (the list is empty without TEST_POSTGRES_URL)
describe.each(testEngines().filter((e) => e === 'postgres'))(
  'migrations on %s without a schema option',
  () => {
    it('finds its own bookkeeping tables even when another schema has a copy', async () => {
      const other = openTestStore('postgres');
      await migrate(other.store, other.schema);
      // a second store whose search_path is a fresh schema, migrated as main.ts does (no option)
      const fresh = openTestStore('postgres');
      try {
        await sql`create schema if not exists ${sql.id(fresh.schema!)}`.execute(fresh.store.db);
        expect(await migrate(fresh.store)).toContain('0001_users_sessions');
        expect(await migrate(fresh.store)).toEqual([]);
      } finally {
        await fresh.store.close();
        await other.store.close();
      }
    });
  },
);

describe.runIf(process.env.TEST_POSTGRES_URL)('migrations: nodes starting together', () => {
  it('three stores migrating one fresh PostgreSQL schema at once all succeed', async () => {
    const first = openTestStore('postgres');
    const schema = first.schema!;
    const others = [0, 1].map(() => openStore(process.env.TEST_POSTGRES_URL!, { schema }));
    try {
      const ran = await Promise.all(
        [first.store, ...others].map((store) => migrate(store, schema)),
      );
      // each migration ran exactly once, whichever store ran it
      expect(ran.flat().sort()).toEqual(Object.keys(migrations).sort());
    } finally {
      for (const store of others) await store.close();
      await first.store.close();
    }
  });
});

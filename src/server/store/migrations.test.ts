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

describe.runIf(process.env.TEST_POSTGRES_URL)('PostgreSQL going away under this process', () => {
  it('a connection cut under a query rejects that query; the process lives and the store answers again', async () => {
    const { store, schema } = openTestStore('postgres');
    const killer = openStore(process.env.TEST_POSTGRES_URL!);
    try {
      await migrate(store, schema);
      // a query in flight when its connection is cut, as when the server restarts
      const marker = `cut_${schema!}`;
      const slow = sql`select pg_sleep(30) /* ${sql.raw(marker)} */`.execute(store.db);
      const settled = slow.then(
        () => 'answered',
        () => 'rejected',
      );
      let pids: number[] = [];
      while (!pids.length) {
        const { rows } = await sql<{ pid: number }>`
          select pid from pg_stat_activity
          where query like ${`%${marker}%`} and pid <> pg_backend_pid()`.execute(killer.db);
        pids = rows.map((r) => r.pid);
      }
      await sql`select pg_terminate_backend(${pids[0]!})`.execute(killer.db);
      expect(await settled).toBe('rejected');
      // the process is still here (the cut client's 'error' was handled), and the store answers
      // again once the pool has dropped the cut connection (a query sent on it just before is
      // refused as the query in flight was)
      const one = async () =>
        (await sql<{ one: number }>`select 1 as one`.execute(store.db)).rows[0]?.one;
      await expect.poll(() => one().catch(() => 'refused'), { interval: 50 }).toBe(1);
    } finally {
      await killer.close();
      await store.close();
    }
  });

  it('migrating while other schemas of the database are dropped succeeds', async () => {
    // the migrator looks through every schema; other stores drop theirs meanwhile (tests, tenants)
    const churn = openTestStore('postgres');
    const fresh = [0, 1, 2].map(() => openTestStore('postgres'));
    let churning = true;
    const dropping = (async () => {
      for (let i = 0; churning; i++) {
        const name = `${churn.schema!}_${i}`;
        await sql`create schema ${sql.id(name)}`.execute(churn.store.db);
        await sql`create table ${sql.id(name, 'x')} (id int)`.execute(churn.store.db);
        await sql`drop schema ${sql.id(name)} cascade`.execute(churn.store.db);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      for (const { store, schema } of fresh) await migrate(store, schema);
    } finally {
      churning = false;
      await dropping;
      for (const { store } of fresh) await store.close();
      await churn.store.close();
    }
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrate, openStore, type Store } from '../store/db.ts';
import { createGuest, toSocketUser } from '../store/users.ts';
import { testEngines } from '../testing/harness.ts';
import { BanCache } from './banCache.ts';
import { liftBans, recordBan } from './store.ts';

/**
 * Two stores on one database: `ours` is the node whose cache is checked, `theirs` stands for
 * another process (the operator CLI, another node) writing bans behind its back.
 */
async function twoConnections(engine: 'sqlite' | 'postgres'): Promise<[Store, Store, string?]> {
  if (engine === 'sqlite') {
    const url = `sqlite:${join(mkdtempSync(join(tmpdir(), 'bancache-')), 'db.sqlite')}`;
    const ours = openStore(url);
    await migrate(ours);
    return [ours, openStore(url)];
  }
  const schema = `t_bans_${Math.random().toString(36).slice(2, 10)}`;
  const ours = openStore(process.env.TEST_POSTGRES_URL!, { schema });
  await migrate(ours, schema);
  return [ours, openStore(process.env.TEST_POSTGRES_URL!, { schema }), schema];
}

const ban = (store: Store, userId: string, expiresAt = Date.now() + 60_000) =>
  recordBan(store.db, { userId, source: 'operator', reason: 'test', expiresAt });

describe.each(testEngines())('the ban cache on %s', (engine) => {
  let stores: Store[] = [];
  afterEach(async () => {
    // in order: the schema goes before the connections that use it
    for (const store of stores) await store.close();
    stores = [];
  });

  async function setUp() {
    const [ours, theirs, schema] = await twoConnections(engine);
    stores = [theirs, ours];
    if (schema)
      stores.unshift({
        ...ours,
        close: () => ours.db.schema.dropSchema(schema).ifExists().cascade().execute(),
      });
    const cache = new BanCache({ db: ours.db, externalVersion: () => ours.bansVersion() });
    const user = toSocketUser(await createGuest(ours.db, 'device-1'));
    const other = toSocketUser(await createGuest(ours.db, 'device-2'));
    // PostgreSQL: the cache vouches for nobody until its listener is up
    await vi.waitFor(async () =>
      expect(await cache.mayBeBanned(user, null, Date.now())).toBe(false),
    );
    return { ours, theirs, cache, user, other };
  }

  it('sees a ban written through this process at the next check, and its lifting', async () => {
    const { ours, cache, user, other } = await setUp();
    await ban(ours, user.id);
    expect(await cache.mayBeBanned(user, null, Date.now())).toBe(true);
    expect(await cache.mayBeBanned(other, null, Date.now())).toBe(false);
    await liftBans(ours.db, user.id);
    expect(await cache.mayBeBanned(user, null, Date.now())).toBe(false);
  });

  it('sees a ban written by another connection, and its lifting', async () => {
    const { theirs, cache, user, other } = await setUp();
    await ban(theirs, user.id);
    // the change is pushed to this process (a file watch on SQLite, a NOTIFY on PostgreSQL)
    await vi.waitFor(async () =>
      expect(await cache.mayBeBanned(user, null, Date.now())).toBe(true),
    );
    expect(await cache.mayBeBanned(other, null, Date.now())).toBe(false);
    await liftBans(theirs.db, user.id);
    await vi.waitFor(async () =>
      expect(await cache.mayBeBanned(user, null, Date.now())).toBe(false),
    );
    // a second ban the same way, and the reads it took: the guard reads the store only when
    // something changed, never on every check
    await ban(theirs, other.id);
    await vi.waitFor(async () =>
      expect(await cache.mayBeBanned(other, null, Date.now())).toBe(true),
    );
  });

  it('holds a guest by its browser, and lets a ban expire', async () => {
    const { ours, cache, user } = await setUp();
    const expiresAt = Date.now() + 60_000;
    await ban(ours, user.id, expiresAt);
    // a new guest on the banned browser (its cookie on the socket, or stored on its row)
    const sameBrowser = toSocketUser(await createGuest(ours.db, null));
    expect(await cache.mayBeBanned(sameBrowser, 'device-1', Date.now())).toBe(true);
    expect(
      await cache.mayBeBanned({ ...sameBrowser, device_id: 'device-1' }, null, Date.now()),
    ).toBe(true);
    expect(await cache.mayBeBanned(sameBrowser, 'device-3', Date.now())).toBe(false);
    // a signed-in account is not held by the browser it uses
    expect(
      await cache.mayBeBanned({ ...sameBrowser, is_anonymous: 0 }, 'device-1', Date.now()),
    ).toBe(false);
    expect(await cache.mayBeBanned(user, null, expiresAt + 1)).toBe(false);
  });
});

describe('the ban cache without a change signal', () => {
  it('never vouches for anyone, so every check reads the store', async () => {
    const store = openStore('sqlite::memory:');
    await migrate(store);
    const cache = new BanCache({ db: store.db, externalVersion: () => undefined });
    const user = toSocketUser(await createGuest(store.db, null));
    expect(await cache.mayBeBanned(user, null, Date.now())).toBe(true);
    await store.close();
  });
});

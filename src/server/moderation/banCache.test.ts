import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openStore, type Store } from '../store/db.ts';
import { createGuest, toSocketUser } from '../store/users.ts';
import { openTestStore, testEngines } from '../testing/harness.ts';
import { BanCache } from './banCache.ts';
import { liftBans, recordBan } from './store.ts';

/**
 * Two stores on one SQLite file: `ours` is the node whose cache is checked, `theirs` stands for
 * another process (the operator CLI) writing bans behind its back.
 */
async function twoConnections(): Promise<[Store, Store]> {
  const url = `sqlite:${join(mkdtempSync(join(tmpdir(), 'bancache-')), 'db.sqlite')}`;
  const ours = openStore(url);
  await migrate(ours);
  return [ours, openStore(url)];
}

const ban = (store: Store, userId: string, expiresAt = Date.now() + 60_000) =>
  recordBan(store.db, { userId, source: 'operator', reason: 'test', expiresAt });

describe('the ban cache on SQLite', () => {
  let stores: Store[] = [];
  afterEach(async () => {
    for (const store of stores) await store.close();
    stores = [];
  });

  async function setUp() {
    const [ours, theirs] = await twoConnections();
    stores = [theirs, ours];
    const cache = new BanCache({ db: ours.db, externalVersion: () => ours.bansVersion() });
    const user = toSocketUser(await createGuest(ours.db, 'device-1'));
    const other = toSocketUser(await createGuest(ours.db, 'device-2'));
    expect(await cache.mayBeBanned(user, null, Date.now())).toBe(false);
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

  it('sees a ban written by another connection at the very next check, and its lifting', async () => {
    const { theirs, cache, user, other } = await setUp();
    // no turn of the event loop between the other connection's commit and the check
    await ban(theirs, user.id);
    expect(await cache.mayBeBanned(user, null, Date.now())).toBe(true);
    expect(await cache.mayBeBanned(other, null, Date.now())).toBe(false);
    await liftBans(theirs.db, user.id);
    expect(await cache.mayBeBanned(user, null, Date.now())).toBe(false);
    await ban(theirs, other.id);
    expect(await cache.mayBeBanned(other, null, Date.now())).toBe(true);
  });

  it('holds whoever is on a banned browser, and lets a ban expire', async () => {
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
    // a member signed in on the banned browser is held there, and only there
    const member = { ...sameBrowser, is_anonymous: 0 };
    expect(await cache.mayBeBanned(member, 'device-1', Date.now())).toBe(true);
    expect(await cache.mayBeBanned({ ...member, device_id: 'device-1' }, null, Date.now())).toBe(
      false,
    );
    expect(await cache.mayBeBanned(user, null, expiresAt + 1)).toBe(false);
  });
});

describe.each(testEngines())('the ban cache without a version known now (%s)', (engine) => {
  it("never vouches for anyone, so every check reads the person's row", async () => {
    const { store, schema } = openTestStore(engine);
    await migrate(store, schema);
    const cache = new BanCache({ db: store.db, externalVersion: () => undefined });
    const user = toSocketUser(await createGuest(store.db, null));
    expect(await cache.mayBeBanned(user, null, Date.now())).toBe(true);
    // PostgreSQL's store knows no version without a round trip: its entries read the row
    if (engine === 'postgres') expect(store.bansVersion()).toBeUndefined();
    await store.close();
  });
});

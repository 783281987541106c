import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isHeldInStore, writeHold } from '../age/holds.ts';
import { activeBanFor } from '../moderation/store.ts';
import { rankOf, readPage } from '../points/leaderboard.ts';
import { migrate, type Db, type Store } from '../store/db.ts';
import { openTestStore, testEngines } from '../testing/harness.ts';
import {
  liveColumns,
  rowsHolding,
  seedLife,
  seedMember,
  seedPerson,
  type Person,
} from '../testing/people.ts';
import { eraseUser, holdDeletedAccountBan } from './erase.ts';
import { exportUser } from './export.ts';
import { COLUMNS, DEVICE_KEPT_IN, ID_KEPT_IN } from './personal.ts';

const NOW = Date.UTC(2026, 5, 15, 12);
const season = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** What a leaderboard reader could add up: every board's sums, histogram and the others' ranks. */
async function boards(db: Db, others: string[]) {
  const { rows: sums } = await sql<{ board: string; total: number; players: number }>`
    select 'all' as board, sum(points_all_time) as total, count(*) as players from users
    where is_anonymous = 0 and points_all_time > 0
    union all
    select season_id, sum(points), count(*) from season_points where points > 0
    group by season_id order by board`.execute(db);
  const { rows: ledger } = await sql<{ total: number }>`
    select sum(delta) as total from transactions`.execute(db);
  const { rows: histogram } = await sql<{ board: string; points: number; players: number }>`
    select board, points, players from leaderboard_counts where players <> 0
    order by board, points`.execute(db);
  const ranks = [];
  for (const board of ['all', season(NOW), season(NOW - 40 * 86_400_000)])
    for (const id of others) ranks.push(await rankOf(db, board, id));
  return {
    sums: sums.map((r) => `${r.board}:${Number(r.total)}:${Number(r.players)}`),
    ledger: Number(ledger[0]?.total),
    histogram: histogram.map((r) => `${r.board}:${Number(r.points)}:${Number(r.players)}`),
    ranks,
  };
}

describe.each(testEngines())("people's data on %s", (engine) => {
  let store: Store;
  let db: Db;
  let person: Person;
  let others: string[];
  beforeEach(async () => {
    const opened = openTestStore(engine);
    store = opened.store;
    await migrate(store, opened.schema);
    db = store.db;
    person = await seedPerson(db, NOW);
    others = [await seedMember(db, NOW, 'alice'), await seedMember(db, NOW, 'bob')];
    await seedLife(db, person, others, NOW);
  });
  afterEach(() => store.close());

  it('knows what every column of the live schema holds of a person', async () => {
    expect(await liveColumns(db, store.engine)).toEqual(Object.keys(COLUMNS).sort());
  });

  it('leaves no trace of the person in any table and column after deletion', async () => {
    // the person is findable before, so the search below can fail
    expect(await rowsHolding(db, 'users.email', person.email)).toHaveLength(1);
    const erased = await eraseUser(db, person.id, NOW);
    expect(erased?.anonymousId).toBeTruthy();

    const values = [
      person.id,
      person.email,
      person.displayName,
      person.username,
      person.subject,
      person.address,
    ];
    for (const column of await liveColumns(db, store.engine)) {
      for (const value of values) {
        // the append-only action log keeps the bare id of whom an action was about
        if (value === person.id && (ID_KEPT_IN as readonly string[]).includes(column)) continue;
        expect(await rowsHolding(db, column, value), `${column} holds ${value}`).toEqual([]);
      }
      for (const device of person.devices) {
        const rows = await rowsHolding(db, column, device);
        if (!(DEVICE_KEPT_IN as readonly string[]).includes(column)) {
          expect(rows, `${column} holds a device`).toEqual([]);
        } else if (column === 'user_devices.device_id') {
          // kept only while someone's Recent still holds the meeting (nobody's does here)
          expect(rows, 'devices kept without a meeting in anyone’s Recent').toEqual([]);
        } else if (column === 'bans.device_id') {
          // only bans still in force keep the browser
          for (const ban of rows) {
            expect(ban.lifted_at).toBeNull();
            expect(Number(ban.expires_at)).toBeGreaterThan(NOW);
          }
        }
      }
    }
    // what stayed belongs to the anonymous record, which has nothing to say about anyone
    const anonymous = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', erased!.anonymousId!)
      .executeTakeFirstOrThrow();
    expect(anonymous).toMatchObject({
      provider: 'deleted',
      provider_subject: null,
      display_name: null,
      email: null,
      username: null,
      country: null,
      country_code: null,
      device_id: null,
      ui_locale: null,
    });
    const reports = await db.selectFrom('reports').selectAll().execute();
    expect(reports).toHaveLength(2);
    for (const r of reports) expect([r.messages, r.evidence]).toEqual(['[]', null]);
  });

  it('keeps every leaderboard sum, histogram and the other players’ ranks', async () => {
    const before = await boards(db, others);
    expect(before.ledger).toBeGreaterThan(0);
    const listed = (await readPage(db, 'all', undefined, 10)).items;
    expect(listed.map((i) => i.username)).toContain(person.username);
    await eraseUser(db, person.id, NOW);
    expect(await boards(db, others)).toEqual(before);
    // the board still lists the points, under no name
    const page = await readPage(db, 'all', undefined, 10);
    expect(page.items.map((i) => i.username)).not.toContain(person.username);
    expect(page.items.map((i) => i.points)).toEqual(listed.map((i) => i.points));
  });

  it('keeps a ban in force on the person’s browsers, and drops ended ones', async () => {
    await eraseUser(db, person.id, NOW);
    for (const device of person.devices) {
      const guest = {
        id: 'new-guest',
        is_anonymous: 1,
        device_id: device,
        banned_until: null,
        ban_reason: null,
      };
      const ban = await activeBanFor(db, guest, device, NOW);
      expect(ban?.expiresAt).toBe(NOW + 7 * 86_400_000);
    }
    const bans = await db.selectFrom('bans').selectAll().execute();
    expect(bans.filter((b) => b.source === 'operator')).toHaveLength(1);
    expect(bans.filter((b) => b.expires_at <= NOW && b.device_id !== null)).toEqual([]);
  });

  it('keeps an age review hold in force on the person’s browser, and drops a cleared one', async () => {
    const [device] = person.devices;
    await writeHold(db, { userId: person.id, deviceId: device! }, NOW - 1_000);
    await db
      .insertInto('age_holds')
      .values({
        id: 'cleared-hold',
        user_id: person.id,
        device_id: device!,
        created_at: NOW - 90_000,
        cleared_at: NOW - 60_000,
        cleared_by: 'cli',
      })
      .execute();
    await eraseUser(db, person.id, NOW);
    expect(await isHeldInStore(db, 'a-new-guest', [device!])).toBe(true);
    const holds = await db.selectFrom('age_holds').selectAll().execute();
    expect(holds.map((h) => h.cleared_at)).toEqual([null]);
  });

  it('bans a member who signs in again on a browser the deleted account was banned on', async () => {
    await eraseUser(db, person.id, NOW);
    const again = await seedMember(db, NOW, 'zedagain');
    const row = await db
      .selectFrom('users')
      .select(['id', 'is_anonymous', 'device_id', 'banned_until', 'ban_reason'])
      .where('id', '=', again)
      .executeTakeFirstOrThrow();
    expect((await holdDeletedAccountBan(db, row, 'another-browser', NOW)).banned_until).toBeNull();
    const held = await holdDeletedAccountBan(db, row, person.devices[1], NOW);
    expect(held.banned_until).toBe(NOW + 7 * 86_400_000);
    const stored = await db
      .selectFrom('users')
      .select('banned_until')
      .where('id', '=', again)
      .executeTakeFirstOrThrow();
    expect(stored.banned_until).toBe(NOW + 7 * 86_400_000);
  });

  it('exports exactly what the store holds about the person', async () => {
    const data = (await exportUser(db, person.id, NOW))!;
    expect(data.account).toMatchObject({
      id: person.id,
      email: person.email,
      displayName: person.displayName,
      username: person.username,
      uiLocale: 'de',
      guest: false,
    });
    const tx = await db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', person.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(data.pointsTransactions.map((t) => [t.id, t.delta, t.totalAfter])).toEqual(
      tx.map((t) => [t.id, t.delta, Number(t.total_after)]),
    );
    expect(data.pointsTransactions.reduce((s, t) => s + t.delta, 0)).toBe(
      data.account.pointsAllTime,
    );
    expect(data.seasons.map((s) => s.seasonId)).toEqual(
      [season(NOW - 40 * 86_400_000), season(NOW)].sort(),
    );
    expect(data.reportsMade).toEqual([
      expect.objectContaining({
        reason: 'harassment',
        messages: [`hi I am ${person.username}`, 'go away'],
      }),
    ]);
    expect(data.blocks).toEqual([expect.objectContaining({ countryCode: 'FR' })]);
    expect(data.bans.map((b) => b.source)).toEqual(['operator', 'reports']);
    expect(data.devices.map((d) => d.deviceId).sort()).toEqual([...person.devices].sort());
    expect(data.ageGate).toEqual({
      birthDate: '1990-02-03',
      adult: true,
      answeredAt: new Date(NOW - 50 * 86_400_000).toISOString(),
    });
    expect(data.appeals).toEqual([
      expect.objectContaining({
        status: 'open',
        banReason: 'Reported by several people',
        text: `I am ${person.username} and it was not me`,
        decidedAt: null,
      }),
    ]);
    // nobody else's id travels in it
    const text = JSON.stringify(data);
    for (const other of others) expect(text).not.toContain(other);
  });

  it('deletes a guest with nothing to keep without leaving an anonymous record', async () => {
    const guestId = 'guest-0001';
    await db
      .insertInto('users')
      .values({
        id: guestId,
        provider: 'guest',
        provider_subject: null,
        is_anonymous: 1,
        display_name: null,
        email: null,
        username: null,
        username_lower: null,
        username_changed_at: null,
        country: 'Spain',
        country_code: 'ES',
        device_id: 'guest-device-1',
        created_at: NOW,
        last_seen_at: NOW,
        banned_until: null,
        ban_reason: null,
      })
      .execute();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await eraseUser(db, guestId, NOW)).toEqual({ anonymousId: null });
    expect(await count()).toBe(before - 1);
    expect(await eraseUser(db, guestId, NOW)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  guestNameOf,
  type BlocksResponse,
  type ContactAddedPayload,
  type PartnerFound,
  type RecentResponse,
} from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  testEngines,
  type AppClientSocket,
} from '../testing/harness.ts';
import { serverSuite } from '../testing/suite.ts';

let tag = 0;

/**
 * Guests are told apart by their guest name: a random seed kept on the account, sent as
 * indices wherever a guest is named, the same for every viewer and for the guest's whole life.
 */
describe.each(testEngines())('guest names (%s)', (engine) => {
  const suite = serverSuite(engine);
  const { person } = suite;
  const get = async <T>(token: string, path: string) =>
    (await (
      await fetch(`${suite.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  const seedOf = async (id: string) =>
    (
      await suite.server.services.store.db
        .selectFrom('users')
        .select('name_seed')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).name_seed;

  /** a and b meet; resolves with what each was told about the other, then they part. */
  async function meet(a: AppClientSocket, b: AppClientSocket) {
    const interests = [`names${++tag}`];
    const toA = nextEvent<PartnerFound>(a, 'partnerFound');
    const toB = nextEvent<PartnerFound>(b, 'partnerFound');
    await ack(a, 'findPartner', { interests });
    await ack(b, 'findPartner', { interests });
    const found = { a: await toA, b: await toB };
    return found;
  }

  it('names each guest by their own random seed, the same to every viewer and on every screen', async () => {
    const viewer1 = await person();
    const viewer2 = await person();
    const guest = await person();
    const other = await person();
    const seed = await seedOf(guest.id);
    expect(seed).toEqual(expect.any(Number));
    const name = guestNameOf(seed!);

    const first = await meet(viewer1.socket, guest.socket);
    expect(first.a.partnerGuestName).toEqual(name);
    // the partner's name comes with partnerFound; the account id never does
    expect(JSON.stringify(first.a)).not.toContain(guest.id);
    await ack(viewer1.socket, 'leave');
    await ack(guest.socket, 'leave');

    const second = await meet(viewer2.socket, guest.socket);
    expect(second.a.partnerGuestName).toEqual(name);
    await ack(viewer2.socket, 'leave');
    await ack(guest.socket, 'leave');
    await meet(viewer2.socket, other.socket);
    await ack(viewer2.socket, 'leave');

    const recent1 = await get<RecentResponse>(viewer1.token, '/api/recent');
    expect(recent1.items[0]).toMatchObject({ name: 'Guest', guestName: name });
    // two guests in one Recent: each by their own name
    const recent2 = await get<RecentResponse>(viewer2.token, '/api/recent');
    expect(recent2.items.map((i) => i.guestName)).toEqual([
      guestNameOf((await seedOf(other.id))!),
      name,
    ]);
  });

  it('keeps the name for the guest’s life: a new socket, a contact, a block all say the same', async () => {
    const viewer = await person();
    const guest = await person();
    const name = guestNameOf((await seedOf(guest.id))!);
    await meet(viewer.socket, guest.socket);
    const added = nextEvent<ContactAddedPayload>(viewer.socket, 'contactAdded');
    await ack(viewer.socket, 'keepInTouch', { want: true });
    await ack(guest.socket, 'keepInTouch', { want: true });
    expect((await added).contact.guestName).toEqual(name);
    await ack(guest.socket, 'leave');
    guest.socket.disconnect();

    // the same guest on a new socket meets someone new: still the same name
    const again = suite.server.connect(guest.token);
    await connected(again);
    await ack(viewer.socket, 'leave');
    const later = await person();
    const found = await meet(later.socket, again);
    expect(found.a.partnerGuestName).toEqual(name);

    const recent = await get<RecentResponse>(viewer.token, '/api/recent');
    const contacts = await get<{ items: { guestName?: unknown }[] }>(viewer.token, '/api/contacts');
    expect(contacts.items[0]!.guestName).toEqual(name);
    await fetch(`${suite.server.url}/api/recent/${recent.items[0]!.matchId}/block`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    const blocks = await get<BlocksResponse>(viewer.token, '/api/blocks');
    expect(blocks.blocks[0]!.guestName).toEqual(name);
  });

  it('derives the name from the seed alone, not the account: a new seed, a new name, same id', async () => {
    const viewer = await person();
    const guest = await person();
    await suite.server.services.store.db
      .updateTable('users')
      .set({ name_seed: 123_456_789 })
      .where('id', '=', guest.id)
      .execute();
    await meet(viewer.socket, guest.socket);
    const recent = await get<RecentResponse>(viewer.token, '/api/recent');
    expect(recent.items[0]!.guestName).toEqual(guestNameOf(123_456_789));
  });

  it('names a member by their own name, with no guest name', async () => {
    const viewer = await person();
    const member = await person();
    await suite.server.services.store.db
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google', display_name: 'Ada Lovelace' })
      .where('id', '=', member.id)
      .execute();
    // a fresh socket carries the member's new standing
    member.socket.disconnect();
    const signedIn = suite.server.connect(member.token);
    await connected(signedIn);
    await meet(viewer.socket, signedIn);
    const recent = await get<RecentResponse>(viewer.token, '/api/recent');
    expect(recent.items[0]).toMatchObject({ name: 'Ada Lovelace' });
    expect(recent.items[0]!.guestName).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type {
  ContactAddedPayload,
  ContactCallEndedPayload,
  ContactCallPayload,
  ContactPresencePayload,
  ContactsResponse,
  PartnerFound,
  RecentResponse,
} from '../../shared/protocol/index.ts';
import { runAdmin } from '../moderation/cli.ts';
import { recordBan } from '../moderation/store.ts';
import { addMutual } from './store.ts';
import {
  ack,
  connected,
  nextEvent,
  testEngines,
  type AppClientSocket,
} from '../testing/harness.ts';
import { serverSuite } from '../testing/suite.ts';

/** not the default (30 s): what the caller hears is this server's setting */
const RING_SECONDS = 12;

let tag = 0;

describe.each(testEngines())('contacts (%s)', (engine) => {
  const suite = serverSuite(engine, { CONTACT_RING_MS: String(RING_SECONDS * 1000) });
  const { clock, person, api } = suite;
  const contactsOf = async (token: string) =>
    ((await (await api(token, '/api/contacts')).json()) as ContactsResponse).items;

  async function inCall(a: AppClientSocket, b: AppClientSocket) {
    const interests = [`contacts${++tag}`];
    const found = nextEvent<PartnerFound>(b, 'partnerFound');
    await ack(a, 'findPartner', { interests });
    await ack(b, 'findPartner', { interests });
    return (await found).matchId;
  }

  /** Every event a socket receives from now on (the server's 10 s heartbeat aside). */
  function recorder(socket: AppClientSocket) {
    const seen: string[] = [];
    socket.onAny((event: string) => event !== 'ping' && seen.push(event));
    return seen;
  }

  async function contactsPair() {
    const a = await person();
    const b = await person();
    await inCall(a.socket, b.socket);
    const added = nextEvent<ContactAddedPayload>(a.socket, 'contactAdded');
    await ack(a.socket, 'keepInTouch', { want: true });
    await ack(b.socket, 'keepInTouch', { want: true });
    const idOfB = (await added).contact.id;
    await ack(a.socket, 'leave');
    return { a, b, idOfB };
  }

  it('a one-sided wish reaches nobody; both wishes make each a contact of the other', async () => {
    const a = await person();
    const b = await person();
    await inCall(a.socket, b.socket);
    const seenByB = recorder(b.socket);
    expect(await ack(a.socket, 'keepInTouch', { want: true })).toEqual({ ok: true });
    // a round trip of b's own: anything sent to b about a's wish would have arrived first
    expect(await ack(b.socket, 'mediaState', { mic: true, camera: true })).toEqual({ ok: true });
    expect(seenByB).toEqual([]);
    expect(await contactsOf(b.token)).toEqual([]);

    const toA = nextEvent<ContactAddedPayload>(a.socket, 'contactAdded');
    const toB = nextEvent<ContactAddedPayload>(b.socket, 'contactAdded');
    expect(await ack(b.socket, 'keepInTouch', { want: true })).toEqual({ ok: true });
    const [addedA, addedB] = await Promise.all([toA, toB]);
    expect(addedA.contact).toMatchObject({ name: 'Guest', countryCode: expect.any(String) });
    const listA = await contactsOf(a.token);
    expect(listA).toEqual([
      {
        id: addedA.contact.id,
        name: 'Guest',
        guestName: addedA.contact.guestName,
        countryCode: expect.any(String),
        online: true,
        lastMetAt: expect.any(String),
      },
    ]);
    expect((await contactsOf(b.token)).map((c) => c.id)).toEqual([addedB.contact.id]);
    // Recent lists the call on both sides, with the contact marked
    const recent = (await (await api(a.token, '/api/recent')).json()) as RecentResponse;
    expect(recent.items[0]).toMatchObject({ name: 'Guest', isContact: true });
  });

  it('refuses a wish outside a call', async () => {
    const a = await person();
    expect(await ack(a.socket, 'keepInTouch', { want: true })).toMatchObject({
      ok: false,
      code: 'not_in_call',
    });
  });

  it('tells only mutual contacts about presence, and never while appearing offline', async () => {
    const { a, b, idOfB } = await contactsPair();
    const stranger = await person();
    const seenByStranger = recorder(stranger.socket);
    const offline = nextEvent<ContactPresencePayload>(a.socket, 'contactPresence');
    b.socket.disconnect();
    expect(await offline).toEqual({ id: idOfB, online: false });
    expect((await contactsOf(a.token))[0]!.online).toBe(false);

    // b appears offline: coming back says nothing, and the list still shows offline
    expect(
      await (
        await api(b.token, '/api/me/presence', {
          method: 'PUT',
          body: JSON.stringify({ appearOffline: true }),
        })
      ).json(),
    ).toEqual({ appearOffline: true });
    const seenByA = recorder(a.socket);
    const again = suite.server.connect(b.token);
    await connected(again);
    await ack(again, 'mediaState', { mic: true, camera: true });
    await ack(a.socket, 'mediaState', { mic: true, camera: true });
    expect(seenByA).not.toContain('contactPresence');
    expect((await contactsOf(a.token))[0]!.online).toBe(false);
    // and calling them finds them offline too
    expect(await ack(a.socket, 'callContact', { contactId: idOfB })).toMatchObject({
      code: 'contact_offline',
    });
    const online = nextEvent<ContactPresencePayload>(a.socket, 'contactPresence');
    await api(b.token, '/api/me/presence', {
      method: 'PUT',
      body: JSON.stringify({ appearOffline: false }),
    });
    expect(await online).toEqual({ id: idOfB, online: true });
    await ack(stranger.socket, 'mediaState', { mic: true, camera: true });
    expect(seenByStranger).not.toContain('contactPresence');
  });

  it('a banned contact is never seen online and cannot call', async () => {
    const { a, b, idOfB } = await contactsPair();
    await recordBan(suite.server.services.store.db, {
      userId: b.id,
      source: 'operator',
      reason: 'test',
      expiresAt: clock.now() + 60 * 60_000,
      now: clock.now(),
    });
    expect((await contactsOf(a.token))[0]!.online).toBe(false);
    const bSeesA = (await contactsOf(b.token))[0]!.id;
    expect(await ack(b.socket, 'callContact', { contactId: bSeesA })).toMatchObject({
      code: 'banned',
    });
    expect(await ack(a.socket, 'callContact', { contactId: idOfB })).toMatchObject({
      code: 'contact_offline',
    });
  });

  it('a contact signed in on a banned browser is not seen online there, and cannot be called', async () => {
    const { a, b, idOfB } = await contactsPair();
    // b is a member (a guest on a banned browser takes the ban on: it has no other home)
    await suite.server.services.store.db
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google' })
      .where('id', '=', b.id)
      .execute();
    // someone else's browser, banned with its owner
    const owner = await person();
    expect(
      await runAdmin(
        ['ban', owner.id, '--duration', '1d', '--reason', 'spam'],
        suite.server.services.store.db,
        () => undefined,
      ),
    ).toBe(0);
    const gone = nextEvent<ContactPresencePayload>(a.socket, 'contactPresence');
    b.socket.disconnect();
    expect(await gone).toEqual({ id: idOfB, online: false });
    const seenByA = recorder(a.socket);
    // b signs in again on the banned browser
    const there = suite.server.connect(b.token, {
      headers: { cookie: `mu_device=${owner.device}` },
    });
    await connected(there);
    expect(await ack(there, 'findPartner', { interests: [] })).toMatchObject({ code: 'banned' });
    expect((await contactsOf(a.token))[0]!.online).toBe(false);
    expect(await ack(a.socket, 'callContact', { contactId: idOfB })).toMatchObject({
      code: 'contact_offline',
    });
    // nothing told a that b came online
    expect(seenByA).not.toContain('contactPresence');

    // the same person in a browser of their own is there as before
    const online = nextEvent<ContactPresencePayload>(a.socket, 'contactPresence');
    const own = suite.server.connect(b.token);
    await connected(own);
    expect(await online).toEqual({ id: idOfB, online: true });
    expect((await contactsOf(a.token))[0]!.online).toBe(true);
    own.disconnect();
    there.disconnect();
  });

  it('a call answered becomes a call like a random one, with the contact named', async () => {
    const { a, b, idOfB } = await contactsPair();
    const ringing = nextEvent<ContactCallPayload>(b.socket, 'contactCall');
    const res = (await ack(a.socket, 'callContact', { contactId: idOfB })) as {
      ok: true;
      callId: string;
    };
    // the caller is told how long it rings: this server's setting
    expect(res).toEqual({ ok: true, callId: expect.any(String), ringSeconds: RING_SECONDS });
    const call = await ringing;
    expect(call).toMatchObject({ callId: res.callId, from: { name: 'Guest' } });
    const foundA = nextEvent<PartnerFound>(a.socket, 'partnerFound');
    const foundB = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    expect(await ack(b.socket, 'answerContactCall', { callId: call.callId, accept: true })).toEqual(
      { ok: true },
    );
    const [fa, fb] = await Promise.all([foundA, foundB]);
    expect(fa.contactId).toBe(idOfB);
    expect(fb.contactId).toBe(call.from.id);
    expect(fa.matchId).toBe(fb.matchId);
    expect(fa.partnerId).toBe(b.socket.id);
    // the usual call: chat reaches the partner
    const said = nextEvent<{ text: string }>(b.socket, 'receiveMessage');
    await ack(a.socket, 'sendMessage', { text: 'hi again' });
    expect((await said).text).toBe('hi again');
    // in a call, calling a contact waits until the call is left
    expect(await ack(b.socket, 'callContact', { contactId: call.from.id })).toMatchObject({
      code: 'leave_chat_first',
    });
  });

  it('three declines in a row stop calling that contact for 24 hours', async () => {
    const { a, b, idOfB } = await contactsPair();
    for (let i = 0; i < 3; i++) {
      const ringing = nextEvent<ContactCallPayload>(b.socket, 'contactCall');
      const ended = nextEvent<ContactCallEndedPayload>(a.socket, 'contactCallEnded');
      await ack(a.socket, 'callContact', { contactId: idOfB });
      const { callId } = await ringing;
      await ack(b.socket, 'answerContactCall', { callId, accept: false });
      expect(await ended).toEqual({ callId, code: 'declined' });
    }
    const paused = await ack(a.socket, 'callContact', { contactId: idOfB });
    expect(paused).toMatchObject({ ok: false, code: 'calls_paused' });
    clock.advance(24 * 60 * 60_000 + 1);
    const ringing = nextEvent<ContactCallPayload>(b.socket, 'contactCall');
    expect(await ack(a.socket, 'callContact', { contactId: idOfB })).toMatchObject({ ok: true });
    const { callId } = await ringing;
    // nobody answers for 30 s: both sides hear it stopped
    const toA = nextEvent<ContactCallEndedPayload>(a.socket, 'contactCallEnded');
    const toB = nextEvent<ContactCallEndedPayload>(b.socket, 'contactCallEnded');
    clock.advance(30_000);
    suite.server.services.contacts.calls.expire();
    expect(await toA).toEqual({ callId, code: 'no_answer' });
    expect(await toB).toEqual({ callId, code: 'no_answer' });
  });

  it('a block removes the contact on both sides; removing one is silent', async () => {
    const { a, b } = await contactsPair();
    const recent = (await (await api(a.token, '/api/recent')).json()) as RecentResponse;
    const seenByB = recorder(b.socket);
    const res = await api(a.token, `/api/recent/${recent.items[0]!.matchId}/block`, {
      method: 'POST',
    });
    expect(res.status).toBe(204);
    expect(await contactsOf(a.token)).toEqual([]);
    expect(await contactsOf(b.token)).toEqual([]);
    await ack(b.socket, 'mediaState', { mic: true, camera: true });
    expect(seenByB).toEqual([]);

    const other = await contactsPair();
    const id = (await contactsOf(other.a.token))[0]!.id;
    expect((await api(other.a.token, `/api/contacts/${id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await contactsOf(other.b.token)).toEqual([]);
    expect(await api(other.a.token, `/api/contacts/${id}`, { method: 'DELETE' })).toMatchObject({
      status: 404,
    });
  });

  it('a report from Recent reaches the moderation queue with the match', async () => {
    const { a, b } = await contactsPair();
    const recent = (await (await api(a.token, '/api/recent')).json()) as RecentResponse;
    const matchId = recent.items[0]!.matchId;
    const res = await api(a.token, `/api/recent/${matchId}/report`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'harassment' }),
    });
    expect(res.status).toBe(204);
    const rows = await suite.server.services.store.db
      .selectFrom('reports')
      .select(['reporter_id', 'reported_id', 'match_id', 'reason'])
      .where('reporter_id', '=', a.id)
      .execute();
    expect(rows).toEqual([
      { reporter_id: a.id, reported_id: b.id, match_id: matchId, reason: 'harassment' },
    ]);
    const bad = await api(a.token, `/api/recent/${matchId}/report`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'bored' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_input' });
    const unknown = await api(a.token, `/api/recent/not-a-match/report`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'spam' }),
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_your_match' });
  });

  it('an under-18 answer at the gate removes the person from everyone’s contacts', async () => {
    const a = await person();
    // b kept a as a contact (as a guest whose browser has not answered the gate yet)
    const b = await suite.server.guest({ ageGate: false });
    await addMutual(suite.server.services.store.db, a.id, b.user.id, clock.now());
    expect(await contactsOf(a.token)).toHaveLength(1);
    const res = await api(b.token, '/api/age', {
      method: 'POST',
      body: JSON.stringify({ birthDate: '2015-01-01' }),
    });
    expect(res.status).toBe(403);
    expect(await contactsOf(a.token)).toEqual([]);
    expect(await contactsOf(b.token)).toEqual([]);
  });
});

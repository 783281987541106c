import { describe, expect, it } from 'vitest';
import type {
  ContactAddedPayload,
  ContactCallPayload,
  PartnerDisconnected,
  PartnerFound,
} from '../../shared/protocol/index.ts';
import { entryOf } from '../matchmaking/searchers.ts';
import { ack, nextEvent, testEngines, type AppClientSocket } from '../testing/harness.ts';
import { serverSuite } from '../testing/suite.ts';

let tag = 0;

/**
 * A call with a contact that ends never puts either person into the random queue by itself:
 * Next from it ends the call and searches nobody, while a stranger waits to be matched.
 */
describe.each(testEngines())('a contact call that ends (%s)', (engine) => {
  const suite = serverSuite(engine);
  const { clock } = suite;
  const person = async () => (await suite.person()).socket;

  async function randomCall(a: AppClientSocket, b: AppClientSocket, interests: string[]) {
    const found = nextEvent<PartnerFound>(b, 'partnerFound');
    await ack(a, 'findPartner', { interests });
    await ack(b, 'findPartner', { interests });
    return found;
  }

  /** Two contacts in a call `a` placed and `b` answered; the interests they last searched with. */
  async function contactCall(interests: string[]) {
    const a = await person();
    const b = await person();
    await randomCall(a, b, interests);
    const added = nextEvent<ContactAddedPayload>(a, 'contactAdded');
    await ack(a, 'keepInTouch', { want: true });
    await ack(b, 'keepInTouch', { want: true });
    const contactId = (await added).contact.id;
    await ack(a, 'leave');
    const ringing = nextEvent<ContactCallPayload>(b, 'contactCall');
    await ack(a, 'callContact', { contactId });
    const { callId } = await ringing;
    const found = nextEvent<PartnerFound>(a, 'partnerFound');
    await ack(b, 'answerContactCall', { callId, accept: true });
    expect((await found).contactId).toBe(contactId);
    return { a, b };
  }

  it('Next from it ends the call for both and starts no search, while a stranger waits', async () => {
    const interests = [`callends${++tag}`];
    const { a, b } = await contactCall(interests);
    // a stranger waits with the very interests the two last searched with
    const stranger = await person();
    const strangerFound = nextEvent<PartnerFound>(stranger, 'partnerFound', 20_000);
    await ack(stranger, 'findPartner', { interests });
    const told = nextEvent<PartnerDisconnected>(a, 'partnerDisconnected');
    expect(await ack(b, 'nextPartner')).toEqual({
      ok: false,
      code: 'contact_call_ended',
      error: expect.any(String),
    });
    expect(await told).toMatchObject({ code: 'partner_left', params: { how: 'left' } });
    // the queue's next rounds, after anyone may match anyone: nobody of the two is searched for
    clock.advance(10_000);
    await suite.server.services.matches.tick();
    const { matches } = suite.server.services;
    for (const s of [a, b]) {
      expect(matches.isSearching(s.id!)).toBe(false);
      expect(matches.matchOf(s.id!)).toBeUndefined();
    }
    // the stranger is still free: the next person who asks meets them
    const newcomer = await person();
    await ack(newcomer, 'findPartner', { interests });
    expect((await strangerFound).partnerId).toBe(newcomer.id);
  });

  it("a match undone because the caller's socket was gone leaves the callee free to be called", async () => {
    const interests = [`callends${++tag}`];
    const caller = await suite.person();
    const a = caller.socket;
    const b = await person();
    await randomCall(a, b, interests);
    const added = nextEvent<ContactAddedPayload>(a, 'contactAdded');
    await ack(a, 'keepInTouch', { want: true });
    await ack(b, 'keepInTouch', { want: true });
    const contactId = (await added).contact.id;
    await ack(a, 'leave');
    // an answered call becomes a match as the caller's socket goes (a closed tab, a lost
    // network): the match is undone, the callee told
    const { matches, io } = suite.server.services;
    const node = matches.nodeId;
    const found = nextEvent<PartnerFound>(b, 'partnerFound');
    const told = nextEvent<PartnerDisconnected>(b, 'partnerDisconnected');
    const gone = {
      socketId: 'gone',
      userId: caller.id,
      interests: [],
      joinedAt: clock.now(),
      node,
    };
    const callee = entryOf(io.of('/').sockets.get(b.id!)!, [], clock.now(), node);
    matches.connect({ first: gone, second: callee, commonInterests: [], sharedLanguage: null }, [
      'x',
      'y',
    ]);
    await found;
    expect(await told).toMatchObject({ params: { how: 'disconnected' } });
    // nobody sits across from the callee any more: a line goes nowhere, and the next call rings
    expect(matches.matchOf(b.id!)).toBeUndefined();
    expect(await ack(b, 'sendMessage', { text: 'hello?' })).toMatchObject({ code: 'not_in_chat' });
    const ringing = nextEvent<ContactCallPayload>(b, 'contactCall');
    expect(await ack(a, 'callContact', { contactId })).toMatchObject({ ok: true });
    await ringing;
  });

  it('a random call goes on to the next stranger with Next, as before', async () => {
    const interests = [`callends${++tag}`];
    const a = await person();
    const b = await person();
    await randomCall(a, b, interests);
    const stranger = await person();
    await ack(stranger, 'findPartner', { interests });
    const found = nextEvent<PartnerFound>(b, 'partnerFound');
    expect(await ack(b, 'nextPartner')).toEqual({ ok: true });
    expect((await found).partnerId).toBe(stranger.id);
  });
});

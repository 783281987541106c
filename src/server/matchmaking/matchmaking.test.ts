import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  steerableClock,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';

describe('core loop over real sockets', () => {
  let server: TestServer;
  const clock = steerableClock();
  beforeAll(async () => {
    server = await startTestServer({}, 'sqlite', false, clock.now);
  });
  afterAll(() => server.close());

  async function user(): Promise<AppClientSocket> {
    const { token } = await server.guest();
    const socket = server.connect(token);
    await connected(socket);
    return socket;
  }

  async function pair(interests: [string[], string[]] = [[], []]) {
    const a = await user();
    const b = await user();
    const foundA = nextEvent<PartnerFound>(a, 'partnerFound');
    const foundB = nextEvent<PartnerFound>(b, 'partnerFound');
    expect(await ack(a, 'findPartner', { interests: interests[0] })).toEqual({ ok: true });
    expect(await ack(b, 'findPartner', { interests: interests[1] })).toEqual({ ok: true });
    return { a, b, foundA: await foundA, foundB: await foundB };
  }

  it('matches by a common interest and tells both sides who, what in common and where from', async () => {
    const a = await user();
    const b = await user();
    const c = await user();
    const foundA = nextEvent<PartnerFound>(a, 'partnerFound');
    const foundC = nextEvent<PartnerFound>(c, 'partnerFound');
    await ack(a, 'findPartner', { interests: ['  Music ', 'chess', 'CHESS'] });
    await ack(b, 'findPartner', { interests: ['golf'] });
    await ack(c, 'findPartner', { interests: ['chess'] });
    const [fa, fc] = [await foundA, await foundC];
    expect(fa).toMatchObject({
      partnerId: c.id,
      commonInterests: ['chess'],
      country: 'Unknown',
      countryCode: 'UN',
    });
    expect(fc).toMatchObject({ partnerId: a.id, commonInterests: ['chess'] });
    expect(fa.matchId).toBe(fc.matchId);
    expect(fa.polite).not.toBe(fc.polite);
    await ack(b, 'leave');
  });

  it('relays signals only to the current partner', async () => {
    const { a, b } = await pair();
    const stranger = await user();
    const signal = { kind: 'description', description: { type: 'offer', sdp: 'v=0' } };
    const got = nextEvent<{ partnerId: string; signal: unknown }>(b, 'signal');
    expect(await ack(a, 'signal', { partnerId: b.id, signal })).toEqual({ ok: true });
    expect(await got).toEqual({ partnerId: a.id, signal });
    const res = await ack(stranger, 'signal', { partnerId: b.id, signal });
    expect(res).toMatchObject({ ok: false, error: 'You can only signal your current partner.' });
    // b's events arrive in order: the next signal b gets is its partner's, not the stranger's
    const next = nextEvent<{ partnerId: string }>(b, 'signal');
    expect(await ack(a, 'signal', { partnerId: b.id, signal })).toEqual({ ok: true });
    expect((await next).partnerId).toBe(a.id);
  });

  it('relays chat only to the partner, trimmed, and refuses empty messages', async () => {
    const { a, b } = await pair();
    const { a: c, b: d } = await pair();
    const got = nextEvent<{ sender: string; text: string }>(b, 'receiveMessage');
    const toC = nextEvent<{ text: string }>(c, 'receiveMessage');
    expect(await ack(a, 'sendMessage', { text: '  hello there ' })).toEqual({ ok: true });
    expect(await got).toEqual({ sender: 'partner', text: 'hello there' });
    // c's first message is its own partner's, sent after a's: a's never reached c
    expect(await ack(d, 'sendMessage', { text: 'from d' })).toEqual({ ok: true });
    expect((await toC).text).toBe('from d');
    expect(await ack(a, 'sendMessage', { text: '   ' })).toMatchObject({
      ok: false,
      error: 'text: Message is empty',
    });
    expect((await ack(a, 'sendMessage', { text: 'x'.repeat(501) })).ok).toBe(false);
  });

  it('limits chat to 3 messages a second', async () => {
    const { a } = await pair();
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => ack(a, 'sendMessage', { text: `m${i}` })),
    );
    expect(results.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(results[3]).toMatchObject({
      ok: false,
      error: "You're sending messages too fast. Please wait a moment and try again.",
    });
  });

  it('nextPartner tells the partner and searches again', async () => {
    const { a, b } = await pair();
    const left = nextEvent<{ reason: string }>(b, 'partnerDisconnected');
    expect(await ack(a, 'nextPartner')).toEqual({ ok: true });
    expect(await left).toMatchObject({ reason: 'Partner left the chat' });
    expect(server.services.matches.isSearching(a.id!)).toBe(true);
    const d = await user();
    const found = nextEvent<PartnerFound>(a, 'partnerFound');
    await ack(d, 'findPartner', { interests: [] });
    expect((await found).partnerId).toBe(d.id);
    // b is no longer a's partner: chat from b is refused
    expect(await ack(b, 'sendMessage', { text: 'hi?' })).toMatchObject({
      ok: false,
      error: 'You are not in a chat right now.',
      code: 'not_in_chat',
    });
  });

  it('Next and Disconnect are skips: the two are not paired again even when nobody else waits', async () => {
    for (const skip of ['nextPartner', 'leave'] as const) {
      const { a, b } = await pair();
      const left = nextEvent<{ reason: string }>(b, 'partnerDisconnected');
      expect(await ack(a, skip)).toEqual({ ok: true });
      await left;
      // the skipped partner searches again (auto-search); so does the skipper
      expect(await ack(b, 'findPartner', { interests: [] })).toEqual({ ok: true });
      if (skip === 'leave')
        expect(await ack(a, 'findPartner', { interests: [] })).toEqual({ ok: true });
      await server.services.matches.tick();
      expect(server.services.matches.partnerOf(a.id!)).toBeUndefined();
      expect(server.services.matches.isSearching(a.id!)).toBe(true);
      expect(server.services.matches.isSearching(b.id!)).toBe(true);
      // a newcomer meets one of them, and the other keeps searching
      const c = await user();
      const found = nextEvent<PartnerFound>(c, 'partnerFound');
      await ack(c, 'findPartner', { interests: [] });
      expect([a.id, b.id]).toContain((await found).partnerId);
      for (const s of [a, b, c]) s.disconnect();
    }
  });

  it('a partner lost to a dropped connection may be met again when nobody else waits', async () => {
    const { token } = await server.guest();
    const a = server.connect(token);
    await connected(a);
    const b = await user();
    const found = nextEvent<PartnerFound>(b, 'partnerFound');
    await ack(a, 'findPartner', { interests: [] });
    await ack(b, 'findPartner', { interests: [] });
    await found;
    const left = nextEvent<{ reason: string }>(b, 'partnerDisconnected');
    a.disconnect(); // not a skip: nobody chose to leave the other
    await left;
    const back = server.connect(token);
    await connected(back);
    const again = nextEvent<PartnerFound>(back, 'partnerFound');
    await ack(b, 'findPartner', { interests: [] });
    await ack(back, 'findPartner', { interests: [] });
    expect((await again).partnerId).toBe(b.id);
    back.disconnect();
    b.disconnect();
  });

  it('a disconnect tells the partner and removes the user from the queue', async () => {
    const { a, b } = await pair();
    const left = nextEvent<{ reason: string }>(b, 'partnerDisconnected');
    a.disconnect();
    expect(await left).toMatchObject({ reason: 'Partner disconnected' });

    const waiting = await user();
    await ack(waiting, 'findPartner', { interests: [] });
    expect(await server.services.matches.queue.has(waiting.id!)).toBe(true);
    const id = waiting.id!;
    waiting.disconnect();
    await expect.poll(() => server.services.matches.queue.has(id)).toBe(false);
  });

  it('ignores findPartner while already searching', async () => {
    const a = await user();
    await ack(a, 'findPartner', { interests: ['rare-topic'] });
    const size = await server.services.matches.queue.size();
    expect(await ack(a, 'findPartner', { interests: ['other'] })).toEqual({ ok: true });
    expect(await server.services.matches.queue.size()).toBe(size);
    await ack(a, 'leave');
    expect(await server.services.matches.queue.has(a.id!)).toBe(false);
  });

  it('answers bad payloads for every core event with a reason and changes nothing', async () => {
    const { a, b } = await pair();
    const bad: [string, unknown][] = [
      ['findPartner', { interests: 'music' }],
      ['findPartner', { interests: Array.from({ length: 21 }, (_, i) => `i${i}`) }],
      ['findPartner', { interests: ['x'.repeat(61)] }],
      ['findPartner', { interests: [1] }],
      ['findPartner', JSON.parse('{"interests":[],"__proto__":{"polluted":true}}')],
      ['signal', { partnerId: b.id }],
      [
        'signal',
        { partnerId: b.id, signal: { kind: 'description', description: { type: 'bogus' } } },
      ],
      [
        'signal',
        {
          partnerId: b.id,
          signal: { kind: 'candidate', candidate: { candidate: 'x'.repeat(2000) } },
        },
      ],
      ['signal', 'nonsense'],
      ['sendMessage', { text: 42 }],
      ['sendMessage', {}],
      ['sendMessage', { text: 'hi', extra: 1 }],
      ['nextPartner', { please: true }],
      ['leave', 'now'],
      ['profileUpdate', { country: 'X', countryCode: '12' }],
    ];
    for (const [event, payload] of bad) {
      const res = await ack(a, event, payload);
      expect(res.ok, `${event} ${JSON.stringify(payload)}`).toBe(false);
      expect(res.ok ? '' : res.error).toMatch(/\S/);
    }
    // still matched to the same partner, and the partner heard nothing
    expect(server.services.matches.partnerOf(a.id!)).toBe(b.id);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // refused events still count toward the chat limit (3 a second): let the window pass
    clock.advance(1100);
    const got = nextEvent<{ text: string }>(b, 'receiveMessage');
    expect(await ack(a, 'sendMessage', { text: 'still here' })).toEqual({ ok: true });
    expect((await got).text).toBe('still here');
  });

  it('refuses too many interests after normalising and accepts up to ten', async () => {
    const a = await user();
    const eleven = Array.from({ length: 11 }, (_, i) => `topic${i}`);
    expect(await ack(a, 'findPartner', { interests: eleven })).toMatchObject({
      ok: false,
      error: 'Up to 10 interests, please.',
    });
    expect(await server.services.matches.queue.has(a.id!)).toBe(false);
    expect(await ack(a, 'findPartner', { interests: ['x'.repeat(31)] })).toMatchObject({
      ok: false,
      error: 'Each interest can be at most 30 characters.',
    });
  });
});

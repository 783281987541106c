import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerFound } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { FakeSocket } from '../games/testing/fakeSocket.ts';
import { dispatch, incomingOf, initialCallStore, useCall } from '../chat/callStore.ts';
import { CONTACTS } from '../../../shared/protocol/contacts.ts';
import { ContactCalls } from './contactCalls.ts';

vi.mock('../../components/toast.ts', () => ({ notify: vi.fn() }));
vi.mock('../age/ageGate.ts', () => ({ ensureAdult: () => Promise.resolve(true) }));
vi.mock('../../lib/webrtc/media.ts', () => ({
  openCamera: vi.fn(() => Promise.resolve(fakeStream())),
}));

/** A camera whose tracks tell whether they were stopped. */
const tracks: { stopped: boolean }[] = [];
function fakeStream(): MediaStream {
  const track = { stopped: false, stop: () => (track.stopped = true) };
  tracks.push(track);
  return { getTracks: () => [track] } as unknown as MediaStream;
}

const ana = { id: 'c1', name: 'Ana', countryCode: 'PT' };
const bo = { id: 'c2', name: 'Bo', countryCode: 'SE' };

let fake: FakeSocket;
let calls: ContactCalls;
let leftSearch: number;
const state = () => useCall.getState().call;
/** the contact calling this person now (the incoming-call dialog shows them) */
const ringing = () => incomingOf(useCall.getState());
const toasts = () => vi.mocked(notify).mock.calls.map((c) => [c[1], c[2]]);
const settle = () => vi.advanceTimersByTimeAsync(0);
const payloads = (event: string) =>
  fake.sent.filter((s) => s.event === event).map((s) => s.payload);

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(notify).mockClear();
  tracks.length = 0;
  useCall.setState(initialCallStore);
  fake = new FakeSocket('me');
  leftSearch = 0;
  calls = new ContactCalls({
    leaveSearch: () => {
      leftSearch++;
      useCall.setState({ call: { kind: 'idle' } });
    },
  });
  calls.attach(fake.socket);
});
afterEach(() => {
  calls.detach();
  vi.useRealTimers();
});

describe('calling a contact', () => {
  it('opens the camera, rings, and shows the call named by the server', async () => {
    fake.answer('callContact', { ok: true, callId: 'call-1', ringSeconds: 12 } as never);
    await calls.call(ana);
    await settle();
    expect(payloads('callContact')).toEqual([{ contactId: 'c1' }]);
    // how long it rings is the server's word (its CONTACT_RING_MS), not the client's default
    expect(state()).toEqual({
      kind: 'calling',
      role: 'caller',
      contact: ana,
      callId: 'call-1',
      ringSeconds: 12,
    });
    expect(useCall.getState().localStream).not.toBeNull();
    // the match arrives as any match does (the call controller takes it from here)
    fake.serve('partnerFound', { partnerId: 'p', matchId: 'm1', contactId: 'c1' } as PartnerFound);
  });

  it('a refusal lets the camera go and says why in the catalogue words', async () => {
    fake.answer('callContact', {
      ok: false,
      error: 'Your contact is offline right now.',
      code: 'contact_offline',
    });
    await calls.call(ana);
    await settle();
    expect(state().kind).toBe('idle');
    expect(tracks[0]?.stopped).toBe(true);
    expect(toasts()).toEqual([['Could not call Ana', 'Your contact is offline right now.']]);
  });

  it.each([
    ['declined', 'Ana declined your call'],
    ['no_answer', 'Ana did not answer'],
    ['busy', 'Ana is in another call'],
    ['offline', 'Ana is offline'],
    ['cancelled', 'The call to Ana was cancelled'],
  ] as const)('a call that did not connect (%s) ends with its own toast', async (code, title) => {
    fake.answer('callContact', { ok: true, callId: 'call-1' } as never);
    await calls.call(ana);
    await settle();
    fake.serve('contactCallEnded', { callId: 'call-1', code });
    expect(state().kind).toBe('idle');
    expect(tracks[0]?.stopped).toBe(true);
    expect(toasts()[0]?.[0]).toBe(title);
  });

  it('the end of another call changes nothing', async () => {
    fake.answer('callContact', { ok: true, callId: 'call-1' } as never);
    await calls.call(ana);
    await settle();
    fake.serve('contactCallEnded', { callId: 'call-0', code: 'declined' });
    expect(state().kind).toBe('calling');
    expect(toasts()).toEqual([]);
  });

  it('Cancel while it rings hangs up that call', async () => {
    fake.answer('callContact', { ok: true, callId: 'call-1' } as never);
    await calls.call(ana);
    await settle();
    calls.cancel();
    expect(payloads('cancelContactCall')).toEqual([{ callId: 'call-1' }]);
    expect(state().kind).toBe('idle');
    expect(tracks[0]?.stopped).toBe(true);
  });

  it('Cancel before the server named the call hangs it up once named', async () => {
    let reply: ((res: unknown) => void) | undefined;
    const emit = fake.emit.bind(fake);
    vi.spyOn(fake, 'emit').mockImplementation((event, ...args) => {
      if (event !== 'callContact') return emit(event, ...args);
      reply = args.at(-1) as (res: unknown) => void;
      return fake;
    });
    await calls.call(ana);
    await settle();
    calls.cancel();
    expect(state().kind).toBe('idle');
    reply?.({ ok: true, callId: 'call-1' });
    expect(payloads('cancelContactCall')).toEqual([{ callId: 'call-1' }]);
    expect(state().kind).toBe('idle');
  });

  it('a match that came before the ring was named is never hung up', async () => {
    let reply: ((res: unknown) => void) | undefined;
    const emit = fake.emit.bind(fake);
    vi.spyOn(fake, 'emit').mockImplementation((event, ...args) => {
      if (event !== 'callContact') return emit(event, ...args);
      reply = args.at(-1) as (res: unknown) => void;
      return fake;
    });
    await calls.call(ana);
    await settle();
    dispatch({ type: 'partnerFound', partner: { partnerId: 'p', matchId: 'm1' } as PartnerFound });
    reply?.({ ok: true, callId: 'call-1' });
    expect(payloads('cancelContactCall')).toEqual([]);
    expect(state().kind).toBe('connecting');
  });

  it('nobody is called from a call already on', async () => {
    useCall.setState({ call: { kind: 'searching', via: 'home' } });
    await calls.call(ana);
    expect(payloads('callContact')).toEqual([]);
  });
});

describe('a contact calling', () => {
  const ring = { callId: 'call-9', from: bo };

  it('shows the call; Accept opens the camera, then answers', async () => {
    fake.serve('contactCall', ring);
    expect(ringing()).toEqual(ring);
    await calls.accept();
    await settle();
    expect(ringing()).toBeNull();
    expect(payloads('answerContactCall')).toEqual([{ callId: 'call-9', accept: true }]);
    expect(state()).toEqual({ kind: 'calling', role: 'callee', contact: bo, callId: 'call-9' });
    expect(useCall.getState().localStream).not.toBeNull();
  });

  it('Accept during a search from Home leaves the search first', async () => {
    useCall.setState({ call: { kind: 'searching', via: 'home' } });
    fake.serve('contactCall', ring);
    await calls.accept();
    await settle();
    expect(leftSearch).toBe(1);
    expect(state().kind).toBe('calling');
  });

  it('Decline says no to the caller', () => {
    fake.serve('contactCall', ring);
    calls.decline();
    expect(ringing()).toBeNull();
    expect(payloads('answerContactCall')).toEqual([{ callId: 'call-9', accept: false }]);
  });

  it('nothing shows over a call: the server has told the caller this person is busy', () => {
    useCall.setState({ call: { kind: 'betweenPartners', via: 'auto' } });
    fake.serve('contactCall', ring);
    expect(ringing()).toBeNull();
  });

  it('the ring stops when the caller hangs up, and it was a missed call', () => {
    fake.serve('contactCall', ring);
    fake.serve('contactCallEnded', { callId: 'call-9', code: 'cancelled' });
    expect(ringing()).toBeNull();
    expect(toasts()).toEqual([['Missed call from Bo', 'You can call them back from People.']]);
  });

  it('answered in another tab: the ring stops without a word', () => {
    fake.serve('contactCall', ring);
    fake.serve('contactCallEnded', { callId: 'call-9', code: 'answered_elsewhere' });
    expect(ringing()).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it(`stops ringing by itself after ${CONTACTS.ringMs / 1000} s`, async () => {
    fake.serve('contactCall', ring);
    await vi.advanceTimersByTimeAsync(CONTACTS.ringMs - 1);
    expect(ringing()).toEqual(ring);
    await vi.advanceTimersByTimeAsync(1);
    expect(ringing()).toBeNull();
    expect(toasts()[0]?.[0]).toBe('Missed call from Bo');
  });
});

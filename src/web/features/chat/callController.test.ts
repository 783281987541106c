import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerFound } from '../../../shared/protocol/index.ts';
import { FakeSocket } from '../games/testing/fakeSocket.ts';
import { CallController, SEARCH_RETRY_MS, SHOW_MATCH_WITHIN_MS } from './callController.ts';
import { initialCallStore, isMatched, shownPartner, useCall } from './callStore.ts';
import { api } from '../session/session.ts';
import { notify } from '../../components/toast.ts';
import { MATCHING } from '../../../shared/constants.ts';
import { ManualScheduler } from '../../lib/machine.ts';

vi.mock('../../components/toast.ts', () => ({ notify: vi.fn() }));
vi.mock('../session/session.ts', () => ({
  api: { get: vi.fn(() => Promise.resolve({ iceServers: [] })) },
}));
vi.mock('../age/ageGate.ts', () => ({ ensureAdult: () => Promise.resolve(true) }));

/** RTCPeerConnection as far as a call's start needs it; the test settles each description. */
class FakePc {
  static last: FakePc;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  closed = false;
  onconnectionstatechange: (() => void) | null = null;
  private settle: (() => void) | undefined;
  constructor() {
    FakePc.last = this;
  }
  addTrack() {}
  getSenders() {
    return [];
  }
  setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
    return Promise.resolve();
  }
  addIceCandidate() {
    return Promise.resolve();
  }
  /** pending until describe(): the browser is busy making it */
  setLocalDescription() {
    return new Promise<void>((resolve) => {
      this.settle = () => {
        this.localDescription = { type: this.remoteDescription ? 'answer' : 'offer', sdp: 'v=0' };
        resolve();
      };
    });
  }
  describe() {
    this.settle?.();
  }
  close() {
    this.closed = true;
  }
}

const partner = (over: Partial<PartnerFound> = {}): PartnerFound =>
  ({ partnerId: 'them', matchId: 'm1', polite: false, ...over }) as PartnerFound;

let fake: FakeSocket;
let controller: CallController;
const kind = () => useCall.getState().call.kind;
/** the match screen shows the partner */
const shown = () => isMatched(useCall.getState());
const sentSignals = () => fake.sent.filter((s) => s.event === 'signal');
/** The browser makes the polite side's answer: it goes to the partner, and the match shows. */
async function answersAndShows(): Promise<void> {
  FakePc.last.describe();
  await settle();
  expect(sentSignals().map((s) => s.payload)).toEqual([
    {
      partnerId: 'them',
      signal: { kind: 'description', description: { type: 'answer', sdp: 'v=0' } },
    },
  ]);
  expect(kind()).toBe('inCall');
}
/** lets the promise chains of the call's start run */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('RTCPeerConnection', FakePc);
  vi.stubGlobal('window', new EventTarget());
  fake = new FakeSocket('me');
  Object.assign(fake, { connected: true });
  controller = new CallController();
  controller.attach(fake.socket);
  const stream = { getTracks: () => [] } as unknown as MediaStream;
  useCall.setState({
    ...initialCallStore,
    call: { kind: 'searching', via: 'home' },
    localStream: stream,
  });
});
afterEach(() => {
  controller.detach();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a new partner: the call starts before the match screen renders', () => {
  it('sends the offer first, then shows the match', async () => {
    fake.serve('partnerFound', partner());
    await settle();
    // the offer is being made: the screen still shows the search, so no render delays it
    expect(kind()).toBe('connecting');
    expect(shown()).toBe(false);
    expect(sentSignals()).toHaveLength(0);
    FakePc.last.describe();
    await settle();
    expect(sentSignals()[0]?.payload).toEqual({
      partnerId: 'them',
      signal: { kind: 'description', description: { type: 'offer', sdp: 'v=0' } },
    });
    expect(kind()).toBe('inCall');
    expect(shownPartner(useCall.getState())?.partnerId).toBe('them');
  });

  it('the polite side answers the offer that came meanwhile, then shows the match', async () => {
    fake.serve('partnerFound', partner({ polite: true }));
    await settle();
    fake.serve('signal', {
      partnerId: 'them',
      signal: { kind: 'description', description: { type: 'offer', sdp: 'v=0' } },
    });
    await settle();
    expect(shown()).toBe(false);
    await answersAndShows();
  });

  it(`shows the match after ${SHOW_MATCH_WITHIN_MS} ms when the description is slow`, async () => {
    fake.serve('partnerFound', partner({ polite: true }));
    await vi.advanceTimersByTimeAsync(SHOW_MATCH_WITHIN_MS - 1);
    expect(shown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(kind()).toBe('inCall');
  });

  it('a partner who leaves before the screen shows them is never shown', async () => {
    fake.serve('partnerFound', partner());
    await settle();
    const pc = FakePc.last;
    fake.serve('partnerDisconnected', {
      reason: 'Partner disconnected',
      code: 'partner_left',
      params: { how: 'disconnected' },
    });
    await vi.advanceTimersByTimeAsync(SHOW_MATCH_WITHIN_MS);
    expect(pc.closed).toBe(true);
    expect(shownPartner(useCall.getState())).toBeNull();
    expect(shown()).toBe(false);
  });

  it('Next before the screen shows the partner ends that call', async () => {
    fake.serve('partnerFound', partner());
    await settle();
    const pc = FakePc.last;
    controller.next();
    await vi.advanceTimersByTimeAsync(SHOW_MATCH_WITHIN_MS);
    expect(pc.closed).toBe(true);
    expect(useCall.getState().call).toEqual({ kind: 'searching', via: 'home' });
    expect(fake.events()).toContain('nextPartner');
  });
});

describe('the partner signals before this side has its ICE servers', () => {
  /** GET /api/ice still on its way (a page just opened, as for a call to a contact) */
  function iceComing(): () => Promise<void> {
    let deliver!: () => void;
    const iceResponse = new Promise<{ iceServers: [] }>(
      (resolve) => (deliver = () => resolve({ iceServers: [] })),
    );
    vi.mocked(api.get).mockReturnValueOnce(iceResponse as never);
    return async () => {
      deliver();
      await settle();
    };
  }
  const offer = { kind: 'description', description: { type: 'offer', sdp: 'v=0' } } as const;
  const candidate = { kind: 'candidate', candidate: { candidate: 'c1', sdpMid: '0' } } as const;

  it('the offer and candidates that came meanwhile are answered once the peer exists', async () => {
    const iceArrives = iceComing();
    fake.serve('partnerFound', partner({ polite: true }));
    fake.serve('signal', { partnerId: 'them', signal: offer });
    fake.serve('signal', { partnerId: 'them', signal: candidate });
    await settle();
    await iceArrives();
    expect(FakePc.last.remoteDescription).toEqual(offer.description);
    await answersAndShows();
  });

  it('a call to a contact fetches them while its camera opens: the match starts its connection at once', async () => {
    controller.prepareCall();
    await settle();
    const before = FakePc.last;
    fake.serve('partnerFound', partner());
    expect(FakePc.last).not.toBe(before);
  });

  it("an earlier partner's signals never reach the next partner's call", async () => {
    const iceArrives = iceComing();
    fake.serve('partnerFound', partner({ polite: true }));
    fake.serve('signal', { partnerId: 'them', signal: offer });
    controller.next();
    await iceArrives();
    fake.serve('partnerFound', partner({ polite: true, partnerId: 'other', matchId: 'm2' }));
    await settle();
    expect(FakePc.last.remoteDescription).toBeNull();
  });
});

describe('a search while the server is briefly without its database or Redis', () => {
  it('keeps searching and asks again, then is served once it is back', async () => {
    useCall.setState({ call: { kind: 'idle' } });
    fake.answer('findPartner', {
      ok: false,
      error: 'We are briefly out of reach of our data. Please try again in a moment.',
      code: 'unavailable',
    });
    await controller.find(['chess']);
    await settle();
    const searches = () => fake.events().filter((e) => e === 'findPartner').length;
    expect(searches()).toBe(1);
    expect(kind()).toBe('searching');
    fake.answer('findPartner', { ok: true });
    await vi.advanceTimersByTimeAsync(SEARCH_RETRY_MS);
    expect(searches()).toBe(2);
    expect(kind()).toBe('searching');
    // served: no further tries
    await vi.advanceTimersByTimeAsync(SEARCH_RETRY_MS * 3);
    expect(searches()).toBe(2);
  });

  it('stops asking once the person cancels', async () => {
    useCall.setState({ call: { kind: 'idle' } });
    fake.answer('findPartner', { ok: false, error: 'away', code: 'unavailable' });
    await controller.find(['chess']);
    await settle();
    controller.stop();
    await vi.advanceTimersByTimeAsync(SEARCH_RETRY_MS * 3);
    expect(fake.events().filter((e) => e === 'findPartner')).toHaveLength(1);
  });
});

describe('a call with a contact never turns into a search', () => {
  const ana = { id: 'c1', name: 'Ana', countryCode: 'PT' };
  /** the callee answered Ana's call; the match comes, and shows */
  async function inCallWithAna(): Promise<void> {
    useCall.setState({ call: { kind: 'calling', role: 'callee', contact: ana, callId: 'k1' } });
    fake.serve('partnerFound', partner({ contactId: 'c1' }));
    await settle();
    FakePc.last.describe();
    await settle();
    expect(kind()).toBe('inCall');
  }
  /** what was sent after the call came, once the auto-search's wait and more has passed */
  async function sentAfter(from: number): Promise<string[]> {
    await vi.advanceTimersByTimeAsync(MATCHING.autoSearchDelayMs * 6);
    return fake.events().slice(from);
  }
  const lastToast = () => vi.mocked(notify).mock.calls.at(-1);

  it('Ana leaving ends it: idle, no search (auto-search on), and a toast naming her', async () => {
    await inCallWithAna();
    const before = fake.sent.length;
    fake.serve('partnerDisconnected', {
      reason: 'Partner left',
      code: 'partner_left',
      params: { how: 'left' },
    });
    expect(kind()).toBe('idle');
    expect(await sentAfter(before)).not.toContain('findPartner');
    expect(kind()).toBe('idle');
    expect(lastToast()?.[1]).toContain('Ana');
    expect(useCall.getState().localStream).toBeNull();
  });

  it('Next from it leaves the call, and never asks for someone new', async () => {
    await inCallWithAna();
    const before = fake.sent.length;
    controller.next();
    const sent = await sentAfter(before);
    expect(sent).toContain('leave');
    expect(sent).not.toContain('nextPartner');
    expect(sent).not.toContain('findPartner');
    expect(kind()).toBe('idle');
  });

  it('its connection given up by the peer ends it the same way', async () => {
    await inCallWithAna();
    const before = fake.sent.length;
    FakePc.last.connectionState = 'failed';
    // the watchdog is cleared on connect only; a call that never connected gives up at 15 s
    await vi.advanceTimersByTimeAsync(MATCHING.handshakeWatchdogMs);
    const sent = await sentAfter(before);
    expect(sent).not.toContain('nextPartner');
    expect(sent).not.toContain('findPartner');
    expect(kind()).toBe('idle');
    expect(lastToast()?.[1]).toContain('Ana');
  });
});

describe('a search nobody answers, on a clock moved by hand', () => {
  it('ends after 20 s with its toast; asked again after a reconnection, it has its full time', async () => {
    controller.detach();
    const clock = new ManualScheduler();
    controller = new CallController({ scheduler: clock });
    controller.attach(fake.socket);
    // the camera is still open from an earlier call
    const camera = { getTracks: () => [] } as unknown as MediaStream;
    useCall.setState({ call: { kind: 'idle' }, localStream: camera });
    vi.mocked(notify).mockClear();
    await controller.find(['chess']);
    await settle();
    expect(kind()).toBe('searching');
    clock.advance(MATCHING.noMatchTimeoutMs - 5_000);
    // the socket is back: the search is asked again
    (fake as unknown as { serve(event: 'connect'): void }).serve('connect');
    expect(fake.events().filter((e) => e === 'findPartner')).toHaveLength(2);
    clock.advance(MATCHING.noMatchTimeoutMs - 1);
    expect(kind()).toBe('searching');
    clock.advance(1);
    expect(kind()).toBe('idle');
    expect(fake.events().at(-1)).toBe('leave');
    expect(vi.mocked(notify).mock.calls.map((c) => c[1])).toEqual(['No match found']);
  });
});

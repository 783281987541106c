import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RETRY, PeerSession } from './PeerSession.ts';

/** The few parts of RTCPeerConnection a reconnect touches; the state is set by the test. */
class FakePeerConnection {
  connectionState: RTCPeerConnectionState = 'connected';
  iceRestarts = 0;
  onconnectionstatechange: (() => void) | null = null;
  addTrack() {}
  restartIce() {
    this.iceRestarts += 1;
  }
  /** no media yet: the bitrate adaptation finds nothing to adapt */
  getStats() {
    return Promise.resolve(new Map());
  }
  close() {}
}

/** A polite side's session with no tracks, on the fake connection. */
const politeSession = () =>
  new PeerSession({
    polite: true,
    iceServers: [],
    stream: { getTracks: () => [] } as unknown as MediaStream,
    ios: false,
  });

describe('PeerSession after the signalling socket comes back', () => {
  let session: PeerSession;
  const pc = () => session.pc as unknown as FakePeerConnection;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    session = politeSession();
  });
  afterEach(() => {
    session.close();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('leaves a call whose media still flows alone: no ICE restart', () => {
    session.repairIfFailed();
    expect(pc().iceRestarts).toBe(0);
  });

  it('restarts ICE once when the media failed or stalled while the socket was down', () => {
    pc().connectionState = 'failed';
    session.repairIfFailed();
    expect(pc().iceRestarts).toBe(1);
    pc().connectionState = 'disconnected';
    session.repairIfFailed();
    expect(pc().iceRestarts).toBe(2);
  });
});

describe('PeerSession when ICE fails', () => {
  let session: PeerSession;
  let failed: string[];
  const pc = () => session.pc as unknown as FakePeerConnection;
  /** the browser reports a new connection state */
  const becomes = (state: RTCPeerConnectionState) => {
    pc().connectionState = state;
    pc().onconnectionstatechange?.();
  };
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    session = politeSession();
    failed = [];
    session.on('failed', (why) => failed.push(why));
  });
  afterEach(() => {
    session.close();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('a restart that fails at once waits out its time before the next, and recovers when the candidates come', () => {
    becomes('failed');
    expect(pc().iceRestarts).toBe(1);
    // the partner's private address refused by the relay, before their relayed one came
    for (let i = 0; i < 5; i++) {
      becomes('connecting');
      becomes('failed');
    }
    expect(pc().iceRestarts).toBe(1);
    vi.advanceTimersByTime(DEFAULT_RETRY.restartTimeoutMs - 1);
    becomes('connecting');
    becomes('connected');
    vi.advanceTimersByTime(DEFAULT_RETRY.restartTimeoutMs * 3);
    expect(pc().iceRestarts).toBe(1);
    expect(failed).toEqual([]);
  });

  it(`gives up after ${DEFAULT_RETRY.maxIceRestarts} restarts that each had their full time`, () => {
    becomes('failed');
    becomes('connecting');
    becomes('failed');
    vi.advanceTimersByTime(DEFAULT_RETRY.restartTimeoutMs);
    expect(pc().iceRestarts).toBe(2);
    becomes('failed');
    expect(failed).toEqual([]);
    vi.advanceTimersByTime(DEFAULT_RETRY.restartTimeoutMs);
    expect(pc().iceRestarts).toBe(2);
    expect(failed).toHaveLength(1);
  });
});

describe('PeerSession first offer', () => {
  /** Records when setLocalDescription is called; resolves it when the test says. */
  class OfferingPeerConnection extends FakePeerConnection {
    calls = 0;
    localDescription: { type: string; sdp: string } | null = null;
    private done: (() => void) | undefined;
    setLocalDescription() {
      this.calls += 1;
      return new Promise<void>((resolve) => {
        this.done = () => {
          this.localDescription = { type: 'offer', sdp: 'v=0' };
          resolve();
        };
      });
    }
    finish() {
      this.done?.();
    }
  }
  const start = (polite: boolean) =>
    new PeerSession({
      polite,
      iceServers: [],
      stream: { getTracks: () => [] } as unknown as MediaStream,
      ios: false,
    });
  beforeEach(() => vi.stubGlobal('RTCPeerConnection', OfferingPeerConnection));
  afterEach(() => vi.unstubAllGlobals());

  it('the impolite side starts its offer at once, before the page gets to render the match', async () => {
    const session = start(false);
    const pc = session.pc as unknown as OfferingPeerConnection;
    // called synchronously in the constructor: no task or render in between
    expect(pc.calls).toBe(1);
    const signals: unknown[] = [];
    session.on('signal', (s) => signals.push(s));
    pc.finish();
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]).toEqual({ kind: 'description', description: { type: 'offer', sdp: 'v=0' } });
    session.close();
  });

  it('the polite side waits for the offer instead of making one', () => {
    const session = start(true);
    expect((session.pc as unknown as OfferingPeerConnection).calls).toBe(0);
    session.close();
  });
});

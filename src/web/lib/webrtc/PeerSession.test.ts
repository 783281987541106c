import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeerSession } from './PeerSession.ts';

/** The few parts of RTCPeerConnection a reconnect touches; the state is set by the test. */
class FakePeerConnection {
  connectionState: RTCPeerConnectionState = 'connected';
  iceRestarts = 0;
  onconnectionstatechange: (() => void) | null = null;
  addTrack() {}
  restartIce() {
    this.iceRestarts += 1;
  }
  close() {}
}

describe('PeerSession after the signalling socket comes back', () => {
  let session: PeerSession;
  const pc = () => session.pc as unknown as FakePeerConnection;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    session = new PeerSession({
      polite: true,
      iceServers: [],
      stream: { getTracks: () => [] } as unknown as MediaStream,
      ios: false,
    });
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

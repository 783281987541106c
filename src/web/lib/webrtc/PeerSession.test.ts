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

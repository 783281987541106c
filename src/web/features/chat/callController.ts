import { MATCHING } from '../../../shared/constants.ts';
import type {
  IceResponse,
  PartnerFound,
  ServerToClientEvents,
} from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import type { AppClientSocket } from '../../lib/realtime.ts';
import { isIosSafari, openCamera } from '../../lib/webrtc/media.ts';
import { PeerSession } from '../../lib/webrtc/PeerSession.ts';
import { api } from '../session/session.ts';
import { readAutoSearchNext } from '../settings/autoSearch.ts';
import { useCall } from './callStore.ts';

export const MEDIA_REQUIRED = 'We need camera & mic to start. Please allow permissions.';
const NO_MATCH_TEXT =
  "We're new and still growing—fewer people online right now. Try again in a bit.";

/**
 * The core loop on the client, React-free: camera, search, the partner's call, chat and the
 * spec's timers (20 s no-match, 1.2 s auto-search, 15 s handshake watchdog). It writes the
 * call store; components only read the store and call these methods.
 */
export class CallController {
  private socket: AppClientSocket | null = null;
  private peer: PeerSession | null = null;
  private ice: { servers: RTCIceServer[]; at: number } | null = null;
  private noMatchTimer: ReturnType<typeof setTimeout> | undefined;
  private autoTimer: ReturnType<typeof setTimeout> | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private detachSocket: (() => void) | null = null;

  attach(socket: AppClientSocket): void {
    this.detach();
    this.socket = socket;
    const handlers: Partial<ServerToClientEvents> = {
      partnerFound: (p) => void this.onPartnerFound(p),
      signal: ({ partnerId, signal }) => {
        if (partnerId === useCall.getState().partner?.partnerId)
          void this.peer?.handleSignal(signal);
      },
      receiveMessage: (m) => this.onMessage(m.text),
      partnerDisconnected: () => this.onPartnerLeft(),
    };
    const onLost = () => this.onSocketLost();
    for (const [event, fn] of Object.entries(handlers)) socket.on(event as 'ping', fn as never);
    socket.on('disconnect', onLost);
    const offs = [
      ...Object.entries(handlers).map(
        ([event, fn]) =>
          () =>
            socket.off(event as 'ping', fn as never),
      ),
      () => socket.off('disconnect', onLost),
    ];
    this.detachSocket = () => offs.forEach((off) => off());
  }

  detach(): void {
    this.detachSocket?.();
    this.detachSocket = null;
    if (this.socket && useCall.getState().phase !== 'idle') this.stop();
    this.socket = null;
  }

  /** 'Find a Partner': camera first, then the queue. */
  async find(interests: string[]): Promise<void> {
    const state = useCall.getState();
    if (state.phase === 'searching' || state.phase === 'starting' || !this.socket) return;
    useCall.setState({ phase: 'starting', interests, mediaError: null, autoSearching: false });
    const iceReady = this.iceServers();
    try {
      if (!state.localStream) useCall.setState({ localStream: await openCamera(state.facing) });
    } catch {
      useCall.setState({ phase: 'idle', mediaError: MEDIA_REQUIRED });
      notify('error', 'Camera/Mic blocked', 'Please allow access to start a chat.');
      return;
    }
    await iceReady;
    this.search();
  }

  /** 'Next': leave this partner and search again. */
  next(): void {
    if (!this.socket) return;
    this.endPeer();
    useCall.setState({
      phase: 'searching',
      partner: null,
      messages: [],
      unread: 0,
      autoSearching: false,
    });
    this.socket.emit('nextPartner');
    this.armNoMatch();
  }

  /** 'Disconnect': leave, stop searching, say so. */
  disconnect(): void {
    this.stop();
    notify('info', 'You left the chat', 'Tap Find a Partner when you want to meet someone new.');
  }

  cancelAutoSearch(): void {
    this.stop();
    notify('info', 'Auto-search canceled', 'Tap Find a Partner when you are ready.');
  }

  sendMessage(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed || !this.socket || useCall.getState().phase !== 'matched') return false;
    this.socket.emit('sendMessage', { text: trimmed }, (res) => {
      if (!res.ok) notify('error', 'Message not sent', res.error);
    });
    useCall.setState((s) => ({ messages: [...s.messages, { sender: 'you', text: trimmed }] }));
    return true;
  }

  async switchCamera(): Promise<void> {
    const { facing, localStream } = useCall.getState();
    const next = facing === 'user' ? 'environment' : 'user';
    try {
      const fresh = await openCamera(next);
      const track = fresh.getVideoTracks()[0];
      fresh.getAudioTracks().forEach((t) => t.stop());
      if (!track) return;
      await this.peer?.replaceVideoTrack(track);
      localStream?.getVideoTracks().forEach((t) => {
        localStream.removeTrack(t);
        t.stop();
      });
      localStream?.addTrack(track);
      useCall.setState({
        facing: next,
        localStream: localStream ? new MediaStream(localStream.getTracks()) : fresh,
      });
    } catch {
      notify('error', 'Could not switch camera', 'This device may have only one camera.');
    }
  }

  toggleChat(): void {
    useCall.setState((s) => ({ chatOpen: !s.chatOpen, unread: 0 }));
  }

  remoteVideoPlaying(): void {
    if (!useCall.getState().remotePlaying) useCall.setState({ remotePlaying: true });
  }

  /** Leaves everything and releases the camera. */
  stop(): void {
    this.clearTimers();
    this.endPeer();
    this.socket?.emit('leave');
    const { localStream } = useCall.getState();
    localStream?.getTracks().forEach((t) => t.stop());
    useCall.setState({
      phase: 'idle',
      partner: null,
      localStream: null,
      remoteStream: null,
      remotePlaying: false,
      messages: [],
      unread: 0,
      autoSearching: false,
      connection: null,
    });
  }

  private search(): void {
    const socket = this.socket;
    if (!socket) return;
    useCall.setState({ phase: 'searching' });
    socket.emit('findPartner', { interests: useCall.getState().interests }, (res) => {
      if (res.ok) return;
      useCall.setState({ phase: 'idle', autoSearching: false });
      clearTimeout(this.noMatchTimer);
      notify('error', 'Could not start searching', res.error);
    });
    this.armNoMatch();
  }

  private armNoMatch(): void {
    clearTimeout(this.noMatchTimer);
    this.noMatchTimer = setTimeout(() => {
      if (useCall.getState().phase !== 'searching') return;
      this.socket?.emit('leave');
      useCall.setState({ phase: 'idle', autoSearching: false });
      notify('info', 'No match found', NO_MATCH_TEXT);
    }, MATCHING.noMatchTimeoutMs);
  }

  private async iceServers(): Promise<RTCIceServer[]> {
    // TURN credentials live up to an hour; refetch after 20 minutes.
    if (this.ice && Date.now() - this.ice.at < 20 * 60_000) return this.ice.servers;
    try {
      const res = await api.get<IceResponse>('/api/ice');
      this.ice = { servers: res.iceServers, at: Date.now() };
    } catch {
      this.ice = { servers: [], at: 0 };
    }
    return this.ice.servers;
  }

  private async onPartnerFound(partner: PartnerFound): Promise<void> {
    const { localStream } = useCall.getState();
    if (!localStream || !this.socket) return;
    clearTimeout(this.noMatchTimer);
    clearTimeout(this.autoTimer);
    this.endPeer();
    useCall.setState({
      phase: 'matched',
      partner,
      remoteStream: null,
      remotePlaying: false,
      messages: [],
      unread: 0,
      autoSearching: false,
      connection: 'new',
    });
    const socket = this.socket;
    const peer = new PeerSession({
      polite: partner.polite,
      iceServers: this.ice?.servers ?? (await this.iceServers()),
      stream: localStream,
      ios: isIosSafari(),
    });
    this.peer = peer;
    peer.on('signal', (signal) => socket.emit('signal', { partnerId: partner.partnerId, signal }));
    peer.on('remoteStream', (stream) => useCall.setState({ remoteStream: stream }));
    peer.on('state', (connection) => {
      useCall.setState({ connection });
      // The watchdog guards the handshake only: once connected, later blips are the
      // PeerSession's to recover (ICE restart), not a reason to drop the partner.
      if (connection === 'connected') clearTimeout(this.watchdog);
    });
    peer.on('failed', (reason) => {
      notify('error', 'Connection lost', `${reason} Finding someone new.`);
      this.next();
    });
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      if (this.peer === peer && peer.pc.connectionState !== 'connected') {
        notify(
          'info',
          'Could not connect',
          'The call did not connect in time. Finding someone new.',
        );
        this.next();
      }
    }, MATCHING.handshakeWatchdogMs);
  }

  private onMessage(text: string): void {
    useCall.setState((s) => ({
      messages: [...s.messages, { sender: 'partner', text }],
      unread: s.chatOpen ? s.unread : s.unread + 1,
    }));
  }

  private onPartnerLeft(): void {
    if (useCall.getState().phase !== 'matched') return;
    this.endPeer();
    useCall.setState({
      partner: null,
      remoteStream: null,
      remotePlaying: false,
      messages: [],
      unread: 0,
    });
    if (readAutoSearchNext()) {
      notify('info', 'Partner left the chat');
      useCall.setState({ phase: 'searching', autoSearching: true });
      this.autoTimer = setTimeout(() => {
        if (useCall.getState().autoSearching) this.search();
      }, MATCHING.autoSearchDelayMs);
    } else {
      useCall.setState({ phase: 'idle' });
      notify('info', 'Partner left the chat', 'Tap Find a Partner to meet someone new.');
    }
  }

  private onSocketLost(): void {
    if (useCall.getState().phase === 'idle') return;
    this.stop();
    notify(
      'error',
      'Connection to the server lost',
      'Reconnecting… Tap Find a Partner to try again.',
    );
  }

  private endPeer(): void {
    clearTimeout(this.watchdog);
    this.peer?.close();
    this.peer = null;
  }

  private clearTimers(): void {
    clearTimeout(this.noMatchTimer);
    clearTimeout(this.autoTimer);
    clearTimeout(this.watchdog);
  }
}

/** The app's one call controller. */
export const callController = new CallController();

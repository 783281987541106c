import { searchPreferences } from '../languages/spoken.ts';
import { MATCHING } from '../../../shared/constants.ts';
import { showWarning } from '../moderation/standing.ts';
import type {
  ContactPerson,
  MatchResumedPayload,
  PartnerFound,
  SignalPayload,
} from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import type { AppClientSocket } from '../../lib/realtime.ts';
import { subscribe } from '../../lib/subscribe.ts';
import { isIosSafari, openCamera } from '../../lib/webrtc/media.ts';
import { PeerSession } from '../../lib/webrtc/PeerSession.ts';
import { ensureAdult } from '../age/ageGate.ts';
import { readAutoSearchNext } from '../settings/autoSearch.ts';
import { hasRelay, readRelayCalls } from '../settings/relayCalls.ts';
import { dispatch, isMatched, meeting, useCall } from './callStore.ts';
import type { CallEvent } from './callMachine.ts';
import { ChatLog } from './chatLog.ts';
import { EarlySignals } from './earlySignals.ts';
import * as endings from './endings.ts';
import { IceServers } from './iceServers.ts';
import { keepPartnerSeat } from './partnerSeatKeeper.ts';
import { say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';
import { heldForReview } from '../moderation/ageReview.ts';

/** The wait before a search refused as briefly unavailable is sent again. */
export const SEARCH_RETRY_MS = 2_000;

/** The longest the match screen waits for this side's offer or answer (see onPartnerFound). */
export const SHOW_MATCH_WITHIN_MS = 150;

const kind = () => useCall.getState().call.kind;
/** The partner whose call this is, shown or still starting. */
const current = () => meeting(useCall.getState())?.partner ?? null;
/** The contact this call is with (placed or answered on People), else null. */
const contact = () => meeting(useCall.getState())?.contact ?? null;

/**
 * The core loop on the client, React-free: camera, search, the partner's call, chat and the
 * spec's timers (20 s no-match, 1.2 s auto-search, 15 s handshake watchdog). What the call is
 * at any moment is the call machine's state (callMachine.ts): this class does the effects and
 * dispatches what happened; components read the store and call these methods.
 */
export class CallController {
  private socket: AppClientSocket | null = null;
  private peer: PeerSession | null = null;
  private readonly ice = new IceServers();
  private noMatchTimer: ReturnType<typeof setTimeout> | undefined;
  private searchRetryTimer: ReturnType<typeof setTimeout> | undefined;
  private autoTimer: ReturnType<typeof setTimeout> | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private detachSocket: (() => void) | null = null;
  private readonly chat = new ChatLog(() => this.socket);
  /** the partner's signals that came before this side's peer existed */
  private readonly early = new EarlySignals();

  attach(socket: AppClientSocket): void {
    this.detach();
    this.socket = socket;
    // Closing the tab is leaving on purpose: end at once instead of after the grace period.
    const onPageHide = (e: PageTransitionEvent) => {
      if (!e.persisted && isMatched(useCall.getState())) socket.emit('leave');
    };
    window.addEventListener('pagehide', onPageHide);
    const offs = [
      subscribe(socket, {
        partnerFound: (p) => void this.onPartnerFound(p),
        signal: ({ partnerId, signal }) => this.onSignal(partnerId, signal),
        receiveMessage: (m) => this.chat.received(m.text, m.held),
        partnerDisconnected: ({ params }) =>
          this.onPartnerLeft(undefined, params?.how === 'disconnected' ? 'lost' : 'left'),
        partnerReconnecting: ({ matchId }) => dispatch({ type: 'partnerDropped', matchId }),
        matchResumed: (p) => this.onResumed(p),
        // the server's notices carry a code; the one it sends today is about a second tab
        notice: ({ code, message }) => {
          if (code === 'openInAnotherTab')
            notify('info', i18n._('chat.toast.otherTab'), say({ code, message }));
          // held for an age review: the server ended the call; the screen says why
          if (heldForReview({ code })) this.stop();
        },
        // Media flows peer to peer, so a call goes on while our socket is away.
        disconnect: () => dispatch({ type: 'socketLost' }),
        connect: () => this.onReconnected(),
      }),
      keepPartnerSeat(() => this.socket),
      () => window.removeEventListener('pagehide', onPageHide),
    ];
    this.detachSocket = () => offs.forEach((off) => off());
  }

  detach(): void {
    this.detachSocket?.();
    this.detachSocket = null;
    if (this.socket && kind() !== 'idle') this.stop();
    this.socket = null;
  }

  /** 'Find a Partner': camera first, then the queue. */
  async find(interests: string[]): Promise<void> {
    if (!this.socket || kind() !== 'idle') return;
    // the 18+ gate comes first: no camera and no search until this person has passed it
    if (!(await ensureAdult()) || kind() !== 'idle') return;
    const { localStream, facing } = useCall.getState();
    dispatch({ type: 'find' }, { interests, mediaError: null });
    const iceReady = this.ice.fresh();
    try {
      if (!localStream) {
        const stream = await openCamera(facing);
        // canceled (or Home left) while the camera opened: release it at once
        if (kind() !== 'starting') return stream.getTracks().forEach((t) => t.stop());
        useCall.setState({ localStream: stream });
      }
    } catch {
      // Home shows this text as it is: worded in the language of the moment it failed
      dispatch({ type: 'cameraFailed' }, { mediaError: i18n._('chat.mediaRequired') });
      return endings.tellCameraBlocked();
    }
    await iceReady;
    if (kind() === 'starting') this.search();
  }

  /**
   * A call to a contact is being placed or answered: the ICE servers are fetched while the
   * camera opens, as a search does, so the match starts its connection at once.
   */
  prepareCall(): void {
    void this.ice.fresh();
  }

  /** 'Next': leave this partner and search again (a call with a contact just ends). */
  next(): void {
    if (!this.socket || !current()) return;
    const friend = contact();
    if (friend) return this.endContactCall({ type: 'next' }, friend, 'you');
    this.endPeer();
    dispatch({ type: 'next' });
    this.socket.emit('nextPartner', (res) => {
      if (res.ok) return;
      // Refused (too many skips): the server kept the match, so leave it, or the partner
      // would stare at a frozen frame; and say why instead of searching in vain.
      this.stop();
      if (!heldForReview(res)) notify('error', i18n._('chat.toast.skipFailed'), say(res));
    });
    this.armNoMatch();
  }

  /** 'Disconnect': leave, stop searching, say so. */
  disconnect(): void {
    const friend = contact();
    this.stop();
    if (friend) return endings.tellContactEnded(friend, 'you');
    endings.tellLeft();
  }

  cancelAutoSearch(): void {
    this.stop();
    endings.tellAutoSearchCanceled();
  }

  sendMessage(text: string): boolean {
    return this.chat.send(text);
  }

  /** Sends a refused message again, in its place in the log. */
  retryMessage(id: number): void {
    this.chat.retry(id);
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
      notify(
        'error',
        i18n._('chat.toast.switchCameraFailed.title'),
        i18n._('chat.toast.switchCameraFailed.body'),
      );
    }
  }

  toggleChat(): void {
    dispatch({ type: 'read' }, { chatOpen: !useCall.getState().chatOpen });
  }

  remoteVideoPlaying(): void {
    dispatch({ type: 'playing' });
  }

  /** Leaves everything and releases the camera. */
  stop(): void {
    this.release({ type: 'stop' });
  }

  /** Leaves the match and the queue, releases the camera, and tells the machine `event`. */
  private release(event: CallEvent): void {
    this.clearTimers();
    this.endPeer();
    this.socket?.emit('leave');
    useCall
      .getState()
      .localStream?.getTracks()
      .forEach((t) => t.stop());
    dispatch(event, { localStream: null });
  }

  /** A contact's call ended: the machine goes idle, never searching; ContactsBridge shows People. */
  private endContactCall(event: CallEvent, friend: ContactPerson, how: endings.ContactEnd): void {
    this.release(event);
    endings.tellContactEnded(friend, how);
  }

  private search(): void {
    const socket = this.socket;
    if (!socket || !dispatch({ type: 'search' })) return;
    this.askForPartner(socket);
    this.armNoMatch();
  }

  private askForPartner(socket: AppClientSocket): void {
    const wish = { interests: useCall.getState().interests, ...searchPreferences() };
    socket.emit('findPartner', wish, (res) => {
      if (res.ok) return;
      // the server's database or Redis is briefly away (a restart): still searching, it asks
      // again shortly; the no-match timer still ends a search that never gets through
      if (res.code === 'unavailable' && kind() === 'searching') {
        clearTimeout(this.searchRetryTimer);
        this.searchRetryTimer = setTimeout(() => {
          if (kind() === 'searching' && this.socket === socket) this.askForPartner(socket);
        }, SEARCH_RETRY_MS);
        return;
      }
      dispatch({ type: 'searchRefused' });
      clearTimeout(this.noMatchTimer);
      // an operator's warning: the person reads and acknowledges it, and the search they asked
      // for starts then
      if (res.code === 'warned')
        return void showWarning(() => void this.find(useCall.getState().interests));
      if (heldForReview(res)) return this.stop();
      notify('error', i18n._('chat.toast.searchFailed'), say(res));
    });
  }

  private armNoMatch(): void {
    clearTimeout(this.noMatchTimer);
    this.noMatchTimer = setTimeout(() => {
      if (kind() !== 'searching') return;
      this.stop();
      endings.tellNoMatch();
    }, MATCHING.noMatchTimeoutMs);
  }

  /**
   * A partner: the call starts at once, the match screen a moment later. Rendering it is a
   * long task (50–70 ms on a small device), and the offer or answer would wait behind it (its
   * promise settles on the main thread), holding up both sides' ICE. So the machine stays
   * 'connecting' (the search still on screen) until this side's first description is out, or
   * SHOW_MATCH_WITHIN_MS has passed. Leaving, Next and the partner leaving all end it meanwhile.
   */
  private async onPartnerFound(partner: PartnerFound): Promise<void> {
    const { localStream } = useCall.getState();
    if (!localStream || !this.socket) return;
    this.endPeer();
    if (!dispatch({ type: 'partnerFound', partner })) return;
    clearTimeout(this.noMatchTimer);
    clearTimeout(this.autoTimer);
    const socket = this.socket;
    const iceServers = this.ice.known ?? (await this.ice.fresh());
    if (current()?.matchId !== partner.matchId) return; // ended while the ICE servers came
    const peer = new PeerSession({
      polite: partner.polite,
      iceServers,
      stream: localStream,
      ios: isIosSafari(),
      // "hide my IP" (Settings) holds only when the server has a relay to hide behind
      relayOnly: readRelayCalls() && hasRelay(iceServers),
    });
    this.peer = peer;
    // what the partner sent while the ICE servers came, in the order it came
    const early = this.early.take(partner.matchId);
    // the partner's socket id changes when either side reconnects; while we are offline a
    // signal could only reach a stale id, and an ICE restart after resuming sends fresh ones
    peer.on('signal', (signal) => {
      const partnerId = current()?.partnerId;
      if (partnerId && socket.connected) socket.emit('signal', { partnerId, signal });
    });
    peer.on('remoteStream', (stream) => dispatch({ type: 'remoteStream', stream }));
    peer.on('state', (connection) => {
      dispatch({ type: 'peerState', connection });
      // The watchdog guards the handshake only: once connected, later blips are the
      // PeerSession's to recover (ICE restart), not a reason to drop the partner.
      if (connection === 'connected') clearTimeout(this.watchdog);
    });
    // the peer's one reason for giving up is the lost connection, said here in the page's language
    peer.on('failed', () => this.giveUp('lost'));
    for (const signal of early) void peer.handleSignal(signal);
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      if (this.peer === peer && peer.pc.connectionState !== 'connected')
        this.giveUp('notConnected');
    }, MATCHING.handshakeWatchdogMs);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      peer.firstDescription,
      new Promise((resolve) => (timer = setTimeout(resolve, SHOW_MATCH_WITHIN_MS))),
    ]);
    clearTimeout(timer);
    if (this.peer === peer) dispatch({ type: 'shown' });
  }

  /** The call was lost or never connected: a contact's call ends, a stranger's moves on. */
  private giveUp(how: 'lost' | 'notConnected'): void {
    const friend = contact();
    if (friend) return this.endContactCall({ type: 'next' }, friend, how);
    endings.tellGaveUp(how);
    this.next();
  }

  private onSignal(partnerId: string, signal: SignalPayload): void {
    const meeting = current();
    if (!meeting || partnerId !== meeting.partnerId) return;
    if (this.peer) return void this.peer.handleSignal(signal);
    this.early.hold(meeting.matchId, signal);
  }

  private onPartnerLeft(title?: string, how: endings.ContactEnd = 'left'): void {
    if (!current()) return; // no partner, shown or still starting
    const friend = contact();
    // a call with a contact never turns into a search by itself, whatever the setting says
    if (friend) return this.endContactCall({ type: 'partnerLeft' }, friend, how);
    this.endPeer();
    const searching = readAutoSearchNext();
    if (!searching) this.stop();
    endings.tellPartnerLeft(title, searching);
    if (!searching) return;
    dispatch({ type: 'partnerLeft' });
    clearTimeout(this.autoTimer);
    this.autoTimer = setTimeout(() => {
      if (kind() === 'betweenPartners') this.search();
    }, MATCHING.autoSearchDelayMs);
  }

  /**
   * The socket is back. A call resumes its match (the server waited for us for a grace
   * period); a search is asked again (asking while already queued changes nothing).
   */
  private onReconnected(): void {
    const { socket } = this;
    const { call } = useCall.getState();
    if (!socket) return;
    if (call.kind === 'searching') {
      this.askForPartner(socket);
      this.armNoMatch();
    }
    if (call.kind !== 'reconnecting') return;
    const { matchId } = call.meeting.partner;
    socket.emit('resumeMatch', { matchId }, (res) => {
      if (res.ok || current()?.matchId !== matchId) return;
      if (heldForReview(res)) return this.stop();
      this.onPartnerLeft(i18n._('chat.toast.endedWhileAway'), 'away');
    });
  }

  /** Either side is back: the partner's socket id is new; repair media only if it failed. */
  private onResumed({ matchId, partnerId, partnerAway }: MatchResumedPayload): void {
    if (current()?.matchId !== matchId) return;
    dispatch({ type: partnerAway ? 'resumedAway' : 'resumed', matchId, partnerId });
    if (!partnerAway) this.peer?.repairIfFailed();
  }

  private endPeer(): void {
    clearTimeout(this.watchdog);
    this.early.clear();
    this.peer?.close();
    this.peer = null;
  }

  private clearTimers(): void {
    clearTimeout(this.noMatchTimer);
    clearTimeout(this.searchRetryTimer);
    clearTimeout(this.autoTimer);
    clearTimeout(this.watchdog);
  }
}

/** The app's one call controller. */
export const callController = new CallController();

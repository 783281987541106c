import { searchPreferences } from '../languages/spoken.ts';
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
import { realScheduler, StateTimers, type Scheduler } from '../../lib/machine.ts';
import { isIosSafari } from '../../lib/webrtc/media.ts';
import { PeerSession } from '../../lib/webrtc/PeerSession.ts';
import { ensureAdult } from '../age/ageGate.ts';
import { readAutoSearchNext } from '../settings/autoSearch.ts';
import { hasRelay, readRelayCalls } from '../settings/relayCalls.ts';
import { dispatch, isMatched, meeting, useCall } from './callStore.ts';
import type { CallEvent, CallState } from './callMachine.ts';
import { callTimersOf, type CallTimer } from './callTimers.ts';
import { camera } from './camera.ts';
import { ChatLog } from './chatLog.ts';
import * as endings from './endings.ts';
import { IceServers } from './iceServers.ts';
import { keepPartnerSeat } from './partnerSeatKeeper.ts';
import { say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';
import { heldForReview } from '../moderation/ageReview.ts';

export { SEARCH_RETRY_MS, SHOW_MATCH_WITHIN_MS } from './callTimers.ts';

const kind = () => useCall.getState().call.kind;
/** The partner whose call this is, shown or still starting. */
const current = () => meeting(useCall.getState())?.partner ?? null;
/** The contact this call is with (placed or answered on People), else null. */
const contact = () => meeting(useCall.getState())?.contact ?? null;

/**
 * The core loop on the client, React-free: search, the partner's call and chat. What the call
 * is at any moment is the call machine's state (callMachine.ts), and the spec's timers (20 s
 * no-match, 1.2 s auto-search, 15 s handshake watchdog, the partner's seat kept while they are
 * away) run with the states that own them (callTimers.ts); the camera is the CameraSession
 * every call shares (camera.ts). This class does the effects, dispatches what happened, and
 * says what a timer that ran out does. Components read the store and call these methods.
 */
export class CallController {
  private socket: AppClientSocket | null = null;
  private peer: PeerSession | null = null;
  private readonly ice = new IceServers();
  private readonly timers: StateTimers<CallState, CallTimer>;
  private detachSocket: (() => void) | null = null;
  private readonly chat = new ChatLog(() => this.socket);

  constructor(options: { scheduler?: Scheduler } = {}) {
    this.timers = new StateTimers(
      callTimersOf,
      (timer) => this.timedOut(timer),
      options.scheduler ?? realScheduler,
    );
  }

  attach(socket: AppClientSocket): void {
    this.detach();
    this.socket = socket;
    // the timers follow the state, however it changes
    this.timers.sync(useCall.getState().call);
    const offTimers = useCall.subscribe((s, prev) => {
      if (s.call !== prev.call) this.timers.sync(s.call);
    });
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
      () => window.removeEventListener('pagehide', onPageHide),
      offTimers,
    ];
    this.detachSocket = () => offs.forEach((off) => off());
  }

  detach(): void {
    this.detachSocket?.();
    this.detachSocket = null;
    if (this.socket && kind() !== 'idle') this.stop();
    this.timers.stop();
    this.socket = null;
  }

  /** 'Find a Partner': camera first, then the queue. */
  async find(interests: string[]): Promise<void> {
    if (!this.socket || kind() !== 'idle') return;
    // the 18+ gate comes first: no camera and no search until this person has passed it
    if (!(await ensureAdult()) || kind() !== 'idle') return;
    dispatch({ type: 'find' }, { interests, mediaError: null });
    const iceReady = this.ice.fresh();
    // canceled (or Home left) while the camera opened: it is released at once
    const opened = await camera.open(() => kind() === 'starting');
    if (opened === 'canceled') return;
    if (opened === 'blocked') {
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
    const turned = await camera.turn(async (track) => {
      await this.peer?.replaceVideoTrack(track);
    });
    if (!turned)
      notify(
        'error',
        i18n._('chat.toast.switchCameraFailed.title'),
        i18n._('chat.toast.switchCameraFailed.body'),
      );
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
    this.endPeer();
    this.socket?.emit('leave');
    camera.stop();
    dispatch(event);
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
  }

  private askForPartner(socket: AppClientSocket): void {
    const wish = { interests: useCall.getState().interests, ...searchPreferences() };
    socket.emit('findPartner', wish, (res) => {
      if (res.ok) return;
      // the server's database or Redis is briefly away (a restart): still searching, it asks
      // again shortly (searchRetry); the no-match timer still ends a search that never gets
      // through
      if (res.code === 'unavailable' && kind() === 'searching')
        return void dispatch({ type: 'searchUnavailable' });
      dispatch({ type: 'searchRefused' });
      // an operator's warning: the person reads and acknowledges it, and the search they asked
      // for starts then
      if (res.code === 'warned')
        return void showWarning(() => void this.find(useCall.getState().interests));
      if (heldForReview(res)) return this.stop();
      notify('error', i18n._('chat.toast.searchFailed'), say(res));
    });
  }

  /** A timer ran out: it runs only in the states that own it, so it is still wanted. */
  private timedOut(timer: CallTimer): void {
    switch (timer) {
      case 'noMatch':
        this.stop();
        return endings.tellNoMatch();
      case 'searchRetry':
        if (this.socket) this.askForPartner(this.socket);
        return;
      case 'autoSearch':
        return this.search();
      case 'handshake':
        return this.giveUp('notConnected');
      case 'showMatch':
        return void dispatch({ type: 'shown' });
      case 'keepSeat':
        return keepPartnerSeat(useCall.getState().call, this.socket);
    }
  }

  /**
   * A partner: the call starts at once, the match screen a moment later. Rendering it is a
   * long task (50–70 ms on a small device), and the offer or answer would wait behind it (its
   * promise settles on the main thread), holding up both sides' ICE. So the machine stays
   * 'connecting' (the search still on screen) until this side's first description is out, or
   * SHOW_MATCH_WITHIN_MS has passed (showMatch). Leaving, Next and the partner leaving all end
   * it meanwhile.
   */
  private async onPartnerFound(partner: PartnerFound): Promise<void> {
    const { localStream } = useCall.getState();
    if (!localStream || !this.socket) return;
    this.endPeer();
    if (!dispatch({ type: 'partnerFound', partner })) return;
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
    const early = meeting(useCall.getState())?.held ?? [];
    dispatch({ type: 'peerStarted' });
    // the partner's socket id changes when either side reconnects; while we are offline a
    // signal could only reach a stale id, and an ICE restart after resuming sends fresh ones
    peer.on('signal', (signal) => {
      const partnerId = current()?.partnerId;
      if (partnerId && socket.connected) socket.emit('signal', { partnerId, signal });
    });
    peer.on('remoteStream', (stream) => dispatch({ type: 'remoteStream', stream }));
    // once connected, the handshake watchdog stops (callTimers.ts)
    peer.on('state', (connection) => dispatch({ type: 'peerState', connection }));
    // the peer's one reason for giving up is the lost connection, said here in the page's language
    peer.on('failed', () => this.giveUp('lost'));
    for (const signal of early) void peer.handleSignal(signal);
    await peer.firstDescription;
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
    dispatch({ type: 'signalHeld', signal });
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
    // the auto search starts 1.2 s later (autoSearch)
    dispatch({ type: 'partnerLeft' });
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
      dispatch({ type: 'searchAgain' });
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
    this.peer?.close();
    this.peer = null;
  }
}

/** The app's one call controller. */
export const callController = new CallController();

import type {
  ContactCallEndedPayload,
  ContactCallPayload,
  ContactPerson,
} from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';
import { whenAnswered } from '../../lib/answered.ts';
import type { AppClientSocket } from '../../lib/realtime.ts';
import { realScheduler, StateTimers, type Scheduler } from '../../lib/machine.ts';
import { subscribe } from '../../lib/subscribe.ts';
import { ensureAdult } from '../age/ageGate.ts';
import { meetingOf, type CallState } from '../chat/callMachine.ts';
import { dispatch, dispatchRing, incomingOf, onCallScreen, useCall } from '../chat/callStore.ts';
import { camera } from '../chat/camera.ts';
import { ringTimersOf, type RingState, type RingTimer } from '../chat/ringing.ts';
import { CALL_ENDED, missedCall } from './words.ts';
import { shownName } from '../guests/names.ts';
import { heldForReview } from '../moderation/ageReview.ts';

type Calling = Extract<CallState, { kind: 'calling' }>;

const kind = () => useCall.getState().call.kind;
const calling = (): Calling | null => {
  const { call } = useCall.getState();
  return call.kind === 'calling' ? call : null;
};

/**
 * Calls with contacts, React-free: placing one (camera first, then the ring), hanging up while
 * it rings, and the incoming call's ring, answer and decline. What the call is lives in the
 * call machine (`calling`), the incoming ring in its ring region (ringing.ts), whose timer
 * says a call was missed. Once the server matches the two, partnerFound carries the call into
 * the call machine as any match (CallController).
 */
export class ContactCalls {
  private socket: AppClientSocket | null = null;
  private detachSocket: (() => void) | null = null;
  private readonly ringTimers: StateTimers<RingState, RingTimer>;
  /** stops whatever a search underway was doing, before an accepted call takes its place */
  private readonly leaveSearch: () => void;
  /** gets the call's connection ready (its ICE servers) while the camera opens */
  private readonly prepare: () => void;

  constructor(options: { leaveSearch: () => void; prepare?: () => void; scheduler?: Scheduler }) {
    this.leaveSearch = options.leaveSearch;
    this.prepare = options.prepare ?? (() => undefined);
    this.ringTimers = new StateTimers(
      ringTimersOf,
      () => this.missed(),
      options.scheduler ?? realScheduler,
    );
  }

  attach(socket: AppClientSocket): void {
    this.detach();
    this.socket = socket;
    this.ringTimers.sync(useCall.getState().ring);
    const offs = [
      subscribe(socket, {
        contactCall: (p) => this.onIncoming(p),
        contactCallEnded: (p) => this.onEnded(p),
        disconnect: () => this.onSocketLost(),
      }),
      // the ring's timer follows the ring, however it changes
      useCall.subscribe((s, prev) => {
        if (s.ring !== prev.ring) this.ringTimers.sync(s.ring);
      }),
    ];
    this.detachSocket = () => offs.forEach((off) => off());
  }

  detach(): void {
    this.detachSocket?.();
    this.detachSocket = null;
    dispatchRing({ type: 'hush' });
    this.ringTimers.stop();
    if (calling()) this.release();
    this.socket = null;
  }

  /** Call on People. */
  async call(contact: ContactPerson): Promise<void> {
    const socket = this.socket;
    if (!socket || kind() !== 'idle') return;
    // the same 18+ gate as a search: no camera and no call before it
    if (!(await ensureAdult()) || kind() !== 'idle') return;
    if (!dispatch({ type: 'dial', contact })) return;
    // This attempt is the `calling` state itself until the server names it. Still current
    // then: it rings under that name. Left for its match (the contact's partnerFound came
    // first): the call goes on. Left any other way (Cancel before the name came, the camera,
    // the socket): that call is hung up as soon as it has a name.
    const dialing = useCall.getState().call;
    this.prepare();
    if (!(await this.openCamera())) return;
    whenAnswered(
      (reply) => socket.emit('callContact', { contactId: contact.id }, reply),
      (res) => {
        if (res.ok) {
          const callId = 'callId' in res && typeof res.callId === 'string' ? res.callId : null;
          if (!callId) return;
          const ringSeconds =
            'ringSeconds' in res && typeof res.ringSeconds === 'number'
              ? res.ringSeconds
              : undefined;
          const { call } = useCall.getState();
          if (call === dialing) return void dispatch({ type: 'dialed', callId, ringSeconds });
          if (meetingOf(call)?.contact?.id === contact.id) return;
          return void socket.emit('cancelContactCall', { callId }, () => undefined);
        }
        if (calling()?.contact.id !== contact.id) return;
        this.release();
        if (heldForReview(res)) return;
        notify('error', i18n._('contacts.call.failed', { name: shownName(contact) }), say(res));
      },
    );
  }

  /** Cancel while it rings (the caller), or while an accepted call connects (the callee). */
  cancel(): void {
    const call = calling();
    if (!call) return;
    if (call.role === 'callee') {
      // the server may have matched the two already: leaving ends that match for both
      this.socket?.emit('leave');
    } else if (call.callId) {
      this.socket?.emit('cancelContactCall', { callId: call.callId }, () => undefined);
    }
    // not named yet: leaving `calling` hangs it up once it is (see call)
    this.release();
  }

  /** Accept on the incoming call: camera first, then the answer; the match follows. */
  async accept(): Promise<void> {
    const incoming = this.takeIncoming();
    const socket = this.socket;
    if (!incoming || !socket) return;
    const { callId, from } = incoming;
    const refuse = () => {
      socket.emit('answerContactCall', { callId, accept: false }, () => undefined);
    };
    // a search from Home gives way to the call the person chose
    if (kind() !== 'idle') this.leaveSearch();
    if (!(await ensureAdult()) || kind() !== 'idle') return void refuse();
    if (!dispatch({ type: 'answer', contact: from, callId })) return void refuse();
    this.prepare();
    if (!(await this.openCamera())) return void refuse();
    whenAnswered(
      (reply) => socket.emit('answerContactCall', { callId, accept: true }, reply),
      (res) => {
        if (res.ok || calling()?.callId !== callId) return;
        this.release();
        if (heldForReview(res)) return;
        notify('error', i18n._('contacts.answer.failed', { name: shownName(from) }), say(res));
      },
    );
  }

  /** Decline (or Escape) on the incoming call. */
  decline(): void {
    const incoming = this.takeIncoming();
    if (!incoming) return;
    this.socket?.emit(
      'answerContactCall',
      { callId: incoming.callId, accept: false },
      () => undefined,
    );
  }

  private onIncoming(payload: ContactCallPayload): void {
    const state = useCall.getState();
    // someone in a call is busy (the server tells the caller); nothing shows over the call
    if (onCallScreen(state) || state.call.kind === 'connecting' || state.call.kind === 'calling')
      return;
    // it rings for as long as the server rings at most (the ring's `unanswered` timer: missed)
    dispatchRing({ type: 'ring', incoming: payload });
  }

  /** Nobody answered in time, and the server's word that it ended did not come either. */
  private missed(): void {
    const incoming = this.takeIncoming();
    if (!incoming) return;
    const told = missedCall(shownName(incoming.from));
    notify('info', told.title, told.description);
  }

  private onEnded({ callId, code }: ContactCallEndedPayload): void {
    const incoming = incomingOf(useCall.getState());
    if (incoming?.callId === callId) {
      this.takeIncoming();
      if (code === 'answered_elsewhere') return;
      const told = missedCall(shownName(incoming.from));
      return void notify('info', told.title, told.description);
    }
    const call = calling();
    if (!call || call.callId !== callId) return;
    this.release();
    const told = CALL_ENDED[code](shownName(call.contact));
    notify(code === 'cancelled' ? 'info' : 'warning', told.title, told.description);
  }

  private onSocketLost(): void {
    this.takeIncoming();
    const call = calling();
    if (!call) return;
    this.release();
    notify(
      'error',
      i18n._('contacts.connectionLost.title', { name: shownName(call.contact) }),
      i18n._('contacts.connectionLost.body'),
    );
  }

  /** The call ringing now, if any; the ring stops. */
  private takeIncoming(): ContactCallPayload | null {
    const incoming = incomingOf(useCall.getState());
    dispatchRing({ type: 'hush' });
    return incoming;
  }

  /** The camera for the call; false (and the call let go) when it cannot open. */
  private async openCamera(): Promise<boolean> {
    // hung up while the camera opened: it is released at once
    const opened = await camera.open(() => calling() !== null);
    if (opened === 'ready') return true;
    if (opened === 'blocked') {
      this.release();
      notify(
        'error',
        i18n._('contacts.camera.blocked.title'),
        i18n._('contacts.camera.blocked.body'),
      );
    }
    return false;
  }

  /** Ends the call before it connected and lets the camera go. */
  private release(): void {
    camera.stop();
    dispatch({ type: 'stop' });
  }
}

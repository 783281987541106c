import { create } from 'zustand';
import type {
  Ack,
  MindEnded,
  MindOption,
  MindView,
  ServerToClientEvents,
} from '../../../shared/protocol/index.ts';
// from its own module: the protocol index also holds the zod schemas (never in the browser)
import type { GameRejected } from '../../../shared/protocol/codes/index.ts';
import { confirmWhile } from '../../components/confirmWhile.ts';
import { notify } from '../../components/toast.ts';
import type { AppClientSocket } from '../../lib/realtime.ts';
import { subscribe } from '../../lib/subscribe.ts';
import { onPartnerChange } from '../chat/callStore.ts';
import { GAME_ALREADY_ENDED, lockGame, releaseGame } from '../games/gameStore.ts';
import { say, sayEnded } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';

export type MindPhase = 'idle' | 'waiting' | 'incoming' | 'playing' | 'over';

export interface MindUiState {
  phase: MindPhase;
  view: MindView | null;
  ended: MindEnded | null;
  /** this round's choice being made (before it is sent) */
  pick: MindOption | null;
  guess: MindOption | null;
  /** the choice is on its way to the server */
  sending: boolean;
  /** you accepted and wait for the first question */
  starting: boolean;
  /** local clock (Date.now() based) of the round's or reveal's end; null while paused */
  deadline: number | null;
  /** the latest polite screen-reader announcement */
  announcement: string;
}

export const initialMind: MindUiState = {
  phase: 'idle',
  view: null,
  ended: null,
  pick: null,
  guess: null,
  sending: false,
  starting: false,
  deadline: null,
  announcement: '',
};

export const useMind = create<MindUiState>(() => initialMind);

const formatNumber = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);

/** The busy toast: another game holds the lock. */
const notifyBusy = () =>
  notify('info', i18n._('mind.toast.busy.title'), i18n._('mind.toast.busy.body'));

function announce(view: MindView): string {
  if (view.paused) return say({ code: 'paused' });
  if (view.phase === 'revealed' && view.reveal) {
    const { you, partner } = view.reveal;
    return i18n._('mind.announce.revealed', {
      round: formatNumber(view.round),
      you: you.correct ? 'read' : 'missed',
      partner: partner.correct ? 'read' : 'missed',
    });
  }
  if (view.yours) return view.partnerCommitted ? '' : i18n._('mind.announce.lockedIn');
  return view.partnerCommitted
    ? i18n._('mind.partnerChosen')
    : i18n._('mind.announce.round', {
        round: formatNumber(view.round),
        rounds: formatNumber(view.rounds),
      });
}

/**
 * "Read my mind" on the client, React-free: it listens to the socket, keeps the store and the
 * game lock. The server is the authority: it never sends the partner's pick before the reveal.
 */
export class MindController {
  private socket: AppClientSocket | null = null;
  private offs: (() => void)[] = [];
  /** the local clock (tests pass their own) */
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  attach(socket: AppClientSocket): void {
    this.detach();
    this.socket = socket;
    const handlers: Partial<ServerToClientEvents> = {
      mindChallengeRequested: () => this.onRequested(),
      mindChallengeRejected: (rejected) => this.onRejected(rejected),
      mindChallengeStarted: (view) => this.onView(view, true),
      mindChallengeUpdate: (view) => this.onView(view, false),
      mindChallengeEnded: (ended) => this.onEnded(ended),
      partnerDisconnected: () => this.reset(),
    };
    this.offs.push(subscribe(socket, handlers));
    this.offs.push(onPartnerChange(() => this.reset()));
  }

  detach(): void {
    this.offs.forEach((off) => off());
    this.offs = [];
    this.reset();
    this.socket = null;
  }

  request(): void {
    if (!this.socket || useMind.getState().phase !== 'idle') return;
    if (!lockGame('mind')) {
      notifyBusy();
      return;
    }
    useMind.setState({
      ...initialMind,
      phase: 'waiting',
      announcement: i18n._('mind.waiting'),
    });
    this.socket.emit(
      'requestMindChallenge',
      this.failed(() => i18n._('mind.toast.notSent')),
    );
  }

  /** Cancel while waiting: the requester's End Challenge withdraws the request. */
  cancel(): void {
    this.socket?.emit('endMindChallenge');
    this.reset();
  }

  accept(): void {
    const { phase, starting } = useMind.getState();
    if (phase !== 'incoming' || starting) return;
    useMind.setState({ starting: true });
    this.socket?.emit(
      'acceptMindChallenge',
      this.failed(() => i18n._('mind.toast.notStarted')),
    );
  }

  decline(): void {
    if (useMind.getState().phase !== 'incoming') return;
    this.socket?.emit('rejectMindChallenge');
    this.reset();
  }

  setPick(pick: MindOption): void {
    useMind.setState({ pick });
  }

  setGuess(guess: MindOption): void {
    useMind.setState({ guess });
  }

  /** Locks in this round's pick and guess (once; the server reveals when both are in). */
  submit(): void {
    const { view, pick, guess, sending } = useMind.getState();
    if (!view || view.phase !== 'choosing' || view.yours || sending) return;
    if (pick === null || guess === null) return;
    useMind.setState({ sending: true });
    this.socket?.emit('submitMindChoice', { round: view.round, pick, guess }, (res: Ack) => {
      useMind.setState({ sending: false });
      if (!res.ok) notify('error', i18n._('mind.toast.choiceNotSent'), say(res));
    });
  }

  /** End Challenge, after the player confirms: the game ends for both, with no points. */
  async end(): Promise<void> {
    // bound to this game: it closes by itself when the game ends, and never ends a later one
    const ok = await confirmWhile(
      {
        title: i18n._('mind.endConfirm.title'),
        message: i18n._('mind.endConfirm.message'),
        confirmText: i18n._('mind.end'),
        cancelText: i18n._('mind.keepPlaying'),
        danger: true,
      },
      {
        holds: () => useMind.getState().phase === 'playing',
        subscribe: useMind.subscribe,
        gone: GAME_ALREADY_ENDED,
      },
    );
    if (!ok) return;
    this.socket?.emit('endMindChallenge', (res: Ack) => {
      if (!res.ok) this.reset();
    });
  }

  /** Leaves the result screen. */
  close(): void {
    if (useMind.getState().phase === 'over') useMind.setState(initialMind);
  }

  reset(): void {
    releaseGame('mind');
    if (useMind.getState() !== initialMind) useMind.setState(initialMind);
  }

  /** `title` is worded when the refusal arrives, in the language of that moment. */
  private failed(title: () => string) {
    return (res: Ack) => {
      if (res.ok) return;
      this.reset();
      notify('error', title(), say(res));
    };
  }

  private onRequested(): void {
    if (useMind.getState().phase !== 'idle' || !lockGame('mind')) return;
    useMind.setState({
      ...initialMind,
      phase: 'incoming',
      announcement: i18n._('mind.announce.incoming'),
    });
  }

  private onRejected(rejected: GameRejected): void {
    const { code } = rejected;
    const { phase } = useMind.getState();
    if (phase !== 'waiting' && phase !== 'incoming') return;
    this.reset();
    if (code === 'busy') notifyBusy();
    else if (code === 'declined') notify('info', i18n._('mind.toast.declined'), say(rejected));
    else notify('info', i18n._('mind.toast.canceled'), say(rejected));
  }

  private onView(view: MindView, isStart: boolean): void {
    const state = useMind.getState();
    if (!isStart && (state.phase !== 'playing' || state.view?.gameId !== view.gameId)) return;
    lockGame('mind');
    const newRound = state.view?.round !== view.round || isStart;
    useMind.setState({
      phase: 'playing',
      view,
      ended: null,
      starting: false,
      ...(newRound ? { pick: null, guess: null } : {}),
      deadline: view.paused ? null : this.now() + view.timeLeft,
      announcement: announce(view) || state.announcement,
    });
  }

  private onEnded(ended: MindEnded): void {
    const { phase, view } = useMind.getState();
    if (phase !== 'playing' || view?.gameId !== ended.gameId) return;
    releaseGame('mind');
    useMind.setState({
      phase: 'over',
      ended,
      deadline: null,
      announcement: gameOver(ended),
    });
  }
}

/** The screen reader's news of the end: the result, and why the game ended if it did early. */
function gameOver(ended: MindEnded): string {
  const reason = sayEnded(ended);
  return reason
    ? i18n._('mind.announce.overWithReason', { result: ended.result, reason })
    : i18n._('mind.announce.over', { result: ended.result });
}

/** The app's one "Read my mind" controller. */
export const mindController = new MindController();

import { TRIVIA, VOLUMES } from '../../../shared/constants.ts';
import type {
  Ack,
  ServerToClientEvents,
  TriviaEnded,
  TriviaView,
} from '../../../shared/protocol/index.ts';
// from its own module: the protocol index also holds the zod schemas, which the browser
// never needs (and whose JIT probe, `new Function`, breaks the page's CSP)
import type { GameRejected } from '../../../shared/protocol/codes/index.ts';
import { confirmWhile } from '../../components/confirmWhile.ts';
import { notify } from '../../components/toast.ts';
import type { AppClientSocket } from '../../lib/realtime.ts';
import { subscribe } from '../../lib/subscribe.ts';
import { isHeld, onPartnerChange, useCall } from '../chat/callStore.ts';
import { GAME_ALREADY_ENDED, lockGame, releaseGame } from '../games/gameStore.ts';
import { playSound, stopAllSounds } from '../games/sounds.ts';
import { announce, feedbackOf, initialTrivia, turnOf, useTrivia } from './triviaState.ts';
import { say, sayEnded } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';

const TICK_MS = 200;
const play = (file: string) => playSound(file, VOLUMES.trivia);

/** The busy toast: another game holds the lock. */
const notifyBusy = () =>
  notify('info', i18n._('trivia.toast.busy.title'), i18n._('trivia.toast.busy.body'));

/** The screen reader's news of the end: the result, and why the game ended if it did early. */
function gameOver(ended: TriviaEnded): string {
  const reason = sayEnded(ended);
  return reason
    ? i18n._('trivia.announce.overWithReason', { result: ended.result, reason })
    : i18n._('trivia.announce.over', { result: ended.result });
}

/**
 * The trivia duel on the client, React-free: it listens to the socket, keeps the trivia store,
 * runs the on-screen 7 s countdown (ticks in the last 4 s, a null answer at zero) and the game
 * lock shared with the laugh challenge. The server stays the authority for turns and scores.
 */
export class TriviaController {
  private socket: AppClientSocket | null = null;
  private offs: (() => void)[] = [];
  /** the local clock (tests pass their own) */
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }
  private ticker: ReturnType<typeof setInterval> | undefined;
  private tickedAt = 0;
  private seq = 0;

  attach(socket: AppClientSocket): void {
    this.detach();
    this.socket = socket;
    const handlers: Partial<ServerToClientEvents> = {
      triviaChallengeRequested: () => this.onRequested(),
      triviaChallengeRejected: (rejected) => this.onRejected(rejected),
      challengeStarted: (view) => this.onView(view, true),
      challengeUpdate: (view) => this.onView(view, false),
      challengeEnded: (ended) => this.onEnded(ended),
      partnerDisconnected: () => this.reset(),
    };
    this.offs.push(subscribe(socket, handlers));
    // The call ended or moved on to someone else (Next, Disconnect). A reconnect keeps the
    // match (its id) while the partner's socket id changes: the game goes on.
    this.offs.push(onPartnerChange(() => this.reset()));
  }

  detach(): void {
    this.offs.forEach((off) => off());
    this.offs = [];
    this.reset();
    this.socket = null;
  }

  /** 'Challenge to trivia' */
  request(): void {
    if (!this.socket || useTrivia.getState().phase !== 'idle') return;
    if (!lockGame('trivia')) {
      notifyBusy();
      return;
    }
    useTrivia.setState({
      ...initialTrivia,
      phase: 'waiting',
      announcement: i18n._('trivia.waiting'),
    });
    this.socket.emit(
      'requestTriviaChallenge',
      this.failed(() => i18n._('trivia.toast.notSent')),
    );
  }

  /** Cancel while waiting: the requester's End Challenge withdraws the request. */
  cancel(): void {
    this.socket?.emit('endChallenge');
    this.reset();
  }

  accept(): void {
    const { phase, starting } = useTrivia.getState();
    if (phase !== 'incoming' || starting) return;
    useTrivia.setState({ starting: true });
    this.socket?.emit(
      'acceptTriviaChallenge',
      this.failed(() => i18n._('trivia.toast.notStarted')),
    );
  }

  decline(): void {
    if (useTrivia.getState().phase !== 'incoming') return;
    this.socket?.emit('rejectTriviaChallenge');
    this.reset();
  }

  /** Your pick (0-3), or null when the time ran out. Only on your turn, once per turn. */
  answer(selectedIndex: number | null): void {
    const { phase, view, answered } = useTrivia.getState();
    if (phase !== 'playing' || !view || answered || turnOf(view, this.socket?.id) !== 'you') return;
    useTrivia.setState({ answered: true });
    this.socket?.emit('submitAnswer', { selectedIndex }, (res: Ack) => {
      // A late pick after the server's own timeout is simply moot; anything else is news.
      const code = res.ok ? undefined : res.code;
      if (!res.ok && code !== 'not_your_turn' && code !== 'no_game') {
        useTrivia.setState({ answered: false });
        notify('error', i18n._('trivia.toast.answerNotSent'), say(res));
      }
    });
  }

  /**
   * End Challenge, after the player confirms (a stray tap must not end it for both): the
   * server answers with challengeEnded for both players.
   */
  async end(): Promise<void> {
    // bound to this game: it closes by itself when the game ends, and never ends a later one
    const ok = await confirmWhile(
      {
        title: i18n._('trivia.endConfirm.title'),
        message: i18n._('trivia.endConfirm.message'),
        confirmText: i18n._('trivia.end'),
        cancelText: i18n._('trivia.keepPlaying'),
        danger: true,
      },
      {
        holds: () => useTrivia.getState().phase === 'playing',
        subscribe: useTrivia.subscribe,
        gone: GAME_ALREADY_ENDED,
      },
    );
    if (!ok) return;
    this.socket?.emit('endChallenge', (res: Ack) => {
      if (!res.ok) this.reset();
    });
  }

  /** Leaves the result screen. */
  close(): void {
    if (useTrivia.getState().phase === 'over') useTrivia.setState(initialTrivia);
  }

  /** Back to idle at once: sounds stop, timers stop, the lock is free. */
  reset(): void {
    this.stopTicker();
    stopAllSounds();
    releaseGame('trivia');
    if (useTrivia.getState() !== initialTrivia) useTrivia.setState(initialTrivia);
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
    // Busy with our own request or another game: the server sends the request again after
    // turning ours down when both asked at once (the first to arrive wins).
    if (useTrivia.getState().phase !== 'idle' || !lockGame('trivia')) return;
    useTrivia.setState({
      ...initialTrivia,
      phase: 'incoming',
      announcement: i18n._('trivia.announce.incoming'),
    });
  }

  private onRejected(rejected: GameRejected): void {
    const { code } = rejected;
    const { phase } = useTrivia.getState();
    if (phase !== 'waiting' && phase !== 'incoming') return;
    this.reset();
    if (code === 'busy') notifyBusy();
    else if (code === 'declined') notify('info', i18n._('trivia.toast.declined'), say(rejected));
    else notify('info', i18n._('trivia.toast.canceled'), say(rejected));
  }

  private onView(view: TriviaView, isStart: boolean): void {
    const state = useTrivia.getState();
    if (!isStart && (state.phase !== 'playing' || state.view?.gameId !== view.gameId)) return;
    lockGame('trivia');
    const me = this.socket?.id;
    const feedback = isStart ? null : feedbackOf(view, me, ++this.seq);
    if (isStart) play('trivia-start.wav');
    else if (feedback) play(feedback.isCorrect ? 'trivia-correct.wav' : 'trivia-wrong.wav');
    const deadline = view.currentTurn ? this.now() + view.timeLeft : null;
    useTrivia.setState({
      phase: 'playing',
      view,
      ended: null,
      deadline,
      secondsLeft: deadline ? Math.ceil(view.timeLeft / 1000) : 0,
      answered: false,
      starting: false,
      feedback: feedback ?? (isStart ? null : state.feedback),
      announcement: announce(view, me, feedback),
    });
    this.tickedAt = 0;
    if (deadline) this.startTicker();
    else this.stopTicker();
  }

  private onEnded(ended: TriviaEnded): void {
    const { phase, view } = useTrivia.getState();
    if (phase !== 'playing' || view?.gameId !== ended.gameId) return;
    this.stopTicker();
    releaseGame('trivia');
    play(ended.result === 'victory' ? 'trivia-win.wav' : 'trivia-end.wav');
    useTrivia.setState({
      phase: 'over',
      ended,
      deadline: null,
      secondsLeft: 0,
      announcement: gameOver(ended),
    });
  }

  private startTicker(): void {
    this.stopTicker();
    this.ticker = setInterval(() => this.tick(), TICK_MS);
    this.tick();
  }

  private stopTicker(): void {
    clearInterval(this.ticker);
    this.ticker = undefined;
  }

  /** The countdown: ticks in the last 4 s of your turn, and a null answer at zero. */
  private tick(): void {
    const { deadline, view, answered, secondsLeft } = useTrivia.getState();
    if (!deadline || !view) return this.stopTicker();
    // The server pauses the game while either player reconnects and then restarts the turn
    // (a fresh view with a new deadline): the countdown freezes meanwhile.
    if (isHeld(useCall.getState())) return;
    const left = deadline - this.now();
    const seconds = Math.max(0, Math.ceil(left / 1000));
    if (seconds !== secondsLeft) useTrivia.setState({ secondsLeft: seconds });
    const mine = turnOf(view, this.socket?.id) === 'you' && !answered;
    if (!mine) return;
    if (seconds > 0 && seconds <= TRIVIA.tickLastSeconds && seconds !== this.tickedAt) {
      this.tickedAt = seconds;
      play('trivia-tick.wav');
    }
    if (left <= 0) this.answer(null);
  }
}

/** The app's one trivia controller. */
export const triviaController = new TriviaController();

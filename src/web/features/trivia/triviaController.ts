import { TRIVIA, VOLUMES } from '../../../shared/constants.ts';
import type { Ack, TriviaEnded, TriviaView } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import type { SocketHandlers } from '../../lib/subscribe.ts';
import { isHeld, useCall } from '../chat/callStore.ts';
import { ChallengeController } from '../games/challenge/challengeController.ts';
import { playSound, stopAllSounds } from '../games/sounds.ts';
import {
  announce,
  feedbackOf,
  initialTrivia,
  turnOf,
  useTrivia,
  type TriviaState,
} from './triviaState.ts';
import { say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';

const TICK_MS = 200;
const play = (file: string) => playSound(file, VOLUMES.trivia);

/**
 * The trivia duel on the client: the challenge is the shared one; this runs the on-screen 7 s
 * countdown (ticks in the last 4 s, a null answer at zero) and sends answers. The server stays
 * the authority for turns and scores.
 */
export class TriviaController extends ChallengeController<
  'trivia',
  TriviaView,
  TriviaEnded,
  TriviaState
> {
  private ticker: ReturnType<typeof setInterval> | undefined;
  private tickedAt = 0;
  private seq = 0;

  constructor(now: () => number = Date.now) {
    super('trivia', useTrivia, initialTrivia, now);
  }

  get name(): string {
    return i18n._('trivia.name');
  }

  protected playHandlers(): SocketHandlers {
    return { challengeUpdate: (view) => this.view(view, false) };
  }

  protected onView(view: TriviaView, start: boolean): Partial<TriviaState> {
    const me = this.socket?.id;
    const feedback = start ? null : feedbackOf(view, me, ++this.seq);
    if (start) play('trivia-start.wav');
    else if (feedback) play(feedback.isCorrect ? 'trivia-correct.wav' : 'trivia-wrong.wav');
    const deadline = view.currentTurn ? this.now() + view.timeLeft : null;
    return {
      deadline,
      secondsLeft: deadline ? Math.ceil(view.timeLeft / 1000) : 0,
      answered: false,
      feedback: feedback ?? (start ? null : useTrivia.getState().feedback),
      announcement: announce(view, me, feedback),
    };
  }

  protected override viewShown(): void {
    this.tickedAt = 0;
    if (useTrivia.getState().deadline) this.startTicker();
    else this.stopTicker();
  }

  protected override onEnded(ended: TriviaEnded): Partial<TriviaState> {
    this.stopTicker();
    play(ended.result === 'victory' ? 'trivia-win.wav' : 'trivia-end.wav');
    return { deadline: null, secondsLeft: 0 };
  }

  protected override onReset(): void {
    this.stopTicker();
    stopAllSounds();
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

import { create } from 'zustand';
import { LAUGH, VOLUMES } from '../../../shared/constants.ts';
import type {
  LaughEnded,
  LaughRoundBreak,
  LaughStarted,
  LaughTurnChanged,
} from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import type { SocketHandlers } from '../../lib/subscribe.ts';
import { i18n } from '../../i18n/i18n.ts';
import {
  ChallengeController,
  type ChallengeState,
  type ChallengeWords,
} from '../games/challenge/challengeController.ts';
import { playSound, stopAllSounds } from '../games/sounds.ts';

/** What moves a laugh game on: its start (the first break), a break, a turn. */
export type LaughStep = LaughStarted | LaughRoundBreak | LaughTurnChanged;

/** A turn (its id only ever arrives with a turn). */
const isTurn = (step: LaughStep): step is LaughTurnChanged => 'turnId' in step;

export interface LaughUiState extends ChallengeState<LaughStep, LaughEnded> {
  /** while playing: the break before a turn (the camera check), or the turn itself */
  step: 'prep' | 'active';
  attackerId: string | null;
  round: number;
  scores: Record<string, number>;
  turnId: string | null;
  /** only while I defend: reported with a laugh */
  nonce: string | null;
  /** local deadline of the turn or the prep cap (epoch ms) */
  endsAt: number;
  /** a laugh was reported for this nonce (never twice) */
  reported: string | null;
  /** the last point, for the break right after it (cleared when the next turn starts) */
  lastScorer: string | null;
  /** that point came from the Statue staying out of frame */
  lastForfeit: boolean;
  /** the break before the very first turn (no turns to switch yet) */
  firstPrep: boolean;
  /** local time the current turn started: a laugh in its first moments does not count */
  turnStartedAt: number;
  /** the Statue is out of frame: when the point goes to the Jokester (local epoch ms) */
  awayUntil: number | null;
}

export const initialLaugh: LaughUiState = {
  phase: 'idle',
  view: null,
  ended: null,
  starting: false,
  announcement: '',
  step: 'prep',
  attackerId: null,
  round: 1,
  scores: {},
  turnId: null,
  nonce: null,
  endsAt: 0,
  reported: null,
  lastScorer: null,
  lastForfeit: false,
  firstPrep: false,
  turnStartedAt: 0,
  awayUntil: null,
};

export const useLaugh = create<LaughUiState>(() => initialLaugh);

/** An event of the game on screen (late ones of an earlier game are not news). */
const current = (gameId: string): boolean => {
  const { phase, view } = useLaugh.getState();
  return phase === 'playing' && view?.gameId === gameId;
};

/**
 * The laugh challenge on the client: the challenge is the shared one; this follows the breaks
 * and turns, and reports the defender's laugh (seen on this device) once per nonce. The server
 * is the authority for all of it.
 */
export class LaughController extends ChallengeController<
  'laugh',
  LaughStep,
  LaughEnded,
  LaughUiState
> {
  constructor(now: () => number = Date.now) {
    super('laugh', useLaugh, initialLaugh, now);
  }

  get name(): string {
    return i18n._('laugh.name');
  }

  /** The spec's words for the laugh challenge's flow. */
  override get words(): ChallengeWords {
    return {
      waiting: i18n._('laugh.waiting'),
      cancel: i18n._('laugh.dismiss'),
      end: i18n._('laugh.quit'),
      endTitle: i18n._('laugh.quitConfirm.title'),
      close: i18n._('laugh.continue'),
    };
  }

  protected playHandlers(): SocketHandlers {
    return {
      laughRoundBreak: (p) => this.view(p, false),
      laughTurnChanged: (p) => this.view(p, false),
      laughScoreUpdate: (p) => {
        if (!current(p.gameId)) return;
        playSound('laugh-score.wav', VOLUMES.laugh);
        useLaugh.setState({
          scores: p.scores,
          lastScorer: p.scorerId,
          lastForfeit: p.forfeit === true,
        });
      },
      laughStatueAway: (p) => {
        if (!current(p.gameId) || p.turnId !== useLaugh.getState().turnId) return;
        useLaugh.setState({ awayUntil: p.away ? this.now() + p.forfeitInSeconds * 1000 : null });
      },
    };
  }

  protected onView(step: LaughStep, start: boolean): Partial<LaughUiState> {
    if (isTurn(step))
      return {
        step: 'active',
        // the last point was news for the break after it, not for later breaks
        lastScorer: null,
        lastForfeit: false,
        firstPrep: false,
        awayUntil: null,
        turnStartedAt: this.now(),
        // by the current socket ids: after a reconnect both players' ids may have changed
        scores: step.scores,
        attackerId: step.attackerId,
        round: step.round,
        turnId: step.turnId,
        nonce: step.laughNonce ?? null,
        endsAt: this.now() + step.timeLeft * 1000,
      };
    const prep = {
      step: 'prep' as const,
      round: step.round,
      scores: step.scores,
      turnId: null,
      nonce: null,
      awayUntil: null,
      endsAt: this.now() + step.prepSeconds * 1000,
    };
    if ('upcomingAttackerId' in step)
      return { ...prep, firstPrep: false, attackerId: step.upcomingAttackerId };
    // the start: a new game, nothing of an earlier one
    return { ...initialLaugh, ...prep, firstPrep: start, attackerId: step.attackerId };
  }

  protected override onEnded(ended: LaughEnded): Partial<LaughUiState> {
    stopAllSounds();
    return { scores: ended.scores, turnId: null, nonce: null, awayUntil: null };
  }

  /** Decline, and the spec's word that the partner hears of it. */
  override decline(): void {
    if (this.phase !== 'incoming') return;
    super.decline();
    notify('info', i18n._('laugh.toast.youDeclined.title'), i18n._('laugh.toast.youDeclined.body'));
  }

  /** The Jokester passes: the turn ends now. */
  endTurn(): void {
    const { turnId } = useLaugh.getState();
    if (turnId) this.socket?.emit('endLaughTurn', { turnId });
  }

  /** The (upcoming) Statue's camera check passes, or stops passing. */
  cameraStatus(ok: boolean): void {
    this.socket?.emit('laughCameraStatus', { ok });
  }

  /** The defender's detector saw a laugh: reported once per nonce. */
  laughed(): void {
    const { phase, step, turnId, nonce, reported, turnStartedAt } = useLaugh.getState();
    if (phase !== 'playing' || step !== 'active' || !turnId || !nonce || reported === nonce) return;
    // still smiling from the break: the server does not count the first moments either
    if (this.now() - turnStartedAt < LAUGH.turnGraceMs) return;
    useLaugh.setState({ reported: nonce });
    this.socket?.emit('laughDetected', { turnId, nonce });
  }

  warningBeep(): void {
    playSound('laugh-beep.wav', VOLUMES.beep);
  }
}

/** The app's one laugh challenge controller. */
export const laughController = new LaughController();
export const WARNING_SECONDS = LAUGH.warningLastSeconds;

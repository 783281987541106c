import { create } from 'zustand';
import { LAUGH, VOLUMES } from '../../../shared/constants.ts';
import type { Ack, LaughEnded, ServerToClientEvents } from '../../../shared/protocol/index.ts';
import { confirmWhile } from '../../components/confirmWhile.ts';
import { notify } from '../../components/toast.ts';
import type { AppClientSocket } from '../../lib/realtime.ts';
import { subscribe } from '../../lib/subscribe.ts';
import { onPartnerChange } from '../chat/callStore.ts';
import { notifyBusy } from '../games/challenge/challengeController.ts';
import { GAME_ALREADY_ENDED, lockGame, releaseGame } from '../games/gameStore.ts';
import { playSound, stopAllSounds } from '../games/sounds.ts';
import { say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';

export type LaughPhase = 'idle' | 'waiting' | 'incoming' | 'prep' | 'active' | 'over';

export interface LaughUiState {
  phase: LaughPhase;
  attackerId: string | null;
  round: number;
  scores: Record<string, number>;
  turnId: string | null;
  /** only while I defend: reported with a laugh */
  nonce: string | null;
  /** local deadline of the turn or the prep cap (epoch ms) */
  endsAt: number;
  ended: LaughEnded | null;
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

const initial: LaughUiState = {
  phase: 'idle',
  attackerId: null,
  round: 1,
  scores: {},
  turnId: null,
  nonce: null,
  endsAt: 0,
  ended: null,
  reported: null,
  lastScorer: null,
  lastForfeit: false,
  firstPrep: false,
  turnStartedAt: 0,
  awayUntil: null,
};

export const useLaugh = create<LaughUiState>(() => initial);

/** A game is on screen: the only phases a turn, a break, a score or a result belongs to. */
const playing = () => {
  const { phase } = useLaugh.getState();
  return phase === 'prep' || phase === 'active';
};

/**
 * The laugh challenge on the client, React-free: socket events in, store out. The server is
 * the authority; this only mirrors its state and reports the defender's laugh once per nonce.
 * Events that make no sense in the current phase (a late result after Continue chatting, a
 * refusal while playing) are ignored.
 */
export class LaughController {
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
    const set = useLaugh.setState;
    const handlers: Partial<ServerToClientEvents> = {
      laughChallengeRequested: () => {
        // Our own request is pending: both asked at once. The server took the first to
        // arrive; if that was theirs, ours is refused next and their request sent again.
        if (useLaugh.getState().phase === 'waiting') return;
        if (!lockGame('laugh')) return; // the server turns down a second game anyway
        set({ ...initial, phase: 'incoming' });
      },
      laughChallengeRejected: (rejected) => {
        const { code } = rejected;
        const { phase } = useLaugh.getState();
        if (phase !== 'waiting' && phase !== 'incoming') return;
        this.reset();
        if (code === 'withdrawn')
          notify(
            'info',
            i18n._('laugh.toast.withdrawn.title'),
            i18n._('laugh.toast.withdrawn.body'),
          );
        else if (code === 'busy') notifyBusy();
        else notify('info', i18n._('laugh.toast.declined'), say(rejected));
      },
      laughChallengeStarted: (p) => {
        lockGame('laugh');
        set({
          ...initial,
          phase: 'prep',
          firstPrep: true,
          attackerId: p.attackerId,
          round: p.round,
          scores: p.scores,
          endsAt: this.now() + p.prepSeconds * 1000,
        });
      },
      laughRoundBreak: (p) => {
        if (!playing()) return;
        set({
          phase: 'prep',
          attackerId: p.upcomingAttackerId,
          round: p.round,
          scores: p.scores,
          turnId: null,
          nonce: null,
          firstPrep: false,
          awayUntil: null,
          endsAt: this.now() + p.prepSeconds * 1000,
        });
      },
      laughTurnChanged: (p) => {
        if (!playing()) return;
        set({
          phase: 'active',
          // the last point was news for the break after it, not for later breaks
          lastScorer: null,
          lastForfeit: false,
          firstPrep: false,
          awayUntil: null,
          turnStartedAt: this.now(),
          // by the current socket ids: after a reconnect both players' ids may have changed
          scores: p.scores,
          attackerId: p.attackerId,
          round: p.round,
          turnId: p.turnId,
          nonce: p.laughNonce ?? null,
          endsAt: this.now() + p.timeLeft * 1000,
        });
      },
      laughScoreUpdate: (p) => {
        if (!playing()) return;
        playSound('laugh-score.wav', VOLUMES.laugh);
        set({ scores: p.scores, lastScorer: p.scorerId, lastForfeit: p.forfeit === true });
      },
      laughStatueAway: (p) => {
        if (p.turnId !== useLaugh.getState().turnId) return;
        set({ awayUntil: p.away ? this.now() + p.forfeitInSeconds * 1000 : null });
      },
      laughChallengeEnded: (p) => {
        // after a reset (Continue chatting, the partner left) a late result stays closed
        if (!playing()) return;
        stopAllSounds();
        releaseGame('laugh');
        set({ phase: 'over', ended: p, scores: p.scores, turnId: null, nonce: null });
      },
      partnerDisconnected: () => this.reset(),
    };
    this.offs.push(subscribe(socket, handlers));
    // The call moved on (Next, Disconnect): a request, game or result of the last partner
    // must not linger for the next one (its Accept or Rematch would reach the wrong person).
    // A reconnect keeps the match id while socket ids change: the game goes on.
    this.offs.push(onPartnerChange(() => this.reset()));
  }

  detach(): void {
    this.offs.forEach((off) => off());
    this.offs = [];
    this.socket = null;
  }

  request(): void {
    if (!lockGame('laugh')) {
      notifyBusy();
      return;
    }
    useLaugh.setState({ ...initial, phase: 'waiting' });
    this.socket?.emit('requestLaughChallenge', (res) => this.onRefused(res));
  }

  /** A request or accept the server turned down (say, a camera is off): say why, start over. */
  private onRefused(res: Ack): void {
    if (res.ok) return;
    this.reset();
    notify('error', i18n._('laugh.toast.notStarted'), say(res));
  }

  /** Cancel while waiting (the spec's Dismiss): takes the request back. */
  cancel(): void {
    this.socket?.emit('endLaughChallenge');
    this.reset();
  }

  accept(): void {
    this.socket?.emit('acceptLaughChallenge', (res) => this.onRefused(res));
  }

  decline(): void {
    this.socket?.emit('rejectLaughChallenge');
    this.reset();
    notify('info', i18n._('laugh.toast.youDeclined.title'), i18n._('laugh.toast.youDeclined.body'));
  }

  /** End (the spec's Quit challenge), after the player confirms: a stray tap must not end it. */
  async end(): Promise<void> {
    // bound to this game: it closes by itself when the game ends, and never quits a later one
    const ok = await confirmWhile(
      {
        title: i18n._('laugh.quitConfirm.title'),
        message: i18n._('laugh.quitConfirm.message'),
        confirmText: i18n._('laugh.quit'),
        cancelText: i18n._('laugh.keepPlaying'),
        danger: true,
      },
      { holds: playing, subscribe: useLaugh.subscribe, gone: GAME_ALREADY_ENDED },
    );
    if (ok) this.socket?.emit('endLaughChallenge');
  }

  endTurn(): void {
    const { turnId } = useLaugh.getState();
    if (turnId) this.socket?.emit('endLaughTurn', { turnId });
  }

  cameraStatus(ok: boolean): void {
    this.socket?.emit('laughCameraStatus', { ok });
  }

  /** The defender's detector saw a laugh: reported once per nonce. */
  laughed(): void {
    const { phase, turnId, nonce, reported, turnStartedAt } = useLaugh.getState();
    if (phase !== 'active' || !turnId || !nonce || reported === nonce) return;
    // still smiling from the break: the server does not count the first moments either
    if (this.now() - turnStartedAt < LAUGH.turnGraceMs) return;
    useLaugh.setState({ reported: nonce });
    this.socket?.emit('laughDetected', { turnId, nonce });
  }

  warningBeep(): void {
    playSound('laugh-beep.wav', VOLUMES.beep);
  }

  /** Continue chatting: close the result. */
  close(): void {
    this.reset();
  }

  reset(): void {
    releaseGame('laugh');
    useLaugh.setState(initial);
  }
}

export const laughController = new LaughController();
export const WARNING_SECONDS = LAUGH.warningLastSeconds;

import { create } from 'zustand';
import type {
  Ack,
  DrawEnded,
  DrawInk,
  DrawRoundResult,
  DrawStroke,
  DrawView,
} from '../../../shared/protocol/index.ts';
import { confirmWhile } from '../../components/confirmWhile.ts';
import { notify } from '../../components/toast.ts';
import type { SocketHandlers } from '../../lib/subscribe.ts';
import { say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';
import {
  ChallengeController,
  type ChallengeState,
} from '../games/challenge/challengeController.ts';
import { Pen } from './pen.ts';

export interface DrawState extends ChallengeState<DrawView, DrawEnded> {
  /** local clock (Date.now() based) of the round's end; null while paused */
  deadline: number | null;
  /** changes whenever the round's ink does (the canvas paints `controller.ink` again) */
  inkVersion: number;
  /** the drawer's canvas takes no more ink this round */
  full: boolean;
}

export const initialDraw: DrawState = {
  phase: 'idle',
  view: null,
  ended: null,
  starting: false,
  announcement: '',
  deadline: null,
  inkVersion: 0,
  full: false,
};

export const useDraw = create<DrawState>(() => initialDraw);

const formatNumber = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);

/** How the round just played ended, in the person's words: who guessed it, or the word. */
export function roundOutcome(last: DrawRoundResult): string {
  const { word } = last;
  if (!last.guessed) return i18n._('draw.last.missed', { word });
  return last.youDrew
    ? i18n._('draw.last.partnerGuessed', { word })
    : i18n._('draw.last.youGuessed', { word });
}

/** What a screen reader hears when a view arrives: the last round's end, then this round. */
function announce(view: DrawView, before: DrawView | null): string {
  if (view.paused) return say({ code: 'paused' });
  const parts: string[] = [];
  const newRound = !before || before.round !== view.round;
  if (newRound && view.last) parts.push(roundOutcome(view.last));
  if (newRound || before?.paused)
    parts.push(
      i18n._('draw.announce.round', {
        round: formatNumber(view.round),
        rounds: formatNumber(view.rounds),
      }),
      view.drawing ? i18n._('draw.youDraw', { word: view.word ?? '' }) : i18n._('draw.youGuess'),
    );
  return parts.join(' ');
}

/**
 * Draw and guess on the client: the challenge is the shared one; this keeps the round's ink
 * (the drawer's own lines through the pen, the partner's pieces as they arrive) and sends the
 * drawer's lines and clears. Guesses go through the chat box. The server decides the word,
 * the rounds and the score, and never sends the word to the one guessing before it is over.
 */
export class DrawController extends ChallengeController<'draw', DrawView, DrawEnded, DrawState> {
  /** the partner's ink this round, as it arrived (the one guessing) */
  private received: DrawStroke[] = [];
  readonly pen: Pen;

  constructor(
    now: () => number = Date.now,
    later: (fn: () => void, ms: number) => () => void = (fn, ms) => {
      const timer = setTimeout(fn, ms);
      return () => clearTimeout(timer);
    },
  ) {
    super('draw', useDraw, initialDraw, now);
    this.pen = new Pen({ now, later, send: (piece) => this.sendPiece(piece) });
  }

  get name(): string {
    return i18n._('draw.name');
  }

  /** The round's ink to paint: your lines when you draw, your partner's when you guess. */
  get ink(): readonly DrawStroke[] {
    return useDraw.getState().view?.drawing ? this.pen.lines : this.received;
  }

  protected playHandlers(): SocketHandlers {
    return {
      drawGuessUpdate: (view) => this.view(view, false),
      drawGuessInk: (ink) => this.onInk(ink),
    };
  }

  protected onView(view: DrawView, start: boolean): Partial<DrawState> {
    const state = useDraw.getState();
    const before = start ? null : state.view;
    // the server's ink is the round's truth: a new round starts blank, a resume redraws it
    this.pen.reset();
    this.received = [];
    if (view.drawing) this.pen.lines = view.strokes.map((s) => ({ ...s, points: [...s.points] }));
    else this.received = [...view.strokes];
    this.pen.ink = view.drawing ? view.strokes.reduce((n, s) => n + s.points.length, 0) : 0;
    return {
      deadline: view.paused ? null : this.now() + view.timeLeft,
      inkVersion: state.inkVersion + 1,
      full: view.drawing && this.pen.full,
      announcement: announce(view, before) || state.announcement,
    };
  }

  protected override onEnded(): Partial<DrawState> {
    this.pen.reset();
    return { deadline: null, full: false };
  }

  protected override onReset(): void {
    this.pen.reset();
    this.received = [];
  }

  /** A piece of the partner's line, or their canvas cleared, for the round being guessed. */
  private onInk(ink: DrawInk): void {
    const { phase, view, inkVersion } = useDraw.getState();
    if (phase !== 'playing' || view?.gameId !== ink.gameId || view.round !== ink.round) return;
    if (view.drawing) return;
    if ('clear' in ink) this.received = [];
    else this.received.push(ink.stroke);
    useDraw.setState({ inkVersion: inkVersion + 1 });
  }

  /** The drawer may draw now: their round, the game not waiting for a reconnect. */
  get canDraw(): boolean {
    const { phase, view } = useDraw.getState();
    return phase === 'playing' && !!view?.drawing && !view.paused;
  }

  private sendPiece(piece: DrawStroke): void {
    const { view } = useDraw.getState();
    if (!this.canDraw || !view) return;
    const round = view.round;
    this.socket?.emit('drawStroke', { round, ...piece }, (res: Ack) => {
      if (res.ok) return;
      // a piece the round's end overtook is moot
      if (res.code === 'not_your_turn' || res.code === 'no_game') return;
      if (res.code === 'canvas_full') useDraw.setState({ full: true });
      else notify('error', i18n._('draw.toast.notDrawn'), say(res));
    });
    if (this.pen.full && !useDraw.getState().full) useDraw.setState({ full: true });
  }

  /** Clear the canvas for both, after the drawer confirms (the lines cannot come back). */
  async clear(): Promise<void> {
    const { view } = useDraw.getState();
    if (!this.canDraw || !view || this.pen.lines.length === 0) return;
    const round = view.round;
    const ok = await confirmWhile(
      {
        title: i18n._('draw.clearConfirm.title'),
        message: i18n._('draw.clearConfirm.message'),
        confirmText: i18n._('draw.clear'),
        cancelText: i18n._('draw.keepDrawing'),
        danger: true,
      },
      {
        holds: () => this.canDraw && useDraw.getState().view?.round === round,
        subscribe: useDraw.subscribe,
        gone: {
          title: i18n._('draw.clearGone.title'),
          description: i18n._('draw.clearGone.body'),
        },
      },
    );
    if (!ok) return;
    this.socket?.emit('clearDrawing', { round }, (res: Ack) => {
      if (res.ok || res.code === 'not_your_turn' || res.code === 'no_game') return;
      notify('error', i18n._('draw.toast.notCleared'), say(res));
    });
    this.pen.reset();
    const { inkVersion } = useDraw.getState();
    useDraw.setState({ inkVersion: inkVersion + 1, full: false });
  }
}

/** The app's one Draw and guess controller. */
export const drawController = new DrawController();

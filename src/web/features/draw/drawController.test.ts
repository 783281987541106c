import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrawStroke, DrawView } from '../../../shared/protocol/index.ts';
import { DRAW } from '../../../shared/protocol/draw.ts';
import { notify } from '../../components/toast.ts';
import { FakeSocket } from '../games/testing/fakeSocket.ts';
import { DrawController, useDraw } from './drawController.ts';
import { PIECE_MS } from './pen.ts';

vi.mock('../../components/toast.ts', () => ({ notify: vi.fn() }));

const view = (over: Partial<DrawView> = {}): DrawView => ({
  gameId: 'g1',
  round: 1,
  rounds: DRAW.rounds,
  drawing: true,
  word: 'cat',
  hint: '___',
  language: 'en',
  score: 0,
  strokes: [],
  timeLeft: DRAW.roundMs,
  paused: false,
  ...over,
});

const piece = (over: Partial<DrawStroke> = {}): DrawStroke => ({
  line: 1,
  colour: 'black',
  width: 10,
  points: [
    [10, 10],
    [20, 20],
  ],
  ...over,
});

let clock = 1_000_000;
let timers: { at: number; fn: () => void }[] = [];
let fake: FakeSocket;
let draw: DrawController;

/** Runs the pen's timers due by `ms` from now, in order (the test's clock, no real waiting). */
function advance(ms: number) {
  const until = clock + ms;
  for (;;) {
    timers.sort((a, b) => a.at - b.at);
    const next = timers[0];
    if (!next || next.at > until) break;
    timers.shift();
    clock = next.at;
    next.fn();
  }
  clock = until;
}

beforeEach(() => {
  clock = 1_000_000;
  timers = [];
  fake = new FakeSocket('me');
  draw = new DrawController(
    () => clock,
    (fn, ms) => {
      const timer = { at: clock + ms, fn };
      timers.push(timer);
      return () => (timers = timers.filter((t) => t !== timer));
    },
  );
  draw.attach(fake.socket);
  vi.mocked(notify).mockClear();
});
afterEach(() => draw.detach());

const strokesSent = () =>
  fake.sent.filter((s) => s.event === 'drawStroke').map((s) => s.payload as DrawStroke);

describe('Draw and guess controller', () => {
  it('the drawer’s line goes out in pieces that join up, one piece per PIECE_MS at most', () => {
    fake.serve('drawGuessStarted', view());
    draw.pen.start([0, 0], 'red', 4);
    for (let i = 1; i <= 100; i++) draw.pen.extend([i * 5, i * 5]);
    draw.pen.finish();
    advance(0);
    expect(strokesSent()).toHaveLength(1);
    advance(PIECE_MS * 10);
    const sent = strokesSent();
    // 101 points: 64 in the first piece, the rest with the joint repeated
    expect(sent.map((s) => s.points.length)).toEqual([64, 38]);
    expect(sent[1]!.points[0]).toEqual(sent[0]!.points.at(-1));
    expect(sent.every((s) => s.colour === 'red' && s.width === 4 && s.line === sent[0]!.line)).toBe(
      true,
    );
    expect(
      (fake.sent.find((s) => s.event === 'drawStroke')!.payload as { round: number }).round,
    ).toBe(1);
  });

  it('a new round drops what is still unsent of the last one', () => {
    fake.serve('drawGuessStarted', view());
    draw.pen.start([0, 0], 'black', 10);
    advance(0);
    draw.pen.extend([50, 50]);
    fake.serve('drawGuessUpdate', view({ round: 2, drawing: false, word: undefined }));
    advance(PIECE_MS * 4);
    expect(strokesSent()).toHaveLength(1);
  });

  it('the ink stops at the round’s limit: the canvas says it is full', () => {
    // the round's ink so far, all but the last few points the server takes
    const points = (n: number) => Array.from({ length: n }, (_, i) => [i, i] as [number, number]);
    const big = Array.from({ length: Math.floor(DRAW.maxInkPerRound / 64) }, () =>
      piece({ points: points(64) }),
    );
    big.push(piece({ points: points((DRAW.maxInkPerRound % 64) - 1) }));
    fake.serve('drawGuessStarted', view({ strokes: big }));
    expect(useDraw.getState().full).toBe(true);
    expect(draw.pen.start([500, 500], 'black', 10)).toBe(false);
  });

  it('the one guessing paints the partner’s pieces of this round, and a clear wipes them', () => {
    fake.serve('drawGuessStarted', view({ drawing: false, word: undefined }));
    fake.serve('drawGuessInk', { gameId: 'g1', round: 1, stroke: piece() });
    fake.serve('drawGuessInk', { gameId: 'g1', round: 1, stroke: piece({ line: 2 }) });
    // a late piece of another round or game is not this drawing
    fake.serve('drawGuessInk', { gameId: 'g0', round: 1, stroke: piece({ line: 3 }) });
    expect(draw.ink.map((s) => s.line)).toEqual([1, 2]);
    fake.serve('drawGuessInk', { gameId: 'g1', round: 1, clear: true });
    expect(draw.ink).toEqual([]);
  });

  it('says how the last round ended and never says the word to the one guessing', () => {
    fake.serve('drawGuessStarted', view({ drawing: false, word: undefined }));
    expect(useDraw.getState().announcement).toBe(
      'Round 1 of 4. Your partner draws: guess the word in the chat.',
    );
    fake.serve(
      'drawGuessUpdate',
      view({
        round: 2,
        word: 'tree',
        last: { round: 1, word: 'cat', youDrew: false, guessed: true },
      }),
    );
    expect(useDraw.getState().announcement).toBe(
      'You guessed “cat”! Round 2 of 4. You draw “tree”; your partner guesses in the chat.',
    );
  });
});

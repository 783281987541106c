import {
  DRAW,
  endReason,
  type DrawEnded,
  type DrawRoundResult,
  type DrawView,
} from '../../../shared/protocol/index.ts';
import type { Seat } from '../host/definition.ts';
import type { GameEnd } from '../host/rules.ts';
import { hintOf } from './guess.ts';
import { scoreOf, wordOf, type Sketch } from './rules.ts';

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** The rounds played so far, words and all: over, so no secret to either player. */
function playedFor(sketch: Sketch, seat: Seat): DrawRoundResult[] {
  return sketch.guessed.map((guessed, i) => {
    // the drawer swaps every round: round i + 1 was drawn by the current drawer when i and the
    // current round's index have the same parity
    const drewIt = (sketch.round - 1 - i) % 2 === 0 ? sketch.drawer : other(sketch.drawer);
    return { round: i + 1, word: sketch.words[i]!, youDrew: drewIt === seat, guessed };
  });
}

/**
 * What one player sees. The word is in the drawer's view only: the one guessing reads its
 * shape, and the word itself once the round is over (`last`, or the result screen).
 */
export function viewFor(
  sketch: Sketch,
  seat: Seat,
  gameId: string,
  now: number,
  paused: boolean,
): DrawView {
  const word = wordOf(sketch);
  const drawing = sketch.drawer === seat;
  const view: DrawView = {
    gameId,
    round: sketch.round,
    rounds: DRAW.rounds,
    drawing,
    hint: hintOf(word),
    language: sketch.language,
    score: scoreOf(sketch),
    strokes: sketch.strokes,
    timeLeft: paused ? 0 : Math.max(0, sketch.endsAt - now),
    paused,
  };
  if (drawing) view.word = word;
  const last = playedFor(sketch, seat).at(-1);
  if (last) view.last = last;
  return view;
}

/** The result screen's payload for one player: every word played, the pair's score. */
export function endedFor(end: GameEnd<Sketch | undefined>): DrawEnded {
  const { play, seat, gameId, results, reason, reward } = end;
  const played = play ? playedFor(play, seat) : [];
  // a game ended early shows the word of the round it stopped in as well
  if (play && play.guessed.length < play.round)
    played.push({
      round: play.round,
      word: wordOf(play),
      youDrew: play.drawer === seat,
      guessed: false,
    });
  const payload: DrawEnded = {
    gameId,
    result: results[seat],
    score: play ? scoreOf(play) : 0,
    played,
    rewards: reward,
  };
  return reason ? { ...payload, ...endReason(reason) } : payload;
}

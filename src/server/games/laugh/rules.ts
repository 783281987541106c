import { LAUGH } from '../../../shared/constants.ts';
import { resultsByScore, type SeatResults } from '../../../shared/games/result.ts';
import type { EndReason, Refusal } from '../../../shared/protocol/index.ts';
import type { GameContext } from '../host/definition.ts';
import { firstSeat, forged, type Forged } from '../host/rules.ts';
import { flowRefusals } from '../host/challenge.ts';
import {
  attackerOf,
  defenderOf,
  PREP_MIN_MS,
  turnTimer,
  withTimer,
  type LaughEffect,
  type LaughState,
  type Seat,
  type Step,
} from './state.ts';

export {
  attackerOf,
  defenderOf,
  PREP_MIN_MS,
  type LaughEffect,
  type LaughPhase,
  type LaughState,
  type Step,
} from './state.ts';
export { heldCamera, resume } from './pause.ts';

/**
 * Laugh challenge rules (the host runs the challenge around them): pure, no I/O, no timers.
 * Players are seats (0 and 1, as in `match.sockets`); the wire names them by socket id.
 *
 * A turn: the attacker ('Jokester') tries to make the defender ('Statue') laugh for 30 s. A
 * laugh reported by the defender's own detector with the turn's id and nonce scores a point
 * for the attacker and ends the turn (the statue cracked), so one nonce scores at most once.
 * Before every turn a prep break waits for the defender's camera check (capped at 15 s).
 *
 * While a player reconnects the host pauses the game: the turn's (or the break's) clock stops
 * and nothing scores; when both are back the clock goes on with the time it had (pause.ts).
 */

export type LaughMove =
  | { type: 'cameraStatus'; ok: boolean }
  | { type: 'laughDetected'; turnId: string; nonce: string }
  | { type: 'endTurn'; turnId: string }
  /** a player turned their camera off: a laugh challenge needs both faces */
  | { type: 'cameraOff' };

export type LaughContext = GameContext;

export const TURNS = LAUGH.rounds * 2;

/** The laugh challenge's refusals (the flow's, and its own) and why it ends (codes/games.ts). */
export const REASONS = {
  ...flowRefusals('laugh'),
  notRunning: flowRefusals('laugh').noGame,
  busy: { code: 'busy' },
  declined: { code: 'declined', params: { game: 'laugh' } },
  /** the one left behind reads it (the one who left is gone) */
  disconnected: { code: 'ended_partner_left' },
  notDefender: { code: 'not_defender' },
  notAttacker: { code: 'not_attacker' },
  notInTurn: { code: 'no_turn' },
  staleTurn: { code: 'stale_turn' },
  badNonce: { code: 'bad_nonce' },
  replayed: { code: 'replayed' },
  tooEarly: { code: 'too_early' },
  completed: { code: 'ended_complete' },
  yourCamera: { code: 'ended_your_camera' },
  partnerCamera: { code: 'ended_partner_camera' },
} as const satisfies Record<string, Refusal | EndReason>;

export const roundOf = (turn: number) => Math.floor(turn / 2) + 1;

function newId(random: () => number): string {
  let id = '';
  for (let i = 0; i < 4; i++)
    id += Math.floor(random() * 2 ** 32)
      .toString(36)
      .padStart(7, '0');
  return id;
}

/** One more point for `seat`. */
function scoredBy(scores: [number, number], seat: Seat): [number, number] {
  return seat === 0 ? [scores[0] + 1, scores[1]] : [scores[0], scores[1] + 1];
}

function startPrep(s: LaughState, now: number): LaughState {
  return withTimer(
    { ...s, phase: 'prep', prepStartedAt: now, cameraOk: false, turnId: null, nonce: null },
    now + LAUGH.prepCapMs,
  );
}

function startTurn(s: LaughState, ctx: LaughContext): Step {
  const turnEndsAt = ctx.now + LAUGH.turnMs;
  const play = withTimer(
    {
      ...s,
      phase: 'active',
      turnId: newId(ctx.random),
      nonce: newId(ctx.random),
      turnStartedAt: ctx.now,
      turnEndsAt,
      awaySince: null,
    },
    turnEndsAt,
  );
  return { play, effects: [{ type: 'turn' }] };
}

/** The defender's camera during a turn: out of frame starts the warning, back in frame ends it. */
function onTurnCamera(s: LaughState, ok: boolean, now: number): Step {
  const away = !ok;
  if (away === (s.awaySince !== null)) return { play: s, effects: [] };
  const play = turnTimer({ ...s, awaySince: away ? now : null });
  const forfeitAt = away ? now + LAUGH.awayForfeitMs : 0;
  return { play, effects: [{ type: 'away', away, turnId: s.turnId!, forfeitAt }] };
}

/** A turn deadline: the Statue stayed away (the Jokester scores) or the time is up. */
function onTurnTimeout(s: LaughState, now: number): Step {
  if (s.awaySince !== null && now >= s.awaySince + LAUGH.awayForfeitMs && now < s.turnEndsAt) {
    const scorer = attackerOf(s);
    const scored = { ...s, scores: scoredBy(s.scores, scorer) };
    return endTurn(scored, now, [{ type: 'score', scorer, turnId: s.turnId!, forfeit: true }]);
  }
  if (now >= s.turnEndsAt) return endTurn(s, now);
  return { play: turnTimer(s), effects: [] };
}

/** The turn is over (time, a laugh, or the Jokester passing): next prep, or the result. */
function endTurn(s: LaughState, now: number, effects: LaughEffect[] = []): Step {
  const next = s.turn + 1;
  // the last turn played: the host ends the game (outcome)
  if (next >= TURNS) return { play: withTimer({ ...s, turn: next }, null), effects };
  const play = startPrep({ ...s, turn: next }, now);
  return { play, effects: [...effects, { type: 'prep' }] };
}

function onPrepTimeout(s: LaughState, ctx: LaughContext): Step {
  const waited = ctx.now - s.prepStartedAt;
  if (s.cameraOk || waited >= LAUGH.prepCapMs) return startTurn(s, ctx);
  // the minimum passed but the camera isn't ready: keep waiting, up to the cap
  return { play: withTimer(s, s.prepStartedAt + LAUGH.prepCapMs), effects: [] };
}

/** The game starts: the server's (crypto-backed) randomness picks the first Jokester. */
export function setup(_: unknown, ctx: LaughContext): Step {
  const fresh: LaughState = {
    phase: 'prep',
    first: firstSeat(ctx),
    turn: 0,
    turnId: null,
    nonce: null,
    spent: [],
    scores: [0, 0],
    prepStartedAt: 0,
    cameraOk: false,
    turnStartedAt: 0,
    turnEndsAt: 0,
    awaySince: null,
    timer: null,
    timerSeq: 0,
  };
  return { play: startPrep(fresh, ctx.now), effects: [{ type: 'started' }] };
}

/** Why a player's camera (turned off) ended it, as each seat reads it. */
const cameraReasons = (by: Seat): [EndReason, EndReason] =>
  by === 0
    ? [REASONS.yourCamera, REASONS.partnerCamera]
    : [REASONS.partnerCamera, REASONS.yourCamera];

export function move(
  s: LaughState,
  by: Seat,
  action: LaughMove,
  ctx: LaughContext,
): Step | Refusal | Forged {
  switch (action.type) {
    case 'cameraStatus': {
      // only the (upcoming) defender's check matters: in the break, and during the turn
      if (by !== defenderOf(s)) return { play: s, effects: [] };
      if (s.phase === 'active') return onTurnCamera(s, action.ok, ctx.now);
      if (!action.ok) return { play: { ...s, cameraOk: false }, effects: [] };
      if (ctx.now - s.prepStartedAt >= PREP_MIN_MS) return startTurn(s, ctx);
      return {
        play: withTimer({ ...s, cameraOk: true }, s.prepStartedAt + PREP_MIN_MS),
        effects: [],
      };
    }
    case 'laughDetected': {
      // every refusal here is logged: a real detector only reports with the current pair
      if (s.spent.includes(action.nonce)) return forged(REASONS.replayed);
      if (s.phase !== 'active') return forged(REASONS.notInTurn);
      if (by !== defenderOf(s)) return forged(REASONS.notDefender);
      if (action.turnId !== s.turnId) return forged(REASONS.staleTurn);
      if (action.nonce !== s.nonce) return forged(REASONS.badNonce);
      // a Statue still smiling from the break is not caught in the first moments
      if (ctx.now - s.turnStartedAt < LAUGH.turnGraceMs) return REASONS.tooEarly;
      const scorer = attackerOf(s);
      const scored: LaughState = {
        ...s,
        scores: scoredBy(s.scores, scorer),
        spent: [...s.spent, action.nonce],
      };
      return endTurn(scored, ctx.now, [{ type: 'score', scorer, turnId: action.turnId }]);
    }
    case 'endTurn': {
      if (s.phase !== 'active') return REASONS.notInTurn;
      if (action.turnId !== s.turnId) return REASONS.staleTurn;
      if (by !== attackerOf(s)) return REASONS.notAttacker;
      return endTurn(s, ctx.now);
    }
    case 'cameraOff':
      return { play: withTimer(s, null), effects: [], end: { reasons: cameraReasons(by) } };
  }
}

/** The pending deadline: the break's or the turn's end, or the away Statue's forfeit. */
export function timeout(s: LaughState, ctx: LaughContext): Step {
  if (s.phase === 'prep') return onPrepTimeout(s, ctx);
  return onTurnTimeout(s, ctx.now);
}

/** Played out after the last turn: the better Jokester wins. */
export const outcome = (s: LaughState): SeatResults | null =>
  s.turn >= TURNS ? resultsByScore(...s.scores) : null;

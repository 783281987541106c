import { LAUGH } from '../../../shared/constants.ts';
import { ENDED_EARLY, resultsByScore } from '../../../shared/games/result.ts';
import type { EndReason } from '../../../shared/protocol/index.ts';
import { refuse } from '../host/definition.ts';
import { heldCamera, pause, resume } from './pause.ts';
import {
  attackerOf,
  defenderOf,
  other,
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

/**
 * Laugh challenge rules as a pure reducer: no I/O, no timers. The room runner feeds client
 * events and timeouts in as actions, schedules `state.timer`, and turns effects into socket
 * events. Players are seats (0 and 1, as in `match.sockets`); the wire names them by socket id.
 *
 * A turn: the attacker ('Jokester') tries to make the defender ('Statue') laugh for 30 s. A
 * laugh reported by the defender's own detector with the turn's id and nonce scores a point
 * for the attacker and ends the turn (the statue cracked), so one nonce scores at most once.
 * Before every turn a prep break waits for the defender's camera check (capped at 15 s).
 *
 * While a player reconnects the game is paused: the turn's (or the break's) clock stops and
 * nothing scores; when both are back (on new sockets, same seats) the clock goes on with the
 * time it had.
 */

export type LaughAction =
  | { type: 'request'; by: Seat }
  | { type: 'accept'; by: Seat }
  | { type: 'reject'; by: Seat }
  | { type: 'cameraStatus'; by: Seat; ok: boolean }
  | { type: 'laughDetected'; by: Seat; turnId: string; nonce: string }
  | { type: 'endTurn'; by: Seat; turnId: string }
  | { type: 'end'; by: Seat }
  /** a player turned their camera off: a laugh challenge needs both faces */
  | { type: 'cameraOff'; by: Seat }
  | { type: 'disconnect'; by: Seat }
  /** a player's connection dropped: the clock stops until both are back */
  | { type: 'pause' }
  /** both players are back: the clock goes on where it stopped */
  | { type: 'resume' }
  | { type: 'timeout'; token: number };

export interface LaughContext {
  now: number;
  /** uniform in [0, 1); the runner passes a crypto-backed one (nonces must not be guessable) */
  random: () => number;
}

export const TURNS = LAUGH.rounds * 2;

/** The laugh challenge's refusals and why it ends (codes of codes/games.ts). */
const LAUGH_GAME = { game: 'laugh' } as const;
export const REASONS = {
  busy: { code: 'busy' },
  declined: { code: 'declined', params: LAUGH_GAME },
  pending: { code: 'pending', params: LAUGH_GAME },
  ownRequest: { code: 'own_request', params: LAUGH_GAME },
  noRequest: { code: 'no_request', params: LAUGH_GAME },
  notRunning: { code: 'no_game', params: LAUGH_GAME },
  notDefender: { code: 'not_defender' },
  notAttacker: { code: 'not_attacker' },
  notInTurn: { code: 'no_turn' },
  staleTurn: { code: 'stale_turn' },
  badNonce: { code: 'bad_nonce' },
  replayed: { code: 'replayed' },
  tooEarly: { code: 'too_early' },
  paused: { code: 'paused' },
  completed: { code: 'ended_complete' },
  /** the one left behind reads it (the one who left is gone) */
  disconnected: { code: 'ended_partner_left' },
  byYou: { code: 'ended_by_you', params: LAUGH_GAME },
  byPartner: { code: 'ended_by_partner', params: LAUGH_GAME },
  yourCamera: { code: 'ended_your_camera' },
  partnerCamera: { code: 'ended_partner_camera' },
} as const;

/** Why a player's quit (or camera off) ended it, as each seat reads it. */
function quitReasons(quitter: Seat, camera: boolean): [EndReason, EndReason] {
  const mine: EndReason = camera ? REASONS.yourCamera : REASONS.byYou;
  const theirs: EndReason = camera ? REASONS.partnerCamera : REASONS.byPartner;
  return quitter === 0 ? [mine, theirs] : [theirs, mine];
}

export function initialState(): LaughState {
  return {
    phase: 'idle',
    requester: null,
    first: null,
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
    quitter: null,
    pausedAt: null,
    timer: null,
    timerSeq: 0,
  };
}

export const roundOf = (turn: number) => Math.floor(turn / 2) + 1;
export const isRunning = (s: LaughState) =>
  s.phase === 'requested' || s.phase === 'prep' || s.phase === 'active';

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
  const state = withTimer(
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
  return { state, effects: [{ type: 'turn' }] };
}

/** The defender's camera during a turn: out of frame starts the warning, back in frame ends it. */
function onTurnCamera(s: LaughState, ok: boolean, now: number): Step {
  const away = !ok;
  if (away === (s.awaySince !== null)) return { state: s, effects: [] };
  const state = turnTimer({ ...s, awaySince: away ? now : null });
  const forfeitAt = away ? now + LAUGH.awayForfeitMs : 0;
  return { state, effects: [{ type: 'away', away, turnId: s.turnId!, forfeitAt }] };
}

/** A turn deadline: the Statue stayed away (the Jokester scores) or the time is up. */
function onTurnTimeout(s: LaughState, now: number): Step {
  if (s.awaySince !== null && now >= s.awaySince + LAUGH.awayForfeitMs && now < s.turnEndsAt) {
    const scorer = attackerOf(s);
    const scored = { ...s, scores: scoredBy(s.scores, scorer) };
    return endTurn(scored, now, [{ type: 'score', scorer, turnId: s.turnId!, forfeit: true }]);
  }
  if (now >= s.turnEndsAt) return endTurn(s, now);
  return { state: turnTimer(s), effects: [] };
}

/** The game is over: played to its end (`completed`) or ended early, with no winner. */
function finish(
  s: LaughState,
  completed: boolean,
  reasons: [EndReason, EndReason],
  quitter?: Seat,
): Step {
  const results = completed ? resultsByScore(...s.scores) : ENDED_EARLY;
  const state = withTimer(
    {
      ...s,
      phase: 'over',
      turnId: null,
      nonce: null,
      awaySince: null,
      pausedAt: null,
      quitter: quitter ?? null,
    },
    null,
  );
  return { state, effects: [{ type: 'over', results, reasons }] };
}

/** The turn is over (time, a laugh, or the Jokester passing): next prep, or the result. */
function endTurn(s: LaughState, now: number, effects: LaughEffect[] = []): Step {
  const next = s.turn + 1;
  if (next >= TURNS) {
    const done = finish(s, true, [REASONS.completed, REASONS.completed]);
    return { state: done.state, effects: [...effects, ...done.effects] };
  }
  const state = startPrep({ ...s, turn: next }, now);
  return { state, effects: [...effects, { type: 'prep' }] };
}

function onPrepTimeout(s: LaughState, ctx: LaughContext): Step {
  const waited = ctx.now - s.prepStartedAt;
  if (s.cameraOk || waited >= LAUGH.prepCapMs) return startTurn(s, ctx);
  // the minimum passed but the camera isn't ready: keep waiting, up to the cap
  return { state: withTimer(s, s.prepStartedAt + LAUGH.prepCapMs), effects: [] };
}

export function reduce(state: LaughState, action: LaughAction, ctx: LaughContext): Step {
  const s = state;
  // nothing moves while a player is away but the end of the game (a quit, a camera, the match)
  const held = ['cameraStatus', 'laughDetected', 'endTurn'].includes(action.type);
  if (s.pausedAt !== null && held) {
    if (action.type === 'cameraStatus') return { state: heldCamera(s, action), effects: [] };
    return refuse(s, REASONS.paused);
  }
  switch (action.type) {
    case 'request': {
      if (isRunning(s)) return refuse(s, REASONS.pending);
      const fresh = initialState();
      return {
        state: { ...fresh, phase: 'requested', requester: action.by, timerSeq: s.timerSeq },
        effects: [{ type: 'requested', from: action.by, to: other(action.by) }],
      };
    }
    case 'accept': {
      if (s.phase !== 'requested') return refuse(s, REASONS.noRequest);
      if (action.by === s.requester) return refuse(s, REASONS.ownRequest);
      const first: Seat = ctx.random() < 0.5 ? 0 : 1;
      const state = startPrep({ ...s, first, turn: 0 }, ctx.now);
      return { state, effects: [{ type: 'started' }] };
    }
    case 'reject': {
      if (s.phase !== 'requested') return refuse(s, REASONS.noRequest);
      const state = { ...s, phase: 'idle' as const, requester: null };
      if (action.by === s.requester)
        return { state, effects: [{ type: 'withdrawn', to: other(action.by) }] };
      return { state, effects: [{ type: 'rejected', to: s.requester!, reason: REASONS.declined }] };
    }
    case 'cameraStatus': {
      // only the (upcoming) defender's check matters: in the break, and during the turn
      if (action.by !== defenderOf(s)) return { state: s, effects: [] };
      if (s.phase === 'active') return onTurnCamera(s, action.ok, ctx.now);
      if (s.phase !== 'prep') return { state: s, effects: [] };
      if (!action.ok) return { state: { ...s, cameraOk: false }, effects: [] };
      if (ctx.now - s.prepStartedAt >= PREP_MIN_MS) return startTurn(s, ctx);
      return {
        state: withTimer({ ...s, cameraOk: true }, s.prepStartedAt + PREP_MIN_MS),
        effects: [],
      };
    }
    case 'laughDetected': {
      // every refusal here is logged: a real detector only reports with the current pair
      if (s.spent.includes(action.nonce)) return refuse(s, REASONS.replayed, true);
      if (s.phase !== 'active') return refuse(s, REASONS.notInTurn, true);
      if (action.by !== defenderOf(s)) return refuse(s, REASONS.notDefender, true);
      if (action.turnId !== s.turnId) return refuse(s, REASONS.staleTurn, true);
      if (action.nonce !== s.nonce) return refuse(s, REASONS.badNonce, true);
      // a Statue still smiling from the break is not caught in the first moments
      if (ctx.now - s.turnStartedAt < LAUGH.turnGraceMs) return refuse(s, REASONS.tooEarly);
      const scorer = attackerOf(s);
      const scored: LaughState = {
        ...s,
        scores: scoredBy(s.scores, scorer),
        spent: [...s.spent, action.nonce],
      };
      return endTurn(scored, ctx.now, [{ type: 'score', scorer, turnId: action.turnId }]);
    }
    case 'endTurn': {
      if (s.phase !== 'active') return refuse(s, REASONS.notInTurn);
      if (action.turnId !== s.turnId) return refuse(s, REASONS.staleTurn);
      if (action.by !== attackerOf(s)) return refuse(s, REASONS.notAttacker);
      return endTurn(s, ctx.now);
    }
    case 'end': {
      if (s.phase === 'requested') return reduce(s, { type: 'reject', by: action.by }, ctx);
      if (s.phase !== 'prep' && s.phase !== 'active') return refuse(s, REASONS.notRunning);
      return finish(s, false, quitReasons(action.by, false), action.by);
    }
    case 'cameraOff': {
      // a pending request stays: the partner may still say no, and the camera may come back
      if (s.phase !== 'prep' && s.phase !== 'active') return { state: s, effects: [] };
      return finish(s, false, quitReasons(action.by, true), action.by);
    }
    case 'disconnect': {
      if (s.phase === 'requested')
        return { state: { ...s, phase: 'idle', requester: null }, effects: [] };
      if (s.phase !== 'prep' && s.phase !== 'active') return { state: s, effects: [] };
      return finish(s, false, [REASONS.disconnected, REASONS.disconnected]);
    }
    case 'pause':
      return pause(s, ctx.now);
    case 'resume':
      return resume(s, ctx.now);
    case 'timeout': {
      if (!s.timer || s.timer.token !== action.token) return { state: s, effects: [] };
      if (s.phase === 'prep') return onPrepTimeout(s, ctx);
      if (s.phase === 'active') return onTurnTimeout(s, ctx.now);
      return { state: withTimer(s, null), effects: [] };
    }
  }
}

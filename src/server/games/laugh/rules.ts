import { LAUGH } from '../../../shared/constants.ts';
import type { RejectReason } from '../../../shared/protocol/index.ts';
import { refuse, type Step as GameStep } from '../host/definition.ts';
import { heldCamera, pause, resume } from './pause.ts';

/**
 * Laugh challenge rules as a pure reducer: no I/O, no timers. The room runner feeds client
 * events and timeouts in as actions, schedules `state.timer`, and turns effects into socket
 * events. Players are socket ids (what the client knows as its partner's id).
 *
 * A turn: the attacker ('Jokester') tries to make the defender ('Statue') laugh for 30 s. A
 * laugh reported by the defender's own detector with the turn's id and nonce scores a point
 * for the attacker and ends the turn (the statue cracked), so one nonce scores at most once.
 * Before every turn a prep break waits for the defender's camera check (capped at 15 s).
 *
 * While a player reconnects the game is paused: the turn's (or the break's) clock stops and
 * nothing scores; when both are back (on new sockets) the clock goes on with the time it had.
 */

export type LaughPhase = 'idle' | 'requested' | 'prep' | 'active' | 'over';

export interface LaughState {
  phase: LaughPhase;
  players: [string, string];
  requester: string | null;
  /** who attacks first; turn i is attacked by first (even i) or the other (odd i) */
  first: string | null;
  /** 0-based index of the current (or upcoming, in prep) turn */
  turn: number;
  turnId: string | null;
  nonce: string | null;
  /** nonces that already scored (kept per game, so a replay is refused and logged) */
  spent: string[];
  scores: Record<string, number>;
  /** prep: when it began, and whether the upcoming defender's camera said ok */
  prepStartedAt: number;
  cameraOk: boolean;
  /** active: when the turn began and ends */
  turnStartedAt: number;
  turnEndsAt: number;
  /** active: since when the Statue's camera says they are out of frame (null: in frame) */
  awaySince: number | null;
  /** who quit, when the game was ended early by a player */
  quitter: string | null;
  /** since when a reconnecting player has held the game (null: not paused) */
  pausedAt: number | null;
  /** the one pending deadline; `token` lets the runner's stale timeouts be ignored */
  timer: { at: number; token: number } | null;
  timerSeq: number;
}

export type LaughAction =
  | { type: 'request'; by: string }
  | { type: 'accept'; by: string }
  | { type: 'reject'; by: string }
  | { type: 'cameraStatus'; by: string; ok: boolean }
  | { type: 'laughDetected'; by: string; turnId: string; nonce: string }
  | { type: 'endTurn'; by: string; turnId: string }
  | { type: 'end'; by: string }
  /** a player turned their camera off: a laugh challenge needs both faces */
  | { type: 'cameraOff'; by: string }
  | { type: 'disconnect'; by: string }
  /** a player's connection dropped: the clock stops until both are back */
  | { type: 'pause' }
  /** both players are back, on these sockets (seat order): the clock goes on where it stopped */
  | { type: 'resume'; players: [string, string] }
  | { type: 'timeout'; token: number };

export type EndKind = 'completed' | 'ended';

export type LaughEffect =
  | { type: 'requested'; from: string; to: string }
  | { type: 'rejected'; to: string; reason: RejectReason }
  /** the request was taken back by the requester: the partner's Accept/Decline goes away */
  | { type: 'withdrawn'; to: string }
  | { type: 'started' }
  | { type: 'prep' }
  /** a turn starts, or goes on after a pause (with the time it has left) */
  | { type: 'turn' }
  | { type: 'score'; scorer: string; turnId: string; forfeit?: boolean }
  /** the Statue left the frame (away) or came back during the turn */
  | { type: 'away'; away: boolean; turnId: string; forfeitAt: number }
  | {
      type: 'over';
      kind: EndKind;
      winnerId: string | null;
      reason: string;
      quitter?: string;
      /** the quitter turned their camera off */
      camera?: true;
    };

export interface LaughContext {
  now: number;
  /** uniform in [0, 1); the runner passes a crypto-backed one (nonces must not be guessable) */
  random: () => number;
}

export type Step = GameStep<LaughState, LaughEffect>;

export const TURNS = LAUGH.rounds * 2;
/** the shortest prep break, so 'Switching turns' can be read even when the camera is ready */
export const PREP_MIN_MS = 3_000;

/** The laugh challenge's refusals (codes of codes/games.ts) and its end texts. */
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
  completed: 'Challenge complete',
  endedBy: 'Challenge ended early',
  cameraOff: 'Challenge ended: a camera was turned off',
  disconnected: 'Partner disconnected',
} as const;

export function initialState(players: [string, string]): LaughState {
  return {
    phase: 'idle',
    players,
    requester: null,
    first: null,
    turn: 0,
    turnId: null,
    nonce: null,
    spent: [],
    scores: { [players[0]]: 0, [players[1]]: 0 },
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

export const other = (s: LaughState, p: string) =>
  s.players[0] === p ? s.players[1] : s.players[0];
export const attackerOf = (s: LaughState, turn = s.turn) =>
  turn % 2 === 0 ? s.first! : other(s, s.first!);
export const defenderOf = (s: LaughState, turn = s.turn) => other(s, attackerOf(s, turn));
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

export function withTimer(s: LaughState, at: number | null): LaughState {
  if (at === null) return { ...s, timer: null };
  const token = s.timerSeq + 1;
  return { ...s, timer: { at, token }, timerSeq: token };
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

/** The next deadline of a running turn: its end, or the away Statue's forfeit if sooner. */
export function turnTimer(s: LaughState): LaughState {
  const forfeitAt = s.awaySince === null ? Infinity : s.awaySince + LAUGH.awayForfeitMs;
  return withTimer(s, Math.min(s.turnEndsAt, forfeitAt));
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
    const scored = { ...s, scores: { ...s.scores, [scorer]: s.scores[scorer]! + 1 } };
    return endTurn(scored, now, [{ type: 'score', scorer, turnId: s.turnId!, forfeit: true }]);
  }
  if (now >= s.turnEndsAt) return endTurn(s, now);
  return { state: turnTimer(s), effects: [] };
}

function finish(
  s: LaughState,
  kind: EndKind,
  reason: string,
  quitter?: string,
  camera?: true,
): Step {
  const [a, b] = s.players;
  let winnerId: string | null = null;
  if (kind === 'completed' && s.scores[a] !== s.scores[b])
    winnerId = s.scores[a]! > s.scores[b]! ? a : b;
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
  const over: LaughEffect = { type: 'over', kind, winnerId, reason };
  if (!quitter) return { state, effects: [over] };
  return { state, effects: [camera ? { ...over, quitter, camera } : { ...over, quitter }] };
}

/** The turn is over (time, a laugh, or the Jokester passing): next prep, or the result. */
function endTurn(s: LaughState, now: number, effects: LaughEffect[] = []): Step {
  const next = s.turn + 1;
  if (next >= TURNS) {
    const done = finish(s, 'completed', REASONS.completed);
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
      const fresh = initialState(s.players);
      return {
        state: { ...fresh, phase: 'requested', requester: action.by, timerSeq: s.timerSeq },
        effects: [{ type: 'requested', from: action.by, to: other(s, action.by) }],
      };
    }
    case 'accept': {
      if (s.phase !== 'requested') return refuse(s, REASONS.noRequest);
      if (action.by === s.requester) return refuse(s, REASONS.ownRequest);
      const first = s.players[ctx.random() < 0.5 ? 0 : 1];
      const state = startPrep({ ...s, first, turn: 0 }, ctx.now);
      return { state, effects: [{ type: 'started' }] };
    }
    case 'reject': {
      if (s.phase !== 'requested') return refuse(s, REASONS.noRequest);
      const state = { ...s, phase: 'idle' as const, requester: null };
      if (action.by === s.requester)
        return { state, effects: [{ type: 'withdrawn', to: other(s, action.by) }] };
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
        scores: { ...s.scores, [scorer]: s.scores[scorer]! + 1 },
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
      return finish(s, 'ended', REASONS.endedBy, action.by);
    }
    case 'cameraOff': {
      // a pending request stays: the partner may still say no, and the camera may come back
      if (s.phase !== 'prep' && s.phase !== 'active') return { state: s, effects: [] };
      return finish(s, 'ended', REASONS.cameraOff, action.by, true);
    }
    case 'disconnect': {
      if (s.phase === 'requested')
        return { state: { ...s, phase: 'idle', requester: null }, effects: [] };
      if (s.phase !== 'prep' && s.phase !== 'active') return { state: s, effects: [] };
      return finish(s, 'ended', REASONS.disconnected);
    }
    case 'pause':
      return pause(s, ctx.now);
    case 'resume':
      return resume(s, action.players, ctx.now);
    case 'timeout': {
      if (!s.timer || s.timer.token !== action.token) return { state: s, effects: [] };
      if (s.phase === 'prep') return onPrepTimeout(s, ctx);
      if (s.phase === 'active') return onTurnTimeout(s, ctx.now);
      return { state: withTimer(s, null), effects: [] };
    }
  }
}

import type { GameEventName, GameKind } from '../../../shared/games/registry.ts';
import type { Rewards, SeatResults } from '../../../shared/games/result.ts';
import type {
  ClientPayload,
  MediaState,
  ServerEventName,
  ServerToClientEvents,
} from '../../../shared/protocol/index.ts';
import type { Match } from '../../matchmaking/service.ts';
import type { Refusal } from '../../../shared/protocol/index.ts';

/**
 * Seat 0 or 1: the player's index in `match.sockets`. Every game names its players by seat: a
 * reconnect changes a player's socket, never their seat. Socket ids appear only on the wire.
 */
export type Seat = 0 | 1;

/** Each seat's microphone and camera, as the call keeps them (matchmaking/media.ts). */
export type SeatMedia = readonly [MediaState, MediaState];

/** Who sent an event: game handlers never see the socket itself (it may be on another node). */
export interface Actor {
  socketId: string;
  userId: string;
}

export interface GameContext {
  now: number;
  /** uniform in [0, 1) */
  random: () => number;
}

/**
 * What every game's pure `reduce` returns; it never throws. A refused action changes
 * nothing: the sender is told `refused`, and `suspicious` ones are logged (a forged report).
 */
export interface Step<S, E> {
  state: S;
  effects: E[];
  refused?: Refusal;
  suspicious?: boolean;
}

export const refuse = <S>(state: S, reason: Refusal, suspicious = false): Step<S, never> =>
  suspicious
    ? { state, effects: [], refused: reason, suspicious }
    : { state, effects: [], refused: reason };

/** Per-seat emits: to a seat or to both. `ids` are the seats' sockets now, for the wire. */
export interface Out {
  readonly ids: readonly [string, string];
  send<E extends ServerEventName>(
    to: Seat | 'both',
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
}

/** What a definition's event handler knows about where the event came from. */
export interface Seated<S> {
  actor: Actor;
  seat: Seat;
  match: Match;
  /** the game's state in this match (its initial state when it is not running) */
  state: S;
  /** the pair's microphones and cameras (the call keeps them; games only read) */
  media: SeatMedia;
}

/** The game is over: the host records `results` (in seat order), then calls `send`. */
export interface Finish {
  results: SeatResults;
  /** the note both players see when the points could not be saved */
  failedNote: string;
  send(out: Out, rewards: [Reward, Reward]): void;
}

export type Reward = Rewards;

export interface EmitContext<S> {
  state: S;
  match: Match;
  /** this game's id: `${match id}:${games started in the match}` (the ledger's key) */
  gameId: string;
  now: number;
  out: Out;
}

type EventHandlers<K extends GameKind, S, A> = {
  [E in GameEventName<K>]: (payload: ClientPayload<E>, at: Seated<S>) => A | Refusal | undefined;
};

/**
 * One game, as data and pure functions (boardgame.io's Game): the host runs every game with
 * it. `events` turns each client event of the game (shared/games/registry.ts) into an action,
 * a refusal (a string), or nothing to do.
 */
export interface GameDefinition<K extends GameKind, S, A extends { type: string }, E> {
  kind: K;
  events: EventHandlers<K, S, A>;
  initial(match: Match): S;
  reduce(state: S, action: A, ctx: GameContext): Step<S, E>;
  /** the game holds the match's one game lock (a pending request included) */
  running(state: S): boolean;
  /** a request waits for the partner's answer */
  pending(state: S): boolean;
  /** the one pending deadline, and the action fed in when it passes */
  deadline(state: S): { at: number; action: A } | null;
  /**
   * What happens to a running game when the match ends (`seat` ended it), while a seat
   * reconnects (`away` when a seat drops, `back` once both seats are here again), and when a
   * seat's microphone or camera changes (`media`; nothing to do: undefined), and a chat line
   * the running game may take (`chat`).
   */
  lifecycle: {
    ended(seat: Seat): A;
    away?: A;
    back?: A;
    media?(seat: Seat, media: MediaState): A | undefined;
    /** a chat line of `seat`: an action that takes it, a refusal, or undefined (plain chat) */
    chat?(state: S, seat: Seat, text: string): A | Refusal | undefined;
  };
  /** sends an effect to the players; a `Finish` when it ends the game */
  emit(effect: E, ctx: EmitContext<S>): Finish | void;
  /** drain: the state a running game is handed to another node in (null: not handed over) */
  handover?: { export(state: S, now: number): S | null; resume: A };
  random?: () => number;
}

/** A game with its types erased, as the host keeps it (its kind kept, for the registry). */
export type AnyGame<K extends GameKind = GameKind> = GameDefinition<
  GameKind,
  unknown,
  { type: string },
  unknown
> & { kind: K };

/** Every game, by kind: a game missing here (or under another's kind) fails the typecheck. */
export type GameRegistry = { readonly [K in GameKind]: AnyGame<K> };

/** Checks a definition against its own types, then erases them for the host. */
export function defineGame<K extends GameKind, S, A extends { type: string }, E>(
  game: GameDefinition<K, S, A, E>,
): AnyGame<K> {
  return game as unknown as AnyGame<K>;
}

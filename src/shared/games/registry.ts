/**
 * Every game of the product, once: its kind and its socket events. The matchmaking lock
 * (`GameKind`), the points ledger (`GameType`), the cluster's forwarding set, the server's
 * game host and rate limits, and the web's game registry all derive from this table, so a new
 * game is one entry here (plus its protocol lines) and not a hunt through a dozen files.
 */

/** A player action's rate limit (per socket; twice the points per user) and its refusal text. */
export interface GameRate {
  points: number;
  perMs: number;
  /** what the person did too fast, in their words (never an event name) */
  doing: string;
}

const REQUEST: GameRate = {
  points: 5,
  perMs: 10_000,
  doing: "You're sending game requests too fast.",
};
const ANSWER_REQUEST: GameRate = {
  points: 5,
  perMs: 10_000,
  doing: "You're answering game requests too fast.",
};
const END_GAME: GameRate = { points: 5, perMs: 10_000, doing: "You're ending games too fast." };

/** The roles every game has: a request, its answer, and End Challenge. */
const lifecycle = <R extends string, A extends string, D extends string, E extends string>(
  request: R,
  accept: A,
  reject: D,
  end: E,
) => ({
  request: { event: request, rate: REQUEST },
  accept: { event: accept, rate: ANSWER_REQUEST },
  reject: { event: reject, rate: ANSWER_REQUEST },
  end: { event: end, rate: END_GAME },
});

export const GAMES = {
  trivia: {
    kind: 'trivia',
    /** client → server, by role; `request` takes the match's one game lock */
    actions: {
      ...lifecycle(
        'requestTriviaChallenge',
        'acceptTriviaChallenge',
        'rejectTriviaChallenge',
        'endChallenge',
      ),
      answer: {
        event: 'submitAnswer',
        rate: { points: 10, perMs: 10_000, doing: "You're answering too fast." },
        /** a valid payload (the hostile-input suite starts from it) */
        sample: { selectedIndex: 1 },
      },
    },
    /** server → client: a request, a request turned down (also "Busy…"), started, ended */
    signals: {
      requested: 'triviaChallengeRequested',
      rejected: 'triviaChallengeRejected',
      started: 'challengeStarted',
      ended: 'challengeEnded',
    },
  },
  laugh: {
    kind: 'laugh',
    actions: {
      ...lifecycle(
        'requestLaughChallenge',
        'acceptLaughChallenge',
        'rejectLaughChallenge',
        'endLaughChallenge',
      ),
      // camera checks during a 15 s prep break, laugh detection every 360 ms at most
      cameraStatus: {
        event: 'laughCameraStatus',
        rate: { points: 30, perMs: 10_000, doing: 'Your camera check is running too often.' },
        sample: { ok: true },
      },
      laughDetected: {
        event: 'laughDetected',
        rate: { points: 40, perMs: 10_000, doing: 'Your laugh detector is running too often.' },
        sample: { turnId: 'turn-1', nonce: 'nonce-1' },
      },
      endTurn: {
        event: 'endLaughTurn',
        rate: { points: 5, perMs: 10_000, doing: "You're ending turns too fast." },
        sample: { turnId: 'turn-1' },
      },
    },
    signals: {
      requested: 'laughChallengeRequested',
      rejected: 'laughChallengeRejected',
      started: 'laughChallengeStarted',
      ended: 'laughChallengeEnded',
    },
  },
  mind: {
    kind: 'mind',
    actions: {
      ...lifecycle(
        'requestMindChallenge',
        'acceptMindChallenge',
        'rejectMindChallenge',
        'endMindChallenge',
      ),
      choose: {
        event: 'submitMindChoice',
        rate: { points: 10, perMs: 10_000, doing: "You're choosing too fast." },
        sample: { round: 1, pick: 0, guess: 1 },
      },
    },
    signals: {
      requested: 'mindChallengeRequested',
      rejected: 'mindChallengeRejected',
      started: 'mindChallengeStarted',
      ended: 'mindChallengeEnded',
    },
  },
  connect4: {
    kind: 'connect4',
    actions: {
      ...lifecycle(
        'requestConnectFour',
        'acceptConnectFour',
        'rejectConnectFour',
        'endConnectFour',
      ),
      drop: {
        event: 'dropConnectFourDisc',
        rate: { points: 10, perMs: 10_000, doing: "You're dropping discs too fast." },
        sample: { column: 3, turnId: 1 },
      },
      resign: {
        event: 'resignConnectFour',
        rate: END_GAME,
      },
    },
    signals: {
      requested: 'connectFourRequested',
      rejected: 'connectFourRejected',
      started: 'connectFourStarted',
      ended: 'connectFourEnded',
    },
  },
  draw: {
    kind: 'draw',
    actions: {
      ...lifecycle('requestDrawGuess', 'acceptDrawGuess', 'rejectDrawGuess', 'endDrawGuess'),
      // a line goes out in pieces while it is drawn, about one every 50 ms
      stroke: {
        event: 'drawStroke',
        rate: { points: 30, perMs: 1_000, doing: "You're drawing too fast." },
        sample: {
          round: 1,
          line: 1,
          colour: 'black',
          width: 10,
          points: [
            [100, 100],
            [120, 130],
          ],
        },
      },
      clear: {
        event: 'clearDrawing',
        rate: { points: 5, perMs: 5_000, doing: "You're clearing the drawing too often." },
        sample: { round: 1 },
      },
    },
    signals: {
      requested: 'drawGuessRequested',
      rejected: 'drawGuessRejected',
      started: 'drawGuessStarted',
      ended: 'drawGuessEnded',
    },
  },
} as const;

export type GameKind = keyof typeof GAMES;
export const GAME_KINDS = Object.keys(GAMES) as GameKind[];

type Entry<K extends GameKind> = (typeof GAMES)[K];
type ActionOf<K extends GameKind> = Entry<K>['actions'][keyof Entry<K>['actions']];

/** The client events players send to act in a game (`K`: one game; all by default). */
export type GameActionName<K extends GameKind = GameKind> = K extends GameKind
  ? ActionOf<K> extends { event: infer E extends string }
    ? E
    : never
  : never;
/**
 * The client events of a game: its actions, nothing else. A game reads the call (its media
 * state, say) through the host, never by taking over a core event.
 */
export type GameEventName<K extends GameKind = GameKind> = GameActionName<K>;

export interface GameAction {
  event: GameActionName;
  rate: GameRate;
  sample?: Record<string, unknown>;
}

/** The actions of `kind`, by role. */
export const gameActions = (kind: GameKind): Record<string, GameAction> => GAMES[kind].actions;

/** The client events of `kind`: its actions. */
export function gameEvents<K extends GameKind>(kind: K): GameEventName<K>[] {
  return Object.values(gameActions(kind)).map((a) => a.event) as GameEventName<K>[];
}

/** Every game action of every game. */
export const GAME_ACTIONS: readonly GameAction[] = GAME_KINDS.flatMap((k) =>
  Object.values(gameActions(k)),
);

/** Every client event some game's room acts on: they run on the node hosting the match. */
export const GAME_EVENTS: readonly GameEventName[] = GAME_KINDS.flatMap((k) => gameEvents(k));

/** A value per game action event (rate limits, texts, samples), typed as a full record. */
export function perGameAction<T>(of: (action: GameAction) => T): Record<GameActionName, T> {
  return Object.fromEntries(GAME_ACTIONS.map((a) => [a.event, of(a)])) as Record<GameActionName, T>;
}

import { setTimeout as delay } from 'node:timers/promises';
import {
  GAME_KINDS,
  GAMES,
  gameEvents,
  type GameEventName,
  type GameKind,
} from '../../../shared/games/registry.ts';
import { randomUUID } from 'node:crypto';
import type { Refusal } from '../../../shared/protocol/index.ts';
import { mediaOf } from '../../matchmaking/media.ts';
import type { Match, MatchService } from '../../matchmaking/service.ts';
import { isOutage } from '../../http/unavailable.ts';
import { recordGameResult } from '../../points/index.ts';
import type { Handler } from '../../realtime/handle.ts';
import type { AppServer } from '../../realtime/io.ts';
import type { Db } from '../../store/db.ts';
import { noteRequest, refuseBusy, settleRequest } from '../busy.ts';
import type { Actor, AnyGame, Finish, GameRegistry, Out, Reward, Seat } from './definition.ts';

export const NOT_IN_CHAT = { code: 'not_in_chat' } as const satisfies Refusal;

/** A database restart shorter than this delays a result screen rather than cost its points. */
const OUTAGE_WAIT_MS = 15_000;
/** Longer outages: the points are recorded in the background, tried this often, this long. */
const RECORD_LATER_EVERY_MS = 5_000;
const RECORD_LATER_MS = 10 * 60_000;

/** Records a game's points, waiting out a short outage of the database. */
async function recordThroughOutage(db: Db, result: Parameters<typeof recordGameResult>[1]) {
  const started = Date.now();
  for (;;) {
    try {
      return await recordGameResult(db, result);
    } catch (err) {
      if (!isOutage(err) || Date.now() - started > OUTAGE_WAIT_MS) throw err;
      await delay(1_000, undefined, { ref: false });
    }
  }
}

export interface HostLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface HostDeps {
  io: AppServer;
  matches: MatchService;
  db: Db;
  log: HostLog;
  games: GameRegistry;
  now?: () => number;
  random?: () => number;
}

/** A running game of a draining node, for the node that takes its match over. */
export interface GameHandover {
  kind: GameKind;
  gameId: string;
  played: number;
  state: unknown;
}

/** The room clock: at most one deadline, cleared when the room is disposed. */
class RoomClock {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private key = '';

  set(at: number, key: string, now: number, fire: () => void): void {
    if (this.timer && this.key === key) return;
    this.clear();
    this.key = key;
    this.timer = setTimeout(fire, Math.max(0, at - now));
    this.timer.unref?.();
  }

  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.key = '';
  }
}

interface Room {
  game: AnyGame;
  match: Match;
  state: unknown;
  gameId: string;
  clock: RoomClock;
}

const seatOf = (match: Match, socketId: string): Seat => (match.sockets[0] === socketId ? 0 : 1);

/**
 * Runs every game (Colyseus' room host): one room per match while its game runs, the match's
 * one-game lock, the room's clock, a game counter per match for ledger ids, points and notes
 * when a game ends, per-seat emits, and cleanup when the match ends. The games themselves are
 * definitions: pure rules, views and their event handlers.
 */
export class GameHost {
  private readonly deps: HostDeps;
  private readonly games: readonly AnyGame[];
  private readonly now: () => number;
  private readonly rooms = new Map<string, Room>();
  /** games started per match and kind, for a distinct ledger id per game */
  private readonly played = new Map<string, number>();
  /**
   * This host's own part of every game id: a match outlives its node (kept through a restart,
   * handed to another node) but the counter above does not always travel with it, and a
   * second game numbered like the first was taken by the ledger as a duplicate (a win lost).
   */
  private readonly run = randomUUID().slice(0, 8);

  constructor(deps: HostDeps) {
    this.deps = deps;
    this.games = GAME_KINDS.map((kind) => deps.games[kind]);
    this.now = deps.now ?? Date.now;
    deps.matches.on('ended', (match, by) => {
      const room = this.rooms.get(match.id);
      if (room) {
        this.dispatch(room.game, match, room.game.lifecycle.ended(seatOf(match, by)));
        this.dispose(room);
      }
      for (const kind of GAME_KINDS) this.played.delete(`${kind}:${match.id}`);
    });
    // a reconnecting player must not lose a turn to the blip: the game may pause meanwhile
    deps.matches.on('away', (match) => {
      const room = this.rooms.get(match.id);
      if (room?.game.lifecycle.away) this.dispatch(room.game, match, room.game.lifecycle.away);
    });
    deps.matches.on('resumed', (match) => {
      const room = this.rooms.get(match.id);
      const back = room?.game.lifecycle.back;
      if (!room || !back || match.away[0] !== null || match.away[1] !== null) return;
      this.dispatch(room.game, match, back);
    });
    // the call keeps the pair's media state (matchmaking/media.ts); a running game may act on it
    deps.matches.on('media', (match, seat, media) => {
      const room = this.rooms.get(match.id);
      const action = room?.game.lifecycle.media?.(seat, media);
      if (room && action) this.dispatch(room.game, match, action);
    });
  }

  /** The socket handlers of every game's events, each taking the sender as an actor. */
  handlers(): { [E in GameEventName]: Handler<E> } {
    const table: Record<string, Handler<never>> = {};
    for (const game of this.games) {
      for (const event of gameEvents(game.kind)) {
        table[event] = (payload, socket) =>
          this.act(game, event, payload, { socketId: socket.id, userId: socket.data.user.id });
      }
    }
    return table as { [E in GameEventName]: Handler<E> };
  }

  /** Runs one client event of `game` for `actor`; returns the refusal, if refused. */
  act(game: AnyGame, event: string, payload: unknown, actor: Actor): Refusal | void {
    const match = this.deps.matches.matchOf(actor.socketId);
    if (!match) return NOT_IN_CHAT;
    const room = this.rooms.get(match.id);
    const state = room?.game === game ? room.state : game.initial(match);
    const handler = (game.events as Record<string, (p: unknown, at: unknown) => unknown>)[event]!;
    const seat = seatOf(match, actor.socketId);
    const made = handler(payload, { actor, seat, match, state, media: mediaOf(match) });
    if (made === undefined) return;
    // a refusal has a code; an action has a type
    if (typeof made === 'object' && made !== null && 'code' in made) return made as Refusal;
    const isRequest = event === GAMES[game.kind].actions.request.event;
    // one game (or request) at a time; the first request to arrive wins
    if (isRequest && match.game !== null) return refuseBusy(this.deps.io, match, seat, game.kind);
    return this.dispatch(game, match, made as { type: string }, isRequest ? seat : undefined);
  }

  /**
   * A chat line from `socketId`, shown to its match's running game before the partner sees it:
   * 'taken' when the game took it as a move (a right guess: the chat does not relay it), a
   * refusal (not relayed either), or undefined (plain chat). It runs on the node running the
   * game, the match's owner: a line sent through another node is read here over the bus
   * (cluster/gameChat.ts).
   */
  chat(socketId: string, text: string): 'taken' | Refusal | undefined {
    const match = this.deps.matches.matchOf(socketId);
    const room = match && this.rooms.get(match.id);
    if (!match || !room?.game.lifecycle.chat) return undefined;
    const made = room.game.lifecycle.chat(room.state, seatOf(match, socketId), text);
    if (made === undefined) return undefined;
    if ('code' in made && !('type' in made)) return made;
    return this.dispatch(room.game, match, made as { type: string }) ?? 'taken';
  }

  /** Drain: the match's running game, paused, for the node that takes the match over. */
  handOver(matchId: string): GameHandover | null {
    const room = this.rooms.get(matchId);
    if (!room) return null;
    this.dispose(room);
    const state = room.game.handover?.export(room.state, this.now()) ?? null;
    if (state === null) return null; // a pending request, or a game that ends with its node
    const { kind } = room.game;
    const played = this.played.get(`${kind}:${matchId}`) ?? 1;
    return { kind, gameId: room.gameId, played, state };
  }

  /** Takes over a game from a draining node; it goes on once both players are back. */
  adopt(match: Match, handed: GameHandover): void {
    const game: AnyGame | undefined = this.deps.games[handed.kind];
    if (!game?.handover) return;
    const room: Room = {
      game,
      match,
      state: handed.state,
      gameId: handed.gameId,
      clock: new RoomClock(),
    };
    this.rooms.set(match.id, room);
    this.played.set(`${game.kind}:${match.id}`, handed.played);
    match.game = game.kind;
    if (match.away[0] === null && match.away[1] === null)
      this.dispatch(game, match, game.handover.resume);
  }

  /** Clears every room's clock (server shutdown). */
  stop(): void {
    for (const room of this.rooms.values()) room.clock.clear();
    this.rooms.clear();
  }

  private dispose(room: Room): void {
    room.clock.clear();
    if (this.rooms.get(room.match.id) === room) this.rooms.delete(room.match.id);
  }

  private dispatch(
    game: AnyGame,
    match: Match,
    action: { type: string },
    requestedBy?: Seat,
  ): Refusal | void {
    const now = this.now();
    const found = this.rooms.get(match.id);
    let room = found?.game === game ? found : undefined;
    const random = game.random ?? this.deps.random ?? Math.random;
    const step = game.reduce(room ? room.state : game.initial(match), action, { now, random });
    if (step.refused) {
      if (step.suspicious)
        this.deps.log.warn(
          { matchId: match.id, game: game.kind, action: action.type, reason: step.refused },
          'game action refused',
        );
      return step.refused;
    }
    const running = game.running(step.state);
    if (running && !room) {
      const key = `${game.kind}:${match.id}`;
      const n = (this.played.get(key) ?? 0) + 1;
      this.played.set(key, n);
      room = {
        game,
        match,
        state: step.state,
        gameId: `${match.id}:${n}:${this.run}`,
        clock: new RoomClock(),
      };
      this.rooms.set(match.id, room);
    }
    if (room) room.state = step.state;
    if (running) match.game = game.kind;
    else if (match.game === game.kind) match.game = null;
    if (!game.pending(step.state)) settleRequest(match, game.kind);
    else if (requestedBy !== undefined) noteRequest(match, game.kind, requestedBy);
    if (room && !running) this.dispose(room);
    else if (room) this.schedule(room, now);
    const gameId =
      room?.gameId ?? `${match.id}:${this.played.get(`${game.kind}:${match.id}`) ?? 0}`;
    const out = this.out(match);
    for (const effect of step.effects) {
      const finish = game.emit(effect, { state: step.state, match, gameId, now, out });
      if (finish) void this.finish(game, match, gameId, finish, out);
    }
  }

  private schedule(room: Room, now: number): void {
    const deadline = room.game.deadline(room.state);
    if (!deadline) return room.clock.clear();
    const { at, action } = deadline;
    room.clock.set(at, `${at} ${JSON.stringify(action)}`, now, () =>
      this.dispatch(room.game, room.match, action),
    );
  }

  private out(match: Match): Out {
    const { io } = this.deps;
    const ids = match.sockets;
    return {
      ids,
      send(to, event, ...args) {
        const target = to === 'both' ? [...ids] : ids[to];
        (io.to(target).emit as (e: string, ...a: unknown[]) => boolean)(event, ...args);
      },
    };
  }

  private async recordLater(result: Parameters<typeof recordGameResult>[1]): Promise<void> {
    const until = Date.now() + RECORD_LATER_MS;
    while (Date.now() < until) {
      await delay(RECORD_LATER_EVERY_MS, undefined, { ref: false });
      try {
        await recordGameResult(this.deps.db, result);
        this.deps.log.warn({ matchId: result.matchId }, 'game points recorded after an outage');
        return;
      } catch (err) {
        if (!isOutage(err)) return this.deps.log.error({ err }, 'game points not recorded');
      }
    }
  }

  /** Points first (the result screen shows them), then the result to both players. */
  private async finish(
    game: AnyGame,
    match: Match,
    gameId: string,
    finish: Finish,
    out: Out,
  ): Promise<void> {
    let rewards: [Reward, Reward];
    const result = {
      matchId: gameId,
      gameType: game.kind,
      players: finish.results.map((result, seat) => ({ userId: match.users[seat]!, result })),
      now: this.now(),
    };
    try {
      const given = await recordThroughOutage(this.deps.db, result);
      const [a, b] = given.map(({ awardedPoints, note, noteCode }) =>
        note ? { awardedPoints, note, noteCode } : { awardedPoints },
      );
      rewards = [a!, b!];
    } catch (err) {
      this.deps.log.error({ err, matchId: match.id, game: game.kind }, 'game points not recorded');
      // the database still away: the points are recorded once it is back (recording the same
      // match again counts nothing twice), so a restart costs nobody their points
      if (isOutage(err)) void this.recordLater(result);
      const note = finish.failedNote;
      rewards = [
        { awardedPoints: 0, note, noteCode: 'not_saved' },
        { awardedPoints: 0, note, noteCode: 'not_saved' },
      ];
    }
    finish.send(out, rewards);
  }
}

import { randomInt } from 'node:crypto';
import { LAUGH } from '../../../shared/constants.ts';
import type { LaughEnded } from '../../../shared/protocol/index.ts';
import type { Match, MatchService } from '../../matchmaking/service.ts';
import { recordGameResult, type PlayerResult } from '../../points/index.ts';
import type { AppServer } from '../../realtime/io.ts';
import type { Db } from '../../store/db.ts';
import {
  attackerOf,
  defenderOf,
  initialState,
  isRunning,
  reduce,
  REASONS,
  roundOf,
  type LaughAction,
  type LaughEffect,
  type LaughState,
} from './rules.ts';

export interface LaughLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface LaughDeps {
  io: AppServer;
  matches: MatchService;
  db: Db;
  log: LaughLog;
  now?: () => number;
}

interface Room {
  match: Match;
  state: LaughState;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** laugh games played in this match: the ledger is idempotent per (match id, game, user) */
  games: number;
}

// crypto-backed, so a partner can't predict the defender's nonce
const cryptoRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

/**
 * The room runner: one laugh room per match. It owns the timers and the sockets, feeds
 * client events and timeouts to the pure rules, keeps the match's game lock in step, and
 * turns effects into per-player events (the nonce goes to the defender only).
 */
export class LaughRooms {
  private readonly rooms = new Map<string, Room>();
  private readonly deps: LaughDeps;
  private readonly now: () => number;

  constructor(deps: LaughDeps) {
    this.deps = deps;
    this.now = deps.now ?? Date.now;
    deps.matches.on('ended', (match, by) => {
      const room = this.rooms.get(match.id);
      if (!room) return;
      this.dispatch(room, { type: 'disconnect', by });
      clearTimeout(room.timer);
      this.rooms.delete(match.id);
    });
  }

  /** Applies a player's action; returns the refusal reason, if refused. */
  act(socketId: string, action: LaughAction): string | undefined {
    const match = this.deps.matches.matchOf(socketId);
    if (!match) return 'You are not in a chat right now.';
    if (action.type === 'request' && match.game !== null) {
      // the game lock: whichever game holds it, a new request is turned down at once
      this.deps.io.to(socketId).emit('laughChallengeRejected', { reason: REASONS.busy });
      return undefined;
    }
    let room = this.rooms.get(match.id);
    if (!room) {
      room = { match, state: initialState(match.sockets), timer: undefined, games: 0 };
      this.rooms.set(match.id, room);
    }
    return this.dispatch(room, action);
  }

  private dispatch(room: Room, action: LaughAction): string | undefined {
    const { match } = room;
    const step = reduce(room.state, action, { now: this.now(), random: cryptoRandom });
    room.state = step.state;
    if (isRunning(step.state)) match.game = 'laugh';
    else if (match.game === 'laugh') match.game = null;
    this.schedule(room);
    let refused: string | undefined;
    for (const effect of step.effects) {
      if (effect.type === 'refused') {
        refused = effect.reason;
        if (effect.logged)
          this.deps.log.warn(
            { matchId: match.id, by: effect.by, action: action.type, reason: effect.reason },
            'laugh report refused',
          );
      } else this.emit(room, effect);
    }
    return refused;
  }

  private schedule(room: Room): void {
    clearTimeout(room.timer);
    room.timer = undefined;
    const timer = room.state.timer;
    if (!timer) return;
    room.timer = setTimeout(
      () => this.dispatch(room, { type: 'timeout', token: timer.token }),
      Math.max(0, timer.at - this.now()),
    );
    room.timer.unref();
  }

  private emit(room: Room, effect: Exclude<LaughEffect, { type: 'refused' }>): void {
    const { io } = this.deps;
    const s = room.state;
    const both = room.match.sockets;
    const prepSeconds = LAUGH.prepCapMs / 1000;
    switch (effect.type) {
      case 'requested':
        io.to(effect.to).emit('laughChallengeRequested', { from: effect.from });
        return;
      case 'rejected':
        io.to(effect.to).emit('laughChallengeRejected', { reason: effect.reason });
        return;
      case 'withdrawn':
        io.to(effect.to).emit('laughChallengeRejected', { reason: 'Request withdrawn' });
        return;
      case 'started':
        room.games += 1;
        io.to(both).emit('laughChallengeStarted', {
          firstTurn: s.first!,
          attackerId: s.first!,
          round: 1,
          scores: s.scores,
          prepSeconds,
        });
        return;
      case 'prep':
        io.to(both).emit('laughRoundBreak', {
          upcomingAttackerId: attackerOf(s),
          nextTurn: attackerOf(s),
          prepSeconds,
          round: roundOf(s.turn),
          scores: s.scores,
        });
        return;
      case 'turn': {
        const base = {
          attackerId: attackerOf(s),
          turnId: s.turnId!,
          timeLeft: LAUGH.turnMs / 1000,
          round: roundOf(s.turn),
        };
        io.to(attackerOf(s)).emit('laughTurnChanged', base);
        io.to(defenderOf(s)).emit('laughTurnChanged', { ...base, laughNonce: s.nonce! });
        return;
      }
      case 'score':
        io.to(both).emit('laughScoreUpdate', {
          scores: s.scores,
          turnId: effect.turnId,
          scorerId: effect.scorer,
        });
        return;
      case 'over':
        void this.finish(room, effect);
        return;
    }
  }

  /** Points through the ledger (once: idempotent per game id), then the result to both. */
  private async finish(room: Room, over: Extract<LaughEffect, { type: 'over' }>): Promise<void> {
    const { match } = room;
    const scores = room.state.scores;
    const resultOf = (socketId: string): PlayerResult => {
      if (over.kind === 'ended') return 'ended';
      if (over.winnerId === null) return 'draw';
      return over.winnerId === socketId ? 'win' : 'loss';
    };
    let rewards: LaughEnded['rewards'][] = [{ awardedPoints: 0 }, { awardedPoints: 0 }];
    try {
      const saved = await recordGameResult(this.deps.db, {
        matchId: `${match.id}:${room.games}`,
        gameType: 'laugh',
        players: match.sockets.map((socketId, i) => ({
          userId: match.users[i]!,
          result: resultOf(socketId),
        })),
        now: this.now(),
      });
      rewards = saved.map(({ awardedPoints, note }) =>
        note ? { awardedPoints, note } : { awardedPoints },
      );
    } catch (err) {
      this.deps.log.error({ err, matchId: match.id }, 'laugh points not recorded');
      rewards = rewards.map(() => ({
        awardedPoints: 0,
        note: 'Points could not be saved this time.',
      }));
    }
    match.sockets.forEach((socketId, i) => {
      this.deps.io.to(socketId).emit('laughChallengeEnded', {
        winnerId: over.winnerId,
        result: over.kind,
        reason: over.reason,
        scores,
        rewards: rewards[i]!,
      });
    });
  }
}

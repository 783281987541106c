import { TRIVIA_REASONS, type TriviaEnded } from '../../../shared/protocol/index.ts';
import type { Match, MatchService } from '../../matchmaking/service.ts';
import { recordGameResult, type PlayerResult } from '../../points/index.ts';
import type { AppServer } from '../../realtime/io.ts';
import type { Db } from '../../store/db.ts';
import { drawQuestions, loadBank, RecentQuestions } from './bank.ts';
import {
  ANSWER_GRACE_MS,
  PER_PLAYER,
  reduce,
  REFUSALS,
  type Question,
  type Seat,
  type TriviaAction,
  type TriviaEffect,
  type TriviaState,
} from './rules.ts';
import { endedFor, viewFor } from './views.ts';

export interface TriviaDeps {
  io: AppServer;
  matches: MatchService;
  db: Db;
  bank?: Question[];
  now?: () => number;
  random?: () => number;
  onError?: (err: unknown) => void;
}

interface Room {
  match: Match;
  gameId: string;
  state: TriviaState | null;
  timer?: ReturnType<typeof setTimeout>;
  timerTurnId?: number;
}

export const NOT_IN_CHAT = 'You are not in a chat right now.';

const LEDGER_RESULT = { victory: 'win', defeat: 'loss', draw: 'draw', ended: 'ended' } as const;

/**
 * The trivia room runner: one room per match while a challenge is pending or running. It checks
 * who sent what, feeds actions (and its own turn timeouts) to the pure rules, keeps the match's
 * game lock, and sends each player only their own view. Points go through the ledger.
 */
export class TriviaService {
  readonly recent = new RecentQuestions();
  private readonly deps: TriviaDeps;
  private readonly bank: Question[];
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly rooms = new Map<string, Room>();
  /** games started per match, for a distinct ledger id per game */
  private readonly played = new Map<string, number>();

  constructor(deps: TriviaDeps) {
    this.deps = deps;
    this.bank = deps.bank ?? loadBank();
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
    deps.matches.on('ended', (match, by) => {
      const room = this.rooms.get(match.id);
      if (room) this.dispatch(room, { type: 'disconnect', by: seatOf(match, by) });
      this.played.delete(match.id);
    });
  }

  request(socketId: string): string | void {
    const match = this.deps.matches.matchOf(socketId);
    if (!match) return NOT_IN_CHAT;
    if (match.game !== null && match.game !== 'trivia') {
      this.deps.io.to(socketId).emit('triviaChallengeRejected', { reason: TRIVIA_REASONS.busy });
      return;
    }
    let room = this.rooms.get(match.id);
    if (!room) {
      const n = (this.played.get(match.id) ?? 0) + 1;
      this.played.set(match.id, n);
      room = { match, gameId: `${match.id}:${n}`, state: null };
      this.rooms.set(match.id, room);
      match.game = 'trivia';
    }
    return this.dispatch(room, { type: 'request', by: seatOf(match, socketId) });
  }

  accept(socketId: string): string | void {
    return this.act(socketId, 'accept', (by, room) => {
      const pending = room.state?.phase === 'pending' && room.state.requester !== by;
      // Draw only for an accept the rules will take, so a refused one costs no questions.
      return { type: 'accept', by, questions: pending ? this.draw(room.match) : [] };
    });
  }

  reject(socketId: string): string | void {
    return this.act(socketId, 'reject', (by) => ({ type: 'reject', by }));
  }

  answer(socketId: string, selectedIndex: number | null): string | void {
    return this.act(socketId, 'answer', (by) => ({ type: 'answer', by, selectedIndex }));
  }

  end(socketId: string): string | void {
    return this.act(socketId, 'end', (by) => ({ type: 'end', by }));
  }

  /** Clears every turn timer (server shutdown). */
  stop(): void {
    for (const room of this.rooms.values()) clearTimeout(room.timer);
  }

  private act(
    socketId: string,
    type: TriviaAction['type'],
    build: (by: Seat, room: Room) => TriviaAction,
  ): string | void {
    const match = this.deps.matches.matchOf(socketId);
    if (!match) return NOT_IN_CHAT;
    const room = this.rooms.get(match.id);
    if (!room) return type === 'accept' || type === 'reject' ? REFUSALS.noRequest : REFUSALS.noGame;
    return this.dispatch(room, build(seatOf(match, socketId), room));
  }

  /** Ten questions for this pair, none of them seen by the pair within a day when possible. */
  private draw(match: Match): Question[] {
    const pair = RecentQuestions.pairKey(...match.users);
    const now = this.now();
    const seen = this.recent.seen(pair, now);
    const questions = drawQuestions(this.bank, seen, now, PER_PLAYER * 2, this.random);
    this.recent.remember(
      pair,
      questions.map((q) => q.id),
      now,
    );
    return questions;
  }

  private dispatch(room: Room, action: TriviaAction): string | void {
    const now = this.now();
    const step = reduce(room.state, action, { now, random: this.random });
    if (step.refused) return step.refused;
    room.state = step.state;
    const state = step.state;
    if (state?.phase === 'over') {
      clearTimeout(room.timer);
      if (this.rooms.get(room.match.id) === room) this.rooms.delete(room.match.id);
      if (room.match.game === 'trivia') room.match.game = null;
    } else if (state?.phase === 'playing' && room.timerTurnId !== state.turnId) {
      clearTimeout(room.timer);
      room.timerTurnId = state.turnId;
      const turnId = state.turnId;
      room.timer = setTimeout(
        () => this.dispatch(room, { type: 'timeout', turnId }),
        Math.max(0, state.turnEndsAt + ANSWER_GRACE_MS - now),
      );
      room.timer.unref?.();
    }
    for (const effect of step.effects) this.send(room, effect, now);
  }

  private send(room: Room, effect: TriviaEffect, now: number): void {
    const { io } = this.deps;
    const ids = room.match.sockets;
    const state = room.state!;
    switch (effect.type) {
      case 'requested':
        io.to(ids[effect.to]).emit('triviaChallengeRequested', { from: ids[effect.to ^ 1]! });
        return;
      case 'rejected':
        io.to(ids[effect.to]).emit('triviaChallengeRejected', { reason: effect.reason });
        return;
      case 'started':
      case 'answered': {
        const event = effect.type === 'started' ? 'challengeStarted' : 'challengeUpdate';
        const answered = effect.type === 'answered' ? effect : undefined;
        for (const seat of [0, 1] as const) {
          io.to(ids[seat]).emit(event, viewFor(state, seat, ids, room.gameId, now, answered));
        }
        return;
      }
      case 'ended':
        void this.finish(room, state, effect).catch((err) => this.deps.onError?.(err));
    }
  }

  /** Points first (the result screen shows them), then the result to both players. */
  private async finish(
    room: Room,
    state: TriviaState,
    effect: Extract<TriviaEffect, { type: 'ended' }>,
  ): Promise<void> {
    const { match } = room;
    let rewards: TriviaEnded['rewards'][];
    try {
      const given = await recordGameResult(this.deps.db, {
        matchId: room.gameId,
        gameType: 'trivia',
        players: [0, 1].map((seat) => ({
          userId: match.users[seat]!,
          result: LEDGER_RESULT[effect.results[seat]!] as PlayerResult,
        })),
        now: this.now(),
      });
      rewards = given.map(({ awardedPoints, note }) =>
        note ? { awardedPoints, note } : { awardedPoints },
      );
    } catch (err) {
      this.deps.onError?.(err);
      const note = 'Points could not be saved right now. Please try another game later.';
      rewards = [
        { awardedPoints: 0, note },
        { awardedPoints: 0, note },
      ];
    }
    for (const seat of [0, 1] as const) {
      this.deps.io
        .to(match.sockets[seat])
        .emit(
          'challengeEnded',
          endedFor(state, seat, match.sockets, room.gameId, effect, rewards[seat]!),
        );
    }
  }
}

function seatOf(match: Match, socketId: string): Seat {
  return match.sockets[0] === socketId ? 0 : 1;
}

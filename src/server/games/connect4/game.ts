import { defineRules } from '../host/rules.ts';
import { hostGame } from '../host/hosted.ts';
import type { Seat } from '../host/definition.ts';
import {
  move,
  outcome,
  resume,
  setup,
  timeout,
  type Board,
  type Effect,
  type Move,
} from './rules.ts';
import { endedFor, viewFor } from './views.ts';

export interface ConnectFourOptions {
  /** who drops first, and a timed-out turn's column (tests inject a seeded one) */
  random?: () => number;
}

/** Connect Four's rules, as the host runs them. */
export function connectFourRules(options: ConnectFourOptions = {}) {
  return defineRules<'connect4', Board, Move, Effect>({
    kind: 'connect4',
    ...(options.random ? { random: options.random } : {}),
    moves: {
      dropConnectFourDisc: ({ column, turnId }) => ({ type: 'drop', column, turnId }),
      resignConnectFour: () => ({ type: 'resign' }),
    },
    setup,
    move,
    outcome,
    deadline: (board) => board.turnEndsAt,
    timeout,
    resume,
    emit(effect, { play, gameId, now, out }) {
      const event = effect.type === 'started' ? 'connectFourStarted' : 'connectFourUpdate';
      for (const seat of [0, 1] as Seat[])
        out.send(seat, event, viewFor(play, seat, gameId, now, false));
    },
    ended: endedFor,
    failedNote: 'Points could not be saved right now. Please try another game later.',
  });
}

/** Connect Four on the game host. */
export const connectFourGame = (options: ConnectFourOptions = {}) =>
  hostGame(connectFourRules(options));

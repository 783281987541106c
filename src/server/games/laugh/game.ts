import { randomInt } from 'node:crypto';
import { LAUGH } from '../../../shared/constants.ts';
import { rejection, type Refusal } from '../../../shared/protocol/index.ts';
import type { PlayerResult } from '../../points/index.ts';
import { relayMedia } from '../../matchmaking/media.ts';
import type { Match, MatchService } from '../../matchmaking/service.ts';
import type { AppServer } from '../../realtime/io.ts';
import { defineGame, type Finish, type Seat } from '../host/definition.ts';
import {
  attackerOf,
  defenderOf,
  initialState,
  isRunning,
  reduce,
  roundOf,
  type LaughAction,
  type LaughEffect,
  type LaughState,
} from './rules.ts';

/** Who ended it early, as each side reads it. */
export const quitReason = (mine: boolean) =>
  mine ? 'You ended the challenge early.' : 'Your partner ended the challenge early.';

/** Why a laugh challenge cannot start while a camera is off. */
export const CAMERA_NEEDED = {
  yours: { code: 'camera_off' },
  partners: { code: 'partner_camera_off' },
} as const satisfies Record<string, Refusal>;

/** A camera turned off mid-game, as each side reads it. */
export const cameraOffReason = (mine: boolean) =>
  mine
    ? 'You turned your camera off, so the laugh challenge ended. No points this time.'
    : 'Your partner turned their camera off, so the laugh challenge ended. No points this time.';

// crypto-backed, so a partner can't predict the defender's nonce
const cryptoRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

export interface LaughOptions {
  io: AppServer;
  matches: MatchService;
}

/**
 * The laugh challenge on the game host. Players are socket ids in its rules; the nonce goes
 * to the defender only. A camera turned off (mediaState) ends a running challenge.
 */
export function laughGame({ io, matches }: LaughOptions) {
  /**
   * seats (match id and seat) whose camera is off, told by mediaState: no laugh challenge
   * starts with them. By seat, not socket: a user who reconnects comes back on a new socket
   * with the camera as it was, and the entry goes with the match.
   */
  const camerasOff = new Set<string>();
  const seatKey = (match: Match, seat: Seat) => `${match.id}:${seat}`;
  const cameraRefusal = (seat: Seat, match: Match) => {
    if (camerasOff.has(seatKey(match, seat))) return CAMERA_NEEDED.yours;
    return camerasOff.has(seatKey(match, (1 - seat) as Seat)) ? CAMERA_NEEDED.partners : undefined;
  };
  /** what is left of the break or the turn (all of it when it starts, less after a pause) */
  const prepSeconds = (s: LaughState, now: number) =>
    Math.max(0, s.prepStartedAt + LAUGH.prepCapMs - now) / 1000;
  const turnSeconds = (s: LaughState, now: number) => Math.max(0, s.turnEndsAt - now) / 1000;

  return defineGame<'laugh', LaughState, LaughAction, LaughEffect>({
    kind: 'laugh',
    random: cryptoRandom,
    events: {
      // a request while another game runs gets Busy from the host; an accept always needs
      // both cameras
      requestLaughChallenge: (_, { actor, seat, match }) =>
        (match.game === null && cameraRefusal(seat, match)) || {
          type: 'request',
          by: actor.socketId,
        },
      acceptLaughChallenge: (_, { actor, seat, match }) =>
        cameraRefusal(seat, match) ?? { type: 'accept', by: actor.socketId },
      rejectLaughChallenge: (_, { actor }) => ({ type: 'reject', by: actor.socketId }),
      laughCameraStatus: ({ ok }, { actor }) => ({ type: 'cameraStatus', by: actor.socketId, ok }),
      laughDetected: ({ turnId, nonce }, { actor }) => ({
        type: 'laughDetected',
        by: actor.socketId,
        turnId,
        nonce,
      }),
      endLaughTurn: ({ turnId }, { actor }) => ({ type: 'endTurn', by: actor.socketId, turnId }),
      endLaughChallenge: (_, { actor }) => ({ type: 'end', by: actor.socketId }),
      // handled on the match's owner node, where the room is
      mediaState: (state, { actor, seat, match }) => {
        const to = (room: string) => io.to(room);
        const refused = relayMedia(matches, { id: actor.socketId, to }, state);
        if (refused) return refused;
        if (state.camera) return void camerasOff.delete(seatKey(match, seat));
        camerasOff.add(seatKey(match, seat));
        return { type: 'cameraOff', by: actor.socketId };
      },
    },
    initial: (match) => initialState([...match.sockets]),
    reduce,
    running: isRunning,
    pending: (s) => s.phase === 'requested',
    deadline: (s) =>
      s.timer ? { at: s.timer.at, action: { type: 'timeout', token: s.timer.token } } : null,
    // the turn's clock stops while a player reconnects and goes on with the time it had left
    lifecycle: {
      ended: (_, by) => ({ type: 'disconnect', by }),
      away: { type: 'pause' },
      back: (match) => ({ type: 'resume', players: [...match.sockets] }),
    },
    matchEnded: (match) =>
      ([0, 1] as const).forEach((seat) => camerasOff.delete(seatKey(match, seat))),
    emit(effect, { state: s, now, out }): Finish | void {
      switch (effect.type) {
        case 'requested':
          return out.send(effect.to, 'laughChallengeRequested', { from: effect.from });
        case 'rejected':
          return out.send(effect.to, 'laughChallengeRejected', rejection(effect.reason));
        case 'withdrawn':
          return out.send(
            effect.to,
            'laughChallengeRejected',
            rejection({ code: 'withdrawn', params: { game: 'laugh' } }),
          );
        case 'started': {
          const first = attackerOf(s, 0);
          const payload = { firstTurn: first, attackerId: first, round: 1, scores: s.scores };
          return out.send('both', 'laughChallengeStarted', {
            ...payload,
            prepSeconds: prepSeconds(s, now),
          });
        }
        case 'prep':
          return out.send('both', 'laughRoundBreak', {
            upcomingAttackerId: attackerOf(s),
            nextTurn: attackerOf(s),
            prepSeconds: prepSeconds(s, now),
            round: roundOf(s.turn),
            scores: s.scores,
          });
        case 'turn': {
          const base = {
            attackerId: attackerOf(s),
            turnId: s.turnId ?? '',
            timeLeft: turnSeconds(s, now),
            round: roundOf(s.turn),
          };
          out.send(attackerOf(s), 'laughTurnChanged', base);
          return out.send(defenderOf(s), 'laughTurnChanged', {
            ...base,
            laughNonce: s.nonce ?? '',
          });
        }
        case 'score':
          return out.send('both', 'laughScoreUpdate', {
            scores: s.scores,
            turnId: effect.turnId,
            scorerId: effect.scorer,
            ...(effect.forfeit ? { forfeit: true } : {}),
          });
        case 'away':
          // both hear it: the Statue to come back, the Jokester why the game waits
          return out.send('both', 'laughStatueAway', {
            turnId: effect.turnId,
            away: effect.away,
            forfeitInSeconds: effect.away ? Math.round((effect.forfeitAt - now) / 1000) : 0,
          });
        case 'over':
          return over(effect, s.scores, out.ids);
      }
    },
  });
}

/** The result: points through the host's ledger call, then each side's reading of it. */
function over(
  effect: Extract<LaughEffect, { type: 'over' }>,
  scores: Record<string, number>,
  ids: readonly [string, string],
): Finish {
  const resultOf = (socketId: string): PlayerResult => {
    if (effect.kind === 'ended') return 'ended';
    if (effect.winnerId === null) return 'draw';
    return effect.winnerId === socketId ? 'win' : 'loss';
  };
  return {
    results: [resultOf(ids[0]), resultOf(ids[1])],
    failedNote: 'Points could not be saved this time.',
    send(out, rewards) {
      out.ids.forEach((socketId, i) => {
        out.send(socketId, 'laughChallengeEnded', {
          winnerId: effect.winnerId,
          result: effect.kind,
          reason: effect.quitter
            ? (effect.camera ? cameraOffReason : quitReason)(effect.quitter === socketId)
            : effect.reason,
          scores,
          rewards: rewards[i]!,
        });
      });
    },
  };
}

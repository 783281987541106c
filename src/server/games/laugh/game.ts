import { randomInt } from 'node:crypto';
import { LAUGH } from '../../../shared/constants.ts';
import { winnerSeat } from '../../../shared/games/result.ts';
import { endReason, type Refusal } from '../../../shared/protocol/index.ts';
import type { Seat, SeatMedia } from '../host/definition.ts';
import { hostGame } from '../host/hosted.ts';
import { defineRules } from '../host/rules.ts';
import {
  attackerOf,
  defenderOf,
  heldCamera,
  move,
  outcome,
  REASONS,
  resume,
  roundOf,
  setup,
  timeout,
  type LaughEffect,
  type LaughMove,
  type LaughState,
} from './rules.ts';

/** Why a laugh challenge cannot start while a camera is off. */
export const CAMERA_NEEDED = {
  yours: { code: 'camera_off' },
  partners: { code: 'partner_camera_off' },
} as const satisfies Record<string, Refusal>;

// crypto-backed, so a partner can't predict the defender's nonce
const cryptoRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

/** No laugh challenge starts while a camera is off (the call's media state, by seat). */
const cameraRefusal = (seat: Seat, media: SeatMedia) => {
  if (!media[seat].camera) return CAMERA_NEEDED.yours;
  return media[seat === 0 ? 1 : 0].camera ? undefined : CAMERA_NEEDED.partners;
};

/** The seats' scores on the wire: keyed by the socket ids the clients know. */
const byId = (scores: [number, number], ids: readonly [string, string]) => ({
  [ids[0]]: scores[0],
  [ids[1]]: scores[1],
});

/**
 * The laugh challenge's rules as the host runs them. Its rules name players by seat; the wire
 * by socket id. The nonce goes to the defender only. A camera turned off (the call's media
 * state) ends a running challenge; a request or an accept needs both cameras on.
 */
export function laughRules(random: () => number = cryptoRandom) {
  /** what is left of the break or the turn (all of it when it starts, less after a pause) */
  const prepSeconds = (s: LaughState, now: number) =>
    Math.max(0, s.prepStartedAt + LAUGH.prepCapMs - now) / 1000;
  const turnSeconds = (s: LaughState, now: number) => Math.max(0, s.turnEndsAt - now) / 1000;

  return defineRules<'laugh', LaughState, LaughMove, LaughEffect>({
    kind: 'laugh',
    random,
    moves: {
      laughCameraStatus: ({ ok }) => ({ type: 'cameraStatus', ok }),
      laughDetected: ({ turnId, nonce }) => ({ type: 'laughDetected', turnId, nonce }),
      endLaughTurn: ({ turnId }) => ({ type: 'endTurn', turnId }),
    },
    admit: (_, { seat, media }) => cameraRefusal(seat, media),
    setup,
    move,
    outcome,
    deadline: (s) => s.timer?.at ?? null,
    timeout,
    resume: (s, awayMs) => resume(s, awayMs),
    // the Statue's camera news while paused counts once the game goes on; nothing else does
    held: (s, by, m, pausedAt) =>
      m.type === 'cameraStatus' ? heldCamera(s, by, m.ok, pausedAt) : undefined,
    // a laugh challenge needs both faces
    media: (_, { camera }) => (camera ? undefined : { type: 'cameraOff' }),
    emit(effect, { play: s, gameId, now, out }) {
      const { ids } = out;
      const scores = byId(s.scores, ids);
      switch (effect.type) {
        case 'started': {
          const first = ids[attackerOf(s, 0)];
          const payload = { gameId, firstTurn: first, attackerId: first, round: 1, scores };
          return out.send('both', 'laughChallengeStarted', {
            ...payload,
            prepSeconds: prepSeconds(s, now),
          });
        }
        case 'prep':
          return out.send('both', 'laughRoundBreak', {
            gameId,
            upcomingAttackerId: ids[attackerOf(s)],
            nextTurn: ids[attackerOf(s)],
            prepSeconds: prepSeconds(s, now),
            round: roundOf(s.turn),
            scores,
          });
        case 'turn': {
          const base = {
            gameId,
            attackerId: ids[attackerOf(s)],
            turnId: s.turnId ?? '',
            timeLeft: turnSeconds(s, now),
            round: roundOf(s.turn),
            // by the current socket ids: a turn resumed after a reconnect names new ones
            scores,
          };
          out.send(attackerOf(s), 'laughTurnChanged', base);
          return out.send(defenderOf(s), 'laughTurnChanged', {
            ...base,
            laughNonce: s.nonce ?? '',
          });
        }
        case 'score':
          return out.send('both', 'laughScoreUpdate', {
            gameId,
            scores,
            turnId: effect.turnId,
            scorerId: ids[effect.scorer],
            ...(effect.forfeit ? { forfeit: true } : {}),
          });
        case 'away':
          // both hear it: the Statue to come back, the Jokester why the game waits
          return out.send('both', 'laughStatueAway', {
            gameId,
            turnId: effect.turnId,
            away: effect.away,
            forfeitInSeconds: effect.away ? Math.round((effect.forfeitAt - now) / 1000) : 0,
          });
      }
    },
    // the laugh challenge says in words that it was played to its end
    ended: ({ play, seat, ids, gameId, results, reason, reward }) => {
      const winner = winnerSeat(results);
      return {
        gameId,
        winnerId: winner === null ? null : ids[winner],
        result: results[seat],
        ...endReason(reason ?? REASONS.completed),
        scores: byId(play?.scores ?? [0, 0], ids),
        rewards: reward,
      };
    },
    failedNote: 'Points could not be saved this time.',
  });
}

/** The laugh challenge on the game host. */
export const laughGame = () => hostGame(laughRules());

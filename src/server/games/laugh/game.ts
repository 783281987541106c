import { randomInt } from 'node:crypto';
import { LAUGH } from '../../../shared/constants.ts';
import { winnerSeat } from '../../../shared/games/result.ts';
import { endReason, rejection, type Refusal } from '../../../shared/protocol/index.ts';
import { defineGame, type Finish, type Seat, type SeatMedia } from '../host/definition.ts';
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
 * The laugh challenge on the game host. Its rules name players by seat; the wire by socket id.
 * The nonce goes to the defender only. A camera turned off (the call's media state) ends a
 * running challenge.
 */
export function laughGame() {
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
      requestLaughChallenge: (_, { seat, match, media }) =>
        (match.game === null && cameraRefusal(seat, media)) || { type: 'request', by: seat },
      acceptLaughChallenge: (_, { seat, media }) =>
        cameraRefusal(seat, media) ?? { type: 'accept', by: seat },
      rejectLaughChallenge: (_, { seat }) => ({ type: 'reject', by: seat }),
      laughCameraStatus: ({ ok }, { seat }) => ({ type: 'cameraStatus', by: seat, ok }),
      laughDetected: ({ turnId, nonce }, { seat }) => ({
        type: 'laughDetected',
        by: seat,
        turnId,
        nonce,
      }),
      endLaughTurn: ({ turnId }, { seat }) => ({ type: 'endTurn', by: seat, turnId }),
      endLaughChallenge: (_, { seat }) => ({ type: 'end', by: seat }),
    },
    initial: () => initialState(),
    reduce,
    running: isRunning,
    pending: (s) => s.phase === 'requested',
    deadline: (s) =>
      s.timer ? { at: s.timer.at, action: { type: 'timeout', token: s.timer.token } } : null,
    // the turn's clock stops while a player reconnects and goes on with the time it had left
    lifecycle: {
      ended: (by) => ({ type: 'disconnect', by }),
      away: { type: 'pause' },
      back: { type: 'resume' },
      // a laugh challenge needs both faces
      media: (by, { camera }) => (camera ? undefined : { type: 'cameraOff', by }),
    },
    emit(effect, { state: s, now, out }): Finish | void {
      const { ids } = out;
      const scores = byId(s.scores, ids);
      switch (effect.type) {
        case 'requested':
          return out.send(effect.to, 'laughChallengeRequested', { from: ids[effect.from] });
        case 'rejected':
          return out.send(effect.to, 'laughChallengeRejected', rejection(effect.reason));
        case 'withdrawn':
          return out.send(
            effect.to,
            'laughChallengeRejected',
            rejection({ code: 'withdrawn', params: { game: 'laugh' } }),
          );
        case 'started': {
          const first = ids[attackerOf(s, 0)];
          const payload = { firstTurn: first, attackerId: first, round: 1, scores };
          return out.send('both', 'laughChallengeStarted', {
            ...payload,
            prepSeconds: prepSeconds(s, now),
          });
        }
        case 'prep':
          return out.send('both', 'laughRoundBreak', {
            upcomingAttackerId: ids[attackerOf(s)],
            nextTurn: ids[attackerOf(s)],
            prepSeconds: prepSeconds(s, now),
            round: roundOf(s.turn),
            scores,
          });
        case 'turn': {
          const base = {
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
            scores,
            turnId: effect.turnId,
            scorerId: ids[effect.scorer],
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
          return over(effect, scores);
      }
    },
  });
}

/** The result: points through the host's ledger call, then each side's reading of it. */
function over(
  effect: Extract<LaughEffect, { type: 'over' }>,
  scores: Record<string, number>,
): Finish {
  const winner = winnerSeat(effect.results);
  return {
    results: effect.results,
    failedNote: 'Points could not be saved this time.',
    send(out, rewards) {
      for (const seat of [0, 1] as Seat[])
        out.send(seat, 'laughChallengeEnded', {
          winnerId: winner === null ? null : out.ids[winner],
          result: effect.results[seat],
          ...endReason(effect.reasons[seat]),
          scores,
          rewards: rewards[seat],
        });
    },
  };
}

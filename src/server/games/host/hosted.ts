import { GAMES, type GameKind } from '../../../shared/games/registry.ts';
import { rejection, type Refusal } from '../../../shared/protocol/index.ts';
import {
  deadlineOf,
  IDLE,
  reduceChallenge,
  type Challenge,
  type ChallengeAction,
  type ChallengeEffect,
} from './challenge.ts';
import { defineGame, type AnyGame, type Finish, type Seat, type Seated } from './definition.ts';
import { isRefusal, type GameRules } from './rules.ts';

type Flow<M> = ChallengeAction<M>;

/** The board of a state, when the game got that far. */
const playOf = <P>(state: Challenge<P>): P | undefined =>
  state.phase === 'playing' || state.phase === 'over' ? state.play : undefined;

/**
 * A game's rules as the host runs them: the flow's client events (the registry's request,
 * accept, reject and end roles) answered by the challenge flow, the game's own events turned
 * into its moves, the clock, pause and resume, the drain, and the flow's signals on the wire.
 */
export function hostGame<K extends GameKind, P, M, E, Setup>(
  rules: GameRules<K, P, M, E, Setup>,
): AnyGame<K> {
  const { actions, signals } = GAMES[rules.kind];
  const flow: AnyRulesOf<P, M, E> = rules as unknown as AnyRulesOf<P, M, E>;
  const events: Record<string, (payload: never, at: Seated<Challenge<P>>) => unknown> = {};
  for (const [event, toMove] of Object.entries(rules.moves))
    events[event] = (payload, { seat }) => {
      const made = (toMove as (p: unknown, s: Seat) => unknown)(payload, seat);
      return typeof made === 'object' && made !== null && 'code' in made
        ? made
        : { type: 'move', by: seat, move: made };
    };
  events[actions.request.event] = (_, at) =>
    // a request while another game runs gets Busy from the host before anything else
    (at.match.game === null && rules.admit?.('request', at)) || { type: 'request', by: at.seat };
  events[actions.accept.event] = (_, at) => {
    const refused = rules.admit?.('accept', at);
    if (refused) return refused;
    const { state, seat, match } = at;
    // drawn only for an accept the flow will take, so a refused one costs no questions
    const taken = state.phase === 'requested' && state.requester !== seat;
    return { type: 'accept', by: seat, setup: taken ? rules.prepare?.(match) : undefined };
  };
  events[actions.reject.event] = (_, { seat }) => ({ type: 'decline', by: seat });
  events[actions.end.event] = (_, { seat }) => ({ type: 'end', by: seat });

  return defineGame<K, Challenge<P>, Flow<M>, ChallengeEffect<E>>({
    kind: rules.kind,
    ...(rules.random ? { random: rules.random } : {}),
    events: events as never,
    initial: () => IDLE,
    reduce: (state, action, ctx) => reduceChallenge(flow, state, action, ctx),
    running: (s) => s.phase === 'requested' || s.phase === 'playing',
    pending: (s) => s.phase === 'requested',
    deadline: (s) => deadlineOf(flow, s),
    lifecycle: {
      ended: (by) => ({ type: 'disconnect', by }),
      away: { type: 'pause' },
      back: { type: 'resume' },
      media: (seat, media) => {
        const move = rules.media?.(seat, media);
        return move === undefined ? undefined : { type: 'move', by: seat, move };
      },
      // only a game being played reads the chat: a request or a result screen leaves it plain
      chat: (state, seat, text): Flow<M> | Refusal | undefined => {
        if (state.phase !== 'playing' || !rules.chat) return undefined;
        const made = rules.chat(state.play, seat, text);
        if (made === undefined || isRefusal(made)) return made as Refusal | undefined;
        return { type: 'move', by: seat, move: made as M };
      },
    },
    handover: {
      // a request is simply dropped; a game travels paused, its clock stopped at the drain
      export: (s, now) => (s.phase === 'playing' ? { ...s, pausedAt: s.pausedAt ?? now } : null),
      resume: { type: 'resume' },
    },
    emit(effect, { state, match, gameId, now, out }): Finish | void {
      switch (effect.type) {
        case 'requested':
          return out.send(effect.to, signals.requested, { from: out.ids[effect.to ^ 1]! });
        case 'rejected':
          return out.send(effect.to, signals.rejected, rejection(effect.reason));
        case 'game':
          return rules.emit(effect.effect, {
            play: playOf(state)!,
            match,
            gameId,
            now,
            out,
            paused: state.phase === 'playing' && state.pausedAt !== null,
          });
        case 'ended': {
          const { results, reasons } = effect;
          return {
            results,
            failedNote: rules.failedNote,
            send(o, rewards) {
              for (const seat of [0, 1] as Seat[]) {
                const payload = rules.ended({
                  play: playOf(state),
                  seat,
                  ids: o.ids,
                  gameId,
                  results,
                  reason: reasons[seat],
                  reward: rewards[seat],
                });
                (o.send as (to: Seat, event: string, payload: unknown) => void)(
                  seat,
                  signals.ended,
                  payload,
                );
              }
            },
          };
        }
      }
    },
  });
}

type AnyRulesOf<P, M, E> = GameRules<GameKind, P, M, E, unknown>;

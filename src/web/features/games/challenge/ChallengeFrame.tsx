import { useLingui } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { GameKind } from '../../../../shared/games/registry.ts';
import { sayEnded } from '../../../i18n/codes.ts';
import { isMatched, useCall } from '../../chat/callStore.ts';
import { useSocket } from '../../session/useRealtime.ts';
import { useGameLock } from '../gameStore.ts';
import { RewardNote } from '../RewardNote.tsx';
import { rewardText } from './reward.ts';
import type {
  ChallengeEnded,
  ChallengePhase,
  ChallengeState,
  ChallengeWords,
} from './challengeController.ts';
import './challenge.css';

/** What the frame drives: a game's challenge controller (challengeController.ts). */
export interface FrameController<V, E extends ChallengeEnded> {
  readonly kind: GameKind;
  readonly store: UseBoundStore<StoreApi<ChallengeState<V, E>>>;
  readonly name: string;
  readonly words: ChallengeWords;
  attach(socket: NonNullable<ReturnType<typeof useSocket>>): void;
  detach(): void;
  request(): void;
  cancel(): void;
  accept(): void;
  decline(): void;
  end(): Promise<void>;
  close(): void;
  rematch(): void;
}

export interface ChallengeFrameProps<V, E extends ChallengeEnded> {
  game: FrameController<V, E>;
  /** the panel's heading (the game's title) */
  title: string;
  /** the idle screen's words: what the game is */
  intro: ReactNode;
  /** the idle screen's button, "Challenge to …" */
  requestLabel: string;
  /** the game under way */
  playing: (view: V) => ReactNode;
  /** the result screen's title, by result */
  resultTitle: (ended: E) => string;
  /** the result screen's own lines (the score, the board) between its title and the reward */
  result: (ended: E) => ReactNode;
  /** a Rematch button on the result screen, with this label (the laugh challenge's spec) */
  rematchLabel?: string;
  /** the panel's `data-phase` while playing, when the game has steps of its own (a break) */
  stage?: string;
}

/** End Challenge (in the game's words), for a game's playing view (it asks first). */
export function EndButton({
  game,
  className = '',
}: {
  game: { end(): Promise<void>; readonly words: Pick<ChallengeWords, 'end'> };
  className?: string;
}) {
  // re-rendered with the page's language
  useLingui();
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm ${className}`}
      onClick={() => void game.end()}
    >
      {game.words.end}
    </button>
  );
}

function Body<V, E extends ChallengeEnded>(props: ChallengeFrameProps<V, E>) {
  const { i18n } = useLingui();
  const { game } = props;
  const { phase, view, ended, starting } = game.store();
  const otherGame = useGameLock((s) => s.active !== 'none' && s.active !== game.kind);
  switch (phase) {
    case 'idle':
      return (
        <>
          <p className="muted game-frame-intro">{props.intro}</p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={otherGame}
            onClick={() => game.request()}
          >
            {props.requestLabel}
          </button>
          {otherGame && <p className="muted game-frame-intro">{i18n._('games.otherGame')}</p>}
        </>
      );
    case 'waiting':
      return (
        <>
          <p className="game-frame-wait">
            <span className="spinner" aria-hidden="true" />
            {game.words.waiting}
          </p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => game.cancel()}>
            {game.words.cancel}
          </button>
        </>
      );
    case 'incoming':
      return (
        <>
          <p>{i18n._('games.incoming', { game: game.name })}</p>
          <div className="game-frame-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              data-game-accept
              disabled={starting}
              onClick={() => game.accept()}
            >
              {starting ? i18n._('games.starting') : i18n._('games.accept')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={starting}
              onClick={() => game.decline()}
            >
              {i18n._('games.decline')}
            </button>
          </div>
        </>
      );
    case 'playing':
      return view ? props.playing(view) : null;
    case 'over':
      return ended ? (
        <div className={`game-frame-result ${game.kind}-result is-${ended.result}`}>
          <h3>{props.resultTitle(ended)}</h3>
          {sayEnded(ended) && <p className="muted">{sayEnded(ended)}</p>}
          {props.result(ended)}
          <RewardNote
            className="game-frame-reward"
            testId={`${game.kind}-reward`}
            text={rewardText(ended, i18n)}
            code={ended.rewards.noteCode}
          />
          <div className="game-frame-actions">
            <button type="button" className="btn btn-sm" onClick={() => game.close()}>
              {game.words.close}
            </button>
            {props.rematchLabel && (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => game.rematch()}
              >
                {props.rematchLabel}
              </button>
            )}
          </div>
        </div>
      ) : null;
  }
}

/**
 * One game's panel in the Games dock, the same for every game: the invitation, waiting,
 * the incoming request, the result and its Close, with the game rendering only its playing
 * view and its result's own lines. Its one live region says what the controller announces.
 */
export function ChallengeFrame<V, E extends ChallengeEnded>(props: ChallengeFrameProps<V, E>) {
  const { game, title } = props;
  const socket = useSocket();
  const matched = useCall(isMatched);
  const phase: ChallengePhase = game.store((s) => s.phase);
  const announcement = game.store((s) => s.announcement);

  useEffect(() => {
    if (!socket) return;
    game.attach(socket);
    return () => game.detach();
  }, [socket, game]);

  if (!matched && phase === 'idle') return null;
  const { kind } = game;
  return (
    <section
      className={`game-frame ${kind}-panel card`}
      aria-labelledby={`${kind}-title`}
      data-phase={(phase === 'playing' && props.stage) || phase}
    >
      <h2 id={`${kind}-title`} className={`game-frame-title ${kind}-title`}>
        {title}
      </h2>
      <div className={`game-frame-body ${kind}-body`}>
        <Body {...props} />
      </div>
      {/* the one live region of the panel: visible status lines are not live themselves */}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

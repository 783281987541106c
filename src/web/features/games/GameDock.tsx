import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { isMatched, useCall } from '../chat/callStore.ts';
import { GuestPartnerNote } from '../chat/GuestPartnerNote.tsx';
import { useGameLock } from './gameStore.ts';
import { WEB_GAMES } from './registry.ts';
import { toggleMuteGames, useMuteGames } from './muteGames.ts';
import { useIncomingChallenge } from './useIncomingChallenge.ts';
import './games.css';

/** A game request, a running game or a result: something on the panel the person must see. */
export function useGameNeedsPanel(): string {
  return useSyncExternalStore(subscribeToGames, gameActivity);
}

function subscribeToGames(onChange: () => void): () => void {
  const stops = WEB_GAMES.map((game) => game.store.subscribe(onChange));
  return () => stops.forEach((stop) => stop());
}

/** The first game with something to show, as `${kind}-${phase or step}`; '' when none has. */
function gameActivity(): string {
  for (const { kind, store } of WEB_GAMES) {
    const { phase, step } = store.getState();
    if (phase !== 'idle') return `${kind}-${(phase === 'playing' && step) || phase}`;
  }
  return '';
}

/**
 * The Games panel's open state: the person opens and closes it with the Games button, and
 * it opens by itself whenever a game moves on (a request arrives, a game starts, a turn
 * switches, a result is in), so nobody misses a challenge behind a closed panel.
 */
export function useGamesPanel(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  const activity = useGameNeedsPanel();
  useEffect(() => {
    if (activity) setOpen(true);
  }, [activity]);
  return [open, setOpen];
}

/** What the panel shows: every game, a request, a game under way, or a game's result. */
type Stage = 'list' | 'request' | 'turn' | 'result';
const STAGE: Record<string, Stage> = { waiting: 'request', incoming: 'request', over: 'result' };

/**
 * The one game the panel shows alone, and at what stage: the game holding the game lock (a
 * request or a game), else one with a result on screen, so a result stays in view, where the
 * game was, until the person closes it. Kind 'none' (stage 'list') when it lists every game.
 */
function useShownGame(): { kind: string; stage: Stage } {
  const active = useGameLock((s) => s.active);
  const activity = useGameNeedsPanel();
  const cut = activity.lastIndexOf('-');
  const [first, phase] = [activity.slice(0, cut), activity.slice(cut + 1)];
  const kind = active !== 'none' ? active : activity ? first : 'none';
  if (kind === 'none') return { kind, stage: 'list' };
  // the lock's game is the one with activity, or one about to have it
  const stage = first === kind ? (STAGE[phase] ?? 'turn') : 'request';
  return { kind, stage };
}

/**
 * The mini-games (web registry) in one panel over the video: it floats above the call
 * controls and never resizes the partner's video. While a game has something on (a request, a
 * turn, its result) it is shown alone; the others stay mounted, hidden, so they still hear their
 * events. A closed panel stays rendered but invisible, so a running laugh detector keeps its
 * frames. Escape closes it; `onClose` returns focus to the button that opened it.
 */
export function GameDock({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  const { kind: shown, stage } = useShownGame();
  const muted = useMuteGames((s) => s.muted);
  const matched = useCall(isMatched);
  // between partners no game can start: a word instead of an empty panel
  const between = !matched && shown === 'none';
  const panel = useRef<HTMLElement>(null);
  const announcement = useIncomingChallenge(panel, open);
  const body = useRef<HTMLDivElement>(null);
  // a game on its own starts at the top: its request, its turn, its result
  useEffect(() => {
    // (a block: Chromium's scrollTo may return a promise, which React would take for a cleanup)
    body.current?.scrollTo({ top: 0 });
  }, [shown, stage]);
  const onKeyDown = (e: KeyboardEvent) => {
    // a dialog opened from a game (End Challenge?) handles its own Escape
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    if (e.target instanceof Element && e.target.closest('dialog')) return;
    e.preventDefault();
    onClose();
  };
  return (
    <section
      id="game-panel"
      ref={panel}
      className={`game-panel ${open ? 'is-open' : ''}`}
      data-stage={stage}
      aria-labelledby="games-heading"
      data-testid="game-panel"
      onKeyDown={onKeyDown}
    >
      <header className="game-panel-header">
        <h2 id="games-heading">{i18n._('games.title')}</h2>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-pressed={muted}
          onClick={toggleMuteGames}
        >
          {muted ? i18n._('games.unmute') : i18n._('games.mute')}
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label={i18n._('games.hide')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </header>
      <div className="game-panel-body" ref={body}>
        {/* said once for the panel, not in every game, while a person picks or answers one */}
        {matched && (stage === 'list' || stage === 'request') && <GuestPartnerNote />}
        {between && <p className="game-panel-empty muted">{i18n._('games.betweenPartners')}</p>}
        {WEB_GAMES.map(({ kind, Panel }) => (
          <div
            key={kind}
            className="game-slot"
            hidden={between || (shown !== 'none' && shown !== kind)}
          >
            <Panel />
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { useGameLock } from './gameStore.ts';
import { WEB_GAMES } from './registry.ts';
import { toggleMuteGames, useMuteGames } from './muteGames.ts';
import './games.css';

/** A game request, a running game or a result: something on the panel the person must see. */
export function useGameNeedsPanel(): string {
  return useSyncExternalStore(subscribeToGames, gameActivity);
}

function subscribeToGames(onChange: () => void): () => void {
  const stops = WEB_GAMES.map((game) => game.store.subscribe(onChange));
  return () => stops.forEach((stop) => stop());
}

/** The first game with something to show, as `${kind}-${phase}`; '' when none has. */
function gameActivity(): string {
  for (const { kind, store } of WEB_GAMES) {
    const { phase } = store.getState();
    if (phase !== 'idle') return `${kind}-${phase}`;
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

/**
 * The mini-games (web registry) in one panel over the video: it floats above the call
 * controls and never resizes the partner's video. The games share the match's game lock:
 * while one runs, the others are hidden (kept mounted, so they still hear their events).
 * A closed panel stays rendered but invisible, so a running laugh detector keeps its frames.
 */
export function GameDock({ open, onClose }: { open: boolean; onClose: () => void }) {
  const active = useGameLock((s) => s.active);
  const muted = useMuteGames((s) => s.muted);
  return (
    <section
      id="game-panel"
      className={`game-panel ${open ? 'is-open' : ''}`}
      aria-labelledby="games-heading"
      data-testid="game-panel"
    >
      <header className="game-panel-header">
        <h2 id="games-heading">Games</h2>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-pressed={muted}
          onClick={toggleMuteGames}
        >
          {muted ? 'Unmute games' : 'Mute games'}
        </button>
        <button type="button" className="icon-btn" aria-label="Hide games" onClick={onClose}>
          <Icon name="close" />
        </button>
      </header>
      <div className="game-panel-body">
        {WEB_GAMES.map(({ kind, Panel }) => (
          <div key={kind} hidden={active !== 'none' && active !== kind}>
            <Panel />
          </div>
        ))}
      </div>
    </section>
  );
}

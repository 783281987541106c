import { TriviaPanel } from '../trivia/TriviaPanel.tsx';
import { LaughPanel } from '../laugh/LaughPanel.tsx';
import { useGameLock } from './gameStore.ts';

/**
 * Where the mini-game panels (trivia, laugh challenge) live on the active-chat screen. They
 * share the match's game lock: while one game runs, the other panel is hidden (kept mounted,
 * so it still hears its events) and the video keeps the room.
 */
export function GameDock() {
  const active = useGameLock((s) => s.active);
  return (
    <div className="game-dock" aria-label="Games" role="region">
      <div hidden={active === 'laugh'}>
        <TriviaPanel />
      </div>
      <div hidden={active === 'trivia'}>
        <LaughPanel />
      </div>
    </div>
  );
}

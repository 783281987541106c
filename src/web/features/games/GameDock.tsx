import { TriviaPanel } from '../trivia/TriviaPanel.tsx';
import { LaughPanel } from '../laugh/LaughPanel.tsx';

/**
 * Where the mini-game panels (trivia, laugh challenge) live on the active-chat screen.
 * Each game feature renders its own panel here; they share the match's game lock.
 */
export function GameDock() {
  return (
    <div className="game-dock" aria-label="Games" role="region">
      <TriviaPanel />
      <LaughPanel />
    </div>
  );
}

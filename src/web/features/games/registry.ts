import type { ComponentType } from 'react';
import type { StoreApi } from 'zustand';
import { GAME_KINDS, type GameKind } from '../../../shared/games/registry.ts';
import { ConnectFourPanel } from '../connect4/ConnectFourPanel.tsx';
import { useConnectFour } from '../connect4/connect4Controller.ts';
import { DrawPanel } from '../draw/DrawPanel.tsx';
import { useDraw } from '../draw/drawController.ts';
import { LaughPanel } from '../laugh/LaughPanel.tsx';
import { useLaugh } from '../laugh/laughController.ts';
import { MindPanel } from '../mind/MindPanel.tsx';
import { useMind } from '../mind/mindController.ts';
import { TriviaPanel } from '../trivia/TriviaPanel.tsx';
import { useTrivia } from '../trivia/triviaState.ts';

/** A game on the web: its panel, and the store whose `phase` says whether it needs the panel. */
export interface WebGame {
  kind: GameKind;
  Panel: ComponentType;
  /**
   * 'idle' when the game has nothing to show; `step`, a game's own steps while it plays (the
   * laugh challenge's break and turn), each of which opens the Games panel again
   */
  store: Pick<StoreApi<{ phase: string; step?: string }>, 'getState' | 'subscribe'>;
}

/** Every game's web side, by kind: a game left out here fails the typecheck. */
const BY_KIND: { readonly [K in GameKind]: Omit<WebGame, 'kind'> | null } = {
  trivia: { Panel: TriviaPanel, store: useTrivia },
  laugh: { Panel: LaughPanel, store: useLaugh },
  mind: { Panel: MindPanel, store: useMind },
  connect4: { Panel: ConnectFourPanel, store: useConnectFour },
  draw: { Panel: DrawPanel, store: useDraw },
};

/** Every game of the Games panel, in the order of shared/games/registry.ts. */
export const WEB_GAMES: readonly WebGame[] = GAME_KINDS.flatMap((kind) => {
  const game = BY_KIND[kind];
  return game ? [{ kind, ...game }] : [];
});

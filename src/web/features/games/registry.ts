import type { ComponentType } from 'react';
import type { StoreApi } from 'zustand';
import type { GameKind } from '../../../shared/games/registry.ts';
import { LaughPanel } from '../laugh/LaughPanel.tsx';
import { useLaugh } from '../laugh/laughController.ts';
import { MindPanel } from '../mind/MindPanel.tsx';
import { useMind } from '../mind/mindController.ts';
import { TriviaPanel } from '../trivia/TriviaPanel.tsx';
import { useTrivia } from '../trivia/triviaState.ts';

/** A game on the web: its panel, and the store whose `phase` says whether it needs the panel. */
export interface WebGame {
  kind: GameKind;
  /** its name in a sentence ("challenges you to …") */
  title: string;
  Panel: ComponentType;
  /** 'idle' when the game has nothing to show */
  store: Pick<StoreApi<{ phase: string }>, 'getState' | 'subscribe'>;
}

/** Every game of the Games panel, in its order (the kinds come from shared/games/registry). */
export const WEB_GAMES: readonly WebGame[] = [
  { kind: 'trivia', title: 'a trivia duel', Panel: TriviaPanel, store: useTrivia },
  { kind: 'laugh', title: 'a laugh challenge', Panel: LaughPanel, store: useLaugh },
  { kind: 'mind', title: 'Read my mind', Panel: MindPanel, store: useMind },
];

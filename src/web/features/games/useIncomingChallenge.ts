import { useLingui } from '@lingui/react';
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { WEB_GAMES } from './registry.ts';
import { isTyping } from './typing.ts';

/** The game whose request from the partner is waiting for an answer; '' when none is. */
function incomingGame(): string {
  return WEB_GAMES.find(({ store }) => store.getState().phase === 'incoming')?.kind ?? '';
}

/** Where the person's focus is as the challenge arrives: on Accept, typing, or elsewhere. */
type Reach = 'focused' | 'typing' | 'tab';

function subscribe(onChange: () => void): () => void {
  const stops = WEB_GAMES.map((game) => game.store.subscribe(onChange));
  return () => stops.forEach((stop) => stop());
}

/**
 * A challenge from the partner is one keystroke from its Accept: focus moves to Accept when
 * nothing else has it (or it was in the Games panel already); someone typing or on another
 * control keeps their focus, and their next Tab goes to Accept (said by a live announcement),
 * once. Returns that announcement. The panel must be open (`open`) for Accept to take focus.
 */
export function useIncomingChallenge(panel: RefObject<HTMLElement | null>, open: boolean): string {
  const { i18n } = useLingui();
  const kind = useSyncExternalStore(subscribe, incomingGame);
  const [reach, setReach] = useState<Reach | null>(null);
  useEffect(() => {
    const accept = panel.current?.querySelector<HTMLButtonElement>('[data-game-accept]');
    if (!kind || !open || !accept) {
      setReach(null);
      return;
    }
    const focused = document.activeElement;
    if (!focused || focused === document.body || panel.current?.contains(focused)) {
      accept.focus();
      setReach('focused');
      return;
    }
    setReach(isTyping(focused) ? 'typing' : 'tab');
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
      const from = e.target instanceof Element ? e.target : null;
      // inside the panel Tab moves on as usual; a modal dialog keeps its own focus
      if (from && (panel.current?.contains(from) || from.closest('dialog'))) return;
      e.preventDefault();
      accept.focus();
      document.removeEventListener('keydown', onKey, true);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [kind, open, panel]);
  if (!reach || !kind) return '';
  // worded at render: a language switch rewords it; the game's name is a select in each message
  const game = { game: kind };
  if (reach === 'focused') return i18n._('games.challenge.focused', game);
  if (reach === 'typing') return i18n._('games.challenge.typing', game);
  return i18n._('games.challenge.tab', game);
}

import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { WEB_GAMES } from './registry.ts';
import { isTyping } from './typing.ts';

/** The game whose request from the partner is waiting for an answer; '' when none is. */
function incomingGame(): string {
  return WEB_GAMES.find(({ store }) => store.getState().phase === 'incoming')?.kind ?? '';
}

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
  const kind = useSyncExternalStore(subscribe, incomingGame);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const accept = panel.current?.querySelector<HTMLButtonElement>('[data-game-accept]');
    if (!kind || !open || !accept) {
      setAnnouncement('');
      return;
    }
    const title = WEB_GAMES.find((game) => game.kind === kind)?.title ?? kind;
    const focused = document.activeElement;
    if (!focused || focused === document.body || panel.current?.contains(focused)) {
      accept.focus();
      setAnnouncement(`Your partner challenges you to ${title}. Accept has focus.`);
      return;
    }
    setAnnouncement(
      `Your partner challenges you to ${title}. ${isTyping(focused) ? 'Keep typing, or press' : 'Press'} Tab to reach Accept.`,
    );
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
  return announcement;
}

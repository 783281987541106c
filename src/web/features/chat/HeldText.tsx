import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { piecesOf } from '../../../shared/protocol/held.ts';
import './held.css';

/**
 * A partner's message with parts the server held back (a link, a handle, a phone number from
 * someone new): each stands as a "Show" button until the person presses it, then as plain
 * text, never a live link, so nothing opens by accident.
 */
export function HeldText({ text, held }: { text: string; held: readonly string[] }) {
  const { i18n } = useLingui();
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());
  return (
    <>
      {piecesOf(text).map((piece, i) => {
        if ('text' in piece) return <span key={i}>{piece.text}</span>;
        const part = held[piece.held];
        // a mark without its part (an older or broken server) shows nothing to reveal
        if (part === undefined) return null;
        if (shown.has(piece.held))
          return (
            <span key={i} className="chat-held-shown">
              {part}
            </span>
          );
        return (
          <button
            key={i}
            type="button"
            className="chat-held"
            aria-label={i18n._('chat.held.label')}
            onClick={() => setShown((s) => new Set(s).add(piece.held))}
          >
            {i18n._('chat.held.show')}
          </button>
        );
      })}
    </>
  );
}

/**
 * Held parts of a chat message (docs/product.md, Held links). The partner's `receiveMessage`
 * carries `held: string[]`, and its `text` has one HELD_MARK where each held part stood, in
 * order: the i-th mark stands for `held[i]`. The server removes the mark from what people type,
 * so every mark in a text it sends is one of its own. A client that knows nothing of `held`
 * shows the mark as the "object here" sign (U+FFFC), which is what it is.
 */
export const HELD_MARK = '\uFFFC';

/** How many calls a person is new for: their messages' links are held in these. */
export const HELD_FIRST_CALLS = 5;

/**
 * The bot rule: the same message to this many different partners within the window. A short
 * greeting ("hi", "hello from Spain") is what everyone says to everyone: only a message with a
 * link, handle or number, or of `minChars` or more, counts.
 */
export const BOT_RULE = { partners: 3, windowMs: 10 * 60_000, minChars: 40 } as const;

/** The shortest call whose partner can be rated (rateCall). */
export const RATING_MIN_CALL_MS = 30_000;

/** A text cut at its marks: plain runs, and the index of the held part at each mark. */
export type HeldPiece = { text: string } | { held: number };

export function piecesOf(text: string): HeldPiece[] {
  const pieces: HeldPiece[] = [];
  const runs = text.split(HELD_MARK);
  runs.forEach((run, i) => {
    if (i > 0) pieces.push({ held: i - 1 });
    if (run) pieces.push({ text: run });
  });
  return pieces;
}

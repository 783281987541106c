import { HELD_MARK } from '../../shared/protocol/held.ts';

/**
 * What a chat message can carry that takes a person somewhere else: a link, a social handle,
 * a phone number. A spam account pastes the same one into every call, so for someone new (and
 * for a likely bot, strictly) these parts reach the partner held behind "Show".
 */

// a scheme or www, or a bare domain: labels of letters, digits and hyphens and a TLD of letters
const LINK =
  /\b(?:https?:\/\/|www\.)[^\s<>"]+|\b(?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?\.)+[a-z]{2,24}\b(?:\/[^\s<>"]*)?/giu;
// "ig: name", "snap: name", "telegram @name" and the like, then a bare @handle
const SOCIAL =
  /\b(?:ig|insta|instagram|snap|sc|snapchat|tiktok|tt|telegram|tg|kik|discord|whatsapp|wa|twitter|x|fb|facebook|onlyfans|of)\s*[:：]\s*@?[\p{L}\p{N}._-]{2,40}|(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}._]{2,40}/giu;
// seven digits or more, with the usual separators between them
const PHONE = /\+?\d(?:[\s().-]{0,3}\d){6,}/gu;
// strict only: links written around a filter ("name dot com", "name(.)com") and long numbers
const DODGED =
  /\b[\p{L}\p{N}-]{2,63}\s*(?:\(\s*\.\s*\)|\[\s*\.\s*\]|\s(?:dot|punto|ponto|point|punkt|nokta|точка)\s)\s*[a-z]{2,24}\b/giu;
const DIGITS = /\d{5,}/gu;

const BASE = [LINK, SOCIAL, PHONE];
const STRICT = [...BASE, DODGED, DIGITS];

/** The spans of `text` to hold: found by any rule, overlaps merged, in order. */
function spansOf(text: string, strict: boolean): [number, number][] {
  const found: [number, number][] = [];
  for (const rule of strict ? STRICT : BASE)
    for (const m of text.matchAll(rule)) found.push([m.index, m.index + m[0].length]);
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const span of found) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

export interface Held {
  /** the text with one HELD_MARK where each held part stood */
  text: string;
  /** the held parts, in order */
  held: string[];
}

/**
 * Holds a message's links, handles and phone numbers. `strict` (a likely bot) also holds links spelled around filters and any run of five digits or more. A mark
 * typed by the sender is dropped first, so every mark in the result is a held part.
 */
export function holdParts(raw: string, { strict = false }: { strict?: boolean } = {}): Held {
  const text = raw.replaceAll(HELD_MARK, '');
  const held: string[] = [];
  let out = '';
  let at = 0;
  for (const [from, to] of spansOf(text, strict)) {
    out += text.slice(at, from) + HELD_MARK;
    held.push(text.slice(from, to));
    at = to;
  }
  return { text: out + text.slice(at), held };
}

/**
 * The message as the bot rule compares it: case, width and spacing folded, and the digits of
 * its links, handles and numbers made alike (a spammer's link with a counter in it is still
 * the same link).
 */
export function normalised(raw: string): string {
  const folded = raw.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
  const { text, held } = holdParts(folded, { strict: true });
  let i = 0;
  return text.replaceAll(HELD_MARK, () => held[i++]!.replace(/\d/gu, '0'));
}

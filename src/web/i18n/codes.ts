/**
 * The words the web app shows for every code the server sends (refusals, notices, errors):
 * the one table a translation replaces. The app never shows the server's prose: it looks the
 * code up here and renders it with its params. The English starts as the spec's texts, which
 * the server's tables (shared/protocol/codes) hold, so what people read is unchanged.
 *
 * `Catalogue` makes the compiler ask for every code: a code added to a server table without
 * words here does not build.
 */
import { CODES, type Code, type Params } from '../../shared/protocol/codes/index.ts';
import { CONTACT_CALL_ENDED, type ContactCallEndCode } from '../../shared/protocol/contacts.ts';

type Words<E> = E extends (params: infer P) => string ? (params: P) => string : string;
/** Words for every code, with the same params as the server's entry. */
export type Catalogue = { [C in Code]: Words<(typeof CODES)[C]> };

export const EN: Catalogue = CODES;

/** Anything that names a code: an ack, an error event, a REST body, a rejection. */
export interface Coded {
  code?: unknown;
  params?: Params | undefined;
}

/** The words for a code, or undefined when it is not ours (a newer server's). */
export function wordsFor(coded: Coded, catalogue: Catalogue = EN): string | undefined {
  const { code } = coded;
  if (typeof code !== 'string' || !Object.hasOwn(catalogue, code)) return undefined;
  const entry = catalogue[code as Code] as string | ((p: Params | undefined) => string);
  try {
    return typeof entry === 'string' ? entry : entry(coded.params);
  } catch {
    // params missing or malformed: the words cannot be built, so say something general
    return undefined;
  }
}

/** Said when a code is unknown to this client and the server sent no text either. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * What to show for a refusal: the catalogue's words for its code; for a code this client does
 * not know yet (a newer server), the English the server sent beside it.
 */
export function say(coded: Coded & { error?: unknown; reason?: unknown; message?: unknown }) {
  const words = wordsFor(coded);
  if (words !== undefined) return words;
  const sent = coded.error ?? coded.reason ?? coded.message;
  return typeof sent === 'string' && sent ? sent : SOMETHING_WENT_WRONG;
}

/**
 * Why a game ended, for an end event (`challengeEnded`, `laughChallengeEnded`,
 * `mindChallengeEnded`): the catalogue's words for its code; undefined when the game was played
 * to its end without one.
 */
export function sayEnded(ended: Coded & { reason?: unknown }): string | undefined {
  if (ended.code === undefined && !ended.reason) return undefined;
  return say(ended);
}

/** Words for why a contact call did not connect or stopped ringing (contactCallEnded.code). */
export const CONTACT_CALL_ENDED_WORDS: Record<ContactCallEndCode, string> = CONTACT_CALL_ENDED;

/** What to show for a contactCallEnded: its code's words, or something general for a new one. */
export function sayContactCallEnded(code: unknown): string {
  return typeof code === 'string' && Object.hasOwn(CONTACT_CALL_ENDED_WORDS, code)
    ? CONTACT_CALL_ENDED_WORDS[code as ContactCallEndCode]
    : SOMETHING_WENT_WRONG;
}

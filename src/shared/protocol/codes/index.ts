/**
 * Every refusal, notice and error the server sends, by area: one typed table each (call.ts,
 * games.ts, account.ts, moderation.ts). A handler returns a `Refusal` (a code and, where the
 * text has variables, its params), never a string; this module is the one place that turns it
 * into the wire's shape, the spec's English text beside the code, so spec clients read the text
 * they always did and ours choose their own words from the code (web/i18n/codes.ts).
 *
 * A new code: add it to its area's table (with its English text), add its words to the web
 * catalogue (the compiler asks for them), and a case to the refusal test that triggers it.
 */
import { ACCOUNT_CODES, type AccountRefusal } from './account.ts';
import { CALL_CODES, type CallRefusal } from './call.ts';
import {
  GAME_CODES,
  type EndCode,
  type EndReason,
  type GameRefusal,
  type RejectCode,
  type RejectReason,
} from './games.ts';
import { MODERATION_CODES, type ModerationRefusal } from './moderation.ts';
import { CONTACT_CODES, type ContactRefusal } from './contacts.ts';
import type { Disjoint, Entry, Params } from './table.ts';

export { ACCOUNT_CODES, CALL_CODES, CONTACT_CODES, GAME_CODES, MODERATION_CODES };
export {
  BUSY_TOAST,
  type RejectCode,
  type RejectReason,
  type EndCode,
  type EndReason,
  type GameCode,
  type GameRefusal,
} from './games.ts';
export type { CallCode, CallRefusal, Wait } from './call.ts';
export type { AccountCode, AccountRefusal } from './account.ts';
export type { ModerationCode, ModerationRefusal } from './moderation.ts';
export type { ContactCode, ContactRefusal } from './contacts.ts';
export type { Params, ParamValue, RefusalOf } from './table.ts';
export type { InputIssue, InputProblem } from './inputIssue.ts';

/** The tables by area, for the protocol document and the tests. */
export const CODE_TABLES = {
  call: CALL_CODES,
  games: GAME_CODES,
  account: ACCOUNT_CODES,
  moderation: MODERATION_CODES,
  contacts: CONTACT_CODES,
} as const;

// a code means one thing: no two tables may name the same one
type C = typeof CALL_CODES;
type G = typeof GAME_CODES;
type A = typeof ACCOUNT_CODES;
type M = typeof MODERATION_CODES;
type K = typeof CONTACT_CODES;
export const tablesAreDisjoint: [
  Disjoint<C, G>,
  Disjoint<C, A>,
  Disjoint<C, M>,
  Disjoint<G, A>,
  Disjoint<G, M>,
  Disjoint<A, M>,
  Disjoint<C, K>,
  Disjoint<G, K>,
  Disjoint<A, K>,
  Disjoint<M, K>,
] = [true, true, true, true, true, true, true, true, true, true];

export const CODES = {
  ...CALL_CODES,
  ...GAME_CODES,
  ...ACCOUNT_CODES,
  ...MODERATION_CODES,
  ...CONTACT_CODES,
};
/** Every code the server sends. */
export type Code = keyof typeof CODES;
/** A refusal, notice or error: a code of the tables, with its params when it has some. */
export type Refusal =
  CallRefusal | GameRefusal | AccountRefusal | ModerationRefusal | ContactRefusal;

/** True for a code of the tables (a client may meet a newer server's). */
export const isCode = (code: unknown): code is Code =>
  typeof code === 'string' && Object.hasOwn(CODES, code);

/** The spec's English text of a refusal: what goes on the wire beside its code. */
export function textOf(refusal: Refusal): string {
  const entry: Entry = CODES[refusal.code as Code];
  return typeof entry === 'string' ? entry : entry(refusal.params as never);
}

/** A refused acknowledgement: the text, the code, and the params when there are some. */
export interface RefusedAck {
  ok: false;
  error: string;
  code: Code;
  params?: Params;
}

/** The wire's fields of a refusal under the text's name (`error`, `reason`, `message`). */
export function wireOf<K extends string>(
  textField: K,
  refusal: Refusal,
): { [F in K]: string } & { code: Code; params?: Params } {
  const out = { [textField]: textOf(refusal), code: refusal.code } as { [F in K]: string } & {
    code: Code;
    params?: Params;
  };
  if (refusal.params) out.params = refusal.params as Params;
  return out;
}

export const refusedAck = (refusal: Refusal): RefusedAck => ({
  ok: false,
  ...wireOf('error', refusal),
});

/** A game request turned down: `triviaChallengeRejected`, `laughChallengeRejected`, … */
export interface GameRejected {
  /** the spec's text, for spec clients */
  reason: string;
  code: RejectCode;
  params?: Params;
}

/** The payload of a refusal event for `refusal`. */
export const rejection = (refusal: RejectReason): GameRejected =>
  wireOf('reason', refusal) as GameRejected;

/** Why a game ended, on an end event: the spec's `reason` text and its code. */
export interface GameEndReason {
  /** the spec's text, for spec clients */
  reason: string;
  code: EndCode;
  params?: Params;
}

/** The `reason` fields of an end event for `why`. */
export const endReason = (why: EndReason): GameEndReason => wireOf('reason', why) as GameEndReason;

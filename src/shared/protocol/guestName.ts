/**
 * A guest's name for their guest life, sent as data: the server keeps a random seed chosen when
 * the guest was created (never derived from the account id, so it tells nothing about it) and
 * sends these indices wherever a guest is named; each client words them in its viewer's
 * language (an adjective, a noun and a number) and paints the avatar with the colour.
 */
export interface GuestName {
  /** adjective index, 0 ≤ a < GUEST_NAME.adjectives */
  a: number;
  /** noun index, 0 ≤ b < GUEST_NAME.nouns */
  b: number;
  /** the number shown after the words, GUEST_NAME.minNumber ≤ n ≤ GUEST_NAME.maxNumber */
  n: number;
  /** avatar colour index, 0 ≤ c < GUEST_NAME.colours */
  c: number;
}

/** The sizes of the per-language word lists and of the avatar palette, the same everywhere. */
export const GUEST_NAME = {
  adjectives: 32,
  nouns: 32,
  minNumber: 10,
  maxNumber: 99,
  colours: 12,
  /** seeds are whole numbers below this (a PostgreSQL `integer` holds them) */
  seeds: 2 ** 31 - 1,
} as const;

const NUMBERS = GUEST_NAME.maxNumber - GUEST_NAME.minNumber + 1;

/**
 * The name a seed stands for: the adjective and the noun read the seed's low ten bits, the
 * number and the colour the rest. Two guests share a name only when adjective, noun and number
 * all agree (1 in 92,160), and their colour too (about 1 in 12 of those).
 */
export function guestNameOf(seed: number): GuestName {
  const s = Math.trunc(Math.abs(seed)) % GUEST_NAME.seeds;
  return {
    a: s % GUEST_NAME.adjectives,
    b: Math.floor(s / 32) % GUEST_NAME.nouns,
    n: GUEST_NAME.minNumber + (Math.floor(s / 1024) % NUMBERS),
    c: Math.floor(s / 2 ** 20) % GUEST_NAME.colours,
  };
}

/** Whether a value received is a guest name this client can word (an older server may differ). */
export function isGuestName(value: unknown): value is GuestName {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const within = (x: unknown, lo: number, hi: number) =>
    Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;
  return (
    within(v.a, 0, GUEST_NAME.adjectives - 1) &&
    within(v.b, 0, GUEST_NAME.nouns - 1) &&
    within(v.n, GUEST_NAME.minNumber, GUEST_NAME.maxNumber) &&
    within(v.c, 0, GUEST_NAME.colours - 1)
  );
}

export const UNKNOWN_COUNTRY = 'UN';

/** A country code is two letters A to Z (case-insensitive), else not a valid country code. */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'UN';
}

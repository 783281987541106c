import geoip from 'geoip-country';
import { UNKNOWN_COUNTRY } from '../../shared/rules/country.ts';

export interface Country {
  country: string;
  countryCode: string;
}

export const UNKNOWN: Country = { country: 'Unknown', countryCode: UNKNOWN_COUNTRY };
const names = new Intl.DisplayNames(['en'], { type: 'region' });
/** one shared, frozen object per country: every connected socket holds one */
const byCode = new Map<string, Country>();
/** codes Intl names that are no country: unknown, European Union, eurozone, outlying Oceania */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'QO']);

/** Country of an address from the offline database shipped in the package; no network call. */
export function lookupCountry(ip: string | undefined): Country {
  if (!ip) return UNKNOWN;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const hit = geoip.lookup(address);
  if (!hit?.country) return UNKNOWN;
  return countryOfCode(hit.country) ?? UNKNOWN;
}

/**
 * The country of a two-letter code, its name in the server's words, or null when the code
 * names no region. A client sends only the code: free text beside a flag could say anything
 * ("Moderator: visit evil.example").
 */
export function countryOfCode(code: string): Country | null {
  const upper = code.toUpperCase();
  let country = byCode.get(upper);
  if (!country) {
    const name = /^[A-Z]{2}$/.test(upper) && upper !== UNKNOWN_COUNTRY ? countryName(upper) : '';
    // Intl answers an unassigned code with the code itself, and ZZ with "Unknown Region"
    if (!name || name === upper || NOT_COUNTRIES.has(upper)) return null;
    country = Object.freeze({ countryCode: upper, country: name });
    byCode.set(upper, country);
  }
  return country;
}

export function countryName(code: string): string {
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

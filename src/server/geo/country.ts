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

/** Country of an address from the offline database shipped in the package; no network call. */
export function lookupCountry(ip: string | undefined): Country {
  if (!ip) return UNKNOWN;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const hit = geoip.lookup(address);
  if (!hit?.country) return UNKNOWN;
  let country = byCode.get(hit.country);
  if (!country) {
    country = Object.freeze({ countryCode: hit.country, country: countryName(hit.country) });
    byCode.set(hit.country, country);
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

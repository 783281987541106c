import { isCountryCode } from '../../../shared/rules/country.ts';

let names: Intl.DisplayNames | null = null;

/** A country's name in the person's language, or "an unknown country". */
export function countryName(code: string): string {
  if (!isCountryCode(code)) return 'an unknown country';
  try {
    names ??= new Intl.DisplayNames(undefined, { type: 'region' });
    return names.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

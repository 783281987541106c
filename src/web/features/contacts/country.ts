import { isCountryCode } from '../../../shared/rules/country.ts';
import { i18n } from '../../i18n/i18n.ts';

let names: { locale: string; of: Intl.DisplayNames } | null = null;

/** A country's name in the app's language, or "an unknown country". */
export function countryName(code: string): string {
  if (!isCountryCode(code)) return i18n._('contacts.unknownCountry');
  try {
    // one list per language: a switch of language names the countries anew
    if (names?.locale !== i18n.locale)
      names = {
        locale: i18n.locale,
        of: new Intl.DisplayNames([i18n.locale], { type: 'region' }),
      };
    return names.of.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

import { describe, expect, it } from 'vitest';
import { normalizeCountryPreference, normalizeLanguages, sharedLanguage } from './languages.ts';

describe('spoken languages of a search', () => {
  it('canonicalises and de-duplicates tags in the order given', () => {
    expect(normalizeLanguages(['PT-br', ' es ', 'pt-BR', 'zh-hant-tw'])).toEqual({
      ok: true,
      languages: ['pt-BR', 'es', 'zh-Hant-TW'],
    });
  });

  it('refuses a malformed tag and more than five languages, with codes', () => {
    expect(normalizeLanguages(['en', 'e_s'])).toEqual({
      ok: false,
      error: { code: 'bad_language', params: { tag: 'e_s' } },
    });
    expect(normalizeLanguages(['en', 'es', 'fr', 'de', 'it', 'ja'])).toMatchObject({
      ok: false,
      error: { code: 'too_many_languages', params: { max: 5 } },
    });
    // six tags that are five languages once duplicates go
    expect(normalizeLanguages(['en', 'EN', 'es', 'fr', 'de', 'it']).ok).toBe(true);
  });

  it('takes a two-letter country or none', () => {
    expect(normalizeCountryPreference('mx')).toEqual({ ok: true, country: 'MX' });
    expect(normalizeCountryPreference(null)).toEqual({ ok: true, country: null });
    expect(normalizeCountryPreference('MEX')).toMatchObject({ ok: false });
  });

  it('names the shared language: the exact tag, else the primary subtag; null when none', () => {
    expect(sharedLanguage(['es'], ['en', 'es'])).toBe('es');
    expect(sharedLanguage(['pt-BR'], ['pt-PT'])).toBe('pt');
    expect(sharedLanguage(['fr', 'de'], ['de', 'fr'])).toBe('fr');
    expect(sharedLanguage(['ja'], ['en'])).toBeNull();
    expect(sharedLanguage([], ['en'])).toBeNull();
  });
});

import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../../scripts/ui-messages.ts';
import { GUEST_NAME, guestNameOf, type GuestName } from '../../../shared/protocol/guestName.ts';
import { UI_LOCALES } from '../../../shared/uiLocales.ts';
import { i18n } from '../../i18n/i18n.ts';
import { guestNameText, initialOf, shownName } from './names.ts';
import { GUEST_COLOURS, GUEST_INITIAL } from './palette.ts';

/** This folder's words in a language, compiled as the build does. */
function speak(locale: (typeof UI_LOCALES)[number]) {
  const messages: Messages = {};
  for (const [id, text] of Object.entries(readCatalogue('features/guests', locale)))
    messages[id] = compileMessageOrThrow(text);
  i18n.load(locale, messages);
  i18n.activate(locale);
}

const every = (): GuestName[] => {
  const out: GuestName[] = [];
  for (let a = 0; a < GUEST_NAME.adjectives; a++)
    for (let b = 0; b < GUEST_NAME.nouns; b++) out.push({ a, b, n: 42, c: 0 });
  return out;
};

/** WCAG relative luminance and contrast of two #rrggbb colours. */
function contrast(x: string, y: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [lum(x), lum(y)].sort((p, q) => q - p);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('guest names in the viewer’s language', () => {
  afterEach(() => speak('en'));

  it('word one seed the same every time, as adjective, noun and number', () => {
    speak('en');
    expect(guestNameText({ a: 0, b: 0, n: 42, c: 3 })).toBe('Blue Fox 42');
    expect(guestNameText(guestNameOf(987_654_321))).toBe(guestNameText(guestNameOf(987_654_321)));
    speak('es');
    expect(guestNameText({ a: 0, b: 0, n: 42, c: 3 })).toBe('Zorro azul 42');
    speak('de');
    expect(guestNameText({ a: 0, b: 0, n: 42, c: 3 })).toBe('Blauer Fuchs 42');
  });

  it.each(UI_LOCALES)(
    'in %s: 1,024 different names, all made of words, none left as an id',
    (locale) => {
      speak(locale);
      const names = every().map((g) => guestNameText(g));
      expect(new Set(names).size).toBe(GUEST_NAME.adjectives * GUEST_NAME.nouns);
      for (const name of names) {
        expect(name).not.toMatch(/guests\.|\{|undefined/);
        // two words and a number (in the language's digits)
        expect(name.split(' ').length, name).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('show a member by their own name, and "Guest" only when a server sends no guest name', () => {
    speak('fr');
    expect(shownName({ name: 'Ada', guestName: undefined })).toBe('Ada');
    expect(shownName({ name: null })).toBe('Invité');
    expect(shownName({ name: 'Guest', guestName: { a: 0, b: 0, n: 42, c: 0 } })).toBe(
      'Renard bleu 42',
    );
    speak('ar');
    // the number in the digits Arabic uses here
    expect(shownName({ name: 'Guest', guestName: { a: 0, b: 0, n: 42, c: 0 } })).toBe(
      `ثعلب أزرق ${new Intl.NumberFormat('ar').format(42)}`,
    );
    expect(initialOf('ثعلب أزرق', 'ar')).toBe('ث');
    expect(initialOf('ёж', 'ru')).toBe('Ё');
  });

  it('paint each colour dark enough for the white initial (WCAG AA), and all apart', () => {
    expect(GUEST_COLOURS).toHaveLength(GUEST_NAME.colours);
    expect(new Set(GUEST_COLOURS).size).toBe(GUEST_NAME.colours);
    for (const colour of GUEST_COLOURS)
      expect(contrast(colour, GUEST_INITIAL), colour).toBeGreaterThanOrEqual(4.5);
  });
});

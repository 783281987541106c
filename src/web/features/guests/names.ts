import type { I18n } from '@lingui/core';
import { isGuestName, type GuestName } from '../../../shared/protocol/guestName.ts';
import { i18n as appI18n } from '../../i18n/i18n.ts';

/** Someone the server names: their own name, or (a guest) a guest name to word here. */
export interface Named {
  name: string | null;
  guestName?: GuestName | undefined;
}

/**
 * A guest name in the viewer's language: an adjective, a noun and a number, in the order the
 * language puts them ("Blue Fox 42", "Zorro azul 42"). The words are messages of the app area,
 * so they load with the app, never with a landing page.
 */
export function guestNameText(name: GuestName, i18n: I18n = appI18n): string {
  const number = new Intl.NumberFormat(i18n.locale, { useGrouping: false }).format(name.n);
  return i18n._('guests.name', {
    adjective: i18n._('guests.adjective', { a: name.a }),
    noun: i18n._('guests.noun', { b: name.b }),
    number,
  });
}

/**
 * What to call a person: their guest name when the server sent one (it does only for someone
 * without a name of their own), else their own name, else "Guest" in the viewer's language.
 */
export function shownName(person: Named, i18n: I18n = appI18n): string {
  if (isGuestName(person.guestName)) return guestNameText(person.guestName, i18n);
  return person.name ?? i18n._('guests.fallback');
}

/** The letter an avatar shows: the first of the name as the viewer reads it. */
export function initialOf(name: string, locale: string): string {
  const first = [...new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(name)][0];
  return (first?.segment ?? '?').toLocaleUpperCase(locale);
}

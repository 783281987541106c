/** A game clock's seconds, short, in the page's language ('5s' in English, '5 с' in Russian). */
export const secondsShort = (locale: string, seconds: number): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'narrow' }).format(
    seconds,
  );

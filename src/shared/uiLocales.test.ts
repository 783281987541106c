import { describe, expect, it } from 'vitest';
import { directionOf, localePath, pickLocale, splitLocalePath } from './uiLocales.ts';

describe('the app’s languages', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['pt-PT'], 'pt-BR'],
    [['pt-BR'], 'pt-BR'],
    [['ja', 'de-AT'], 'de'],
    [['ar-EG'], 'ar'],
    [['ja', 'zh'], 'en'],
    [[], 'en'],
  ] as const)('browser languages %j open the app in %s', (preferred, locale) => {
    expect(pickLocale(preferred)).toBe(locale);
  });

  it('a landing page path names its language; English paths have none', () => {
    expect(splitLocalePath('/es/talk-to-strangers')).toEqual({
      locale: 'es',
      rest: '/talk-to-strangers',
    });
    expect(splitLocalePath('/pt-BR/free-online-video-chat').locale).toBe('pt-BR');
    expect(splitLocalePath('/talk-to-strangers')).toEqual({
      locale: 'en',
      rest: '/talk-to-strangers',
    });
    // not one of ours: an ordinary path
    expect(splitLocalePath('/xx/talk-to-strangers').locale).toBe('en');
    expect(splitLocalePath('/en/talk-to-strangers').locale).toBe('en');
    expect(localePath('ar', '/random-video-chat')).toBe('/ar/random-video-chat');
    expect(localePath('en', '/random-video-chat')).toBe('/random-video-chat');
  });

  it('Arabic reads right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('tr')).toBe('ltr');
  });
});

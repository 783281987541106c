import { describe, expect, it } from 'vitest';
import { movedLandingPath, pageOf, pathIn } from './routes.ts';
import {
  acceptLanguageTags,
  directionOf,
  localePath,
  pickLocale,
  splitLocalePath,
} from './uiLocales.ts';

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

describe('Accept-Language and the pages in every language', () => {
  it('reads an Accept-Language header by its weights', () => {
    expect(acceptLanguageTags('en;q=0.3, ar-EG, de;q=0.5')).toEqual(['ar-EG', 'de', 'en']);
    expect(acceptLanguageTags('fr;q=0, es')).toEqual(['es']);
    expect(acceptLanguageTags('*')).toEqual([]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('names the same page in another language, landing slugs included', () => {
    expect(pathIn('es', '/')).toBe('/es');
    expect(pathIn('en', '/ar/about')).toBe('/about');
    expect(pathIn('de', '/es/hablar-con-desconocidos')).toBe('/de/mit-fremden-reden');
    expect(pathIn('ar', '/talk-to-strangers')).toBe('/ar/التحدث-مع-الغرباء');
    // as the browser sends it, percent-encoded
    expect(pathIn('en', `/ar/${encodeURIComponent('التحدث-مع-الغرباء')}`)).toBe(
      '/talk-to-strangers',
    );
    expect(pathIn('es', '/settings')).toBeNull();
    expect(pageOf('/about')).toMatchObject({ locale: 'en', fixed: false });
    expect(pageOf('/es/about')).toMatchObject({ locale: 'es', fixed: true });
    expect(movedLandingPath('/es/talk-to-strangers')).toBe('/es/hablar-con-desconocidos');
    expect(movedLandingPath('/talk-to-strangers')).toBeNull();
  });
});

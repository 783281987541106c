// Vite plugin: compiles the message catalogues (lingui.config.ts) into modules the app loads,
// one per language and area, so the browser gets ready-made messages and never parses ICU.
//
//   virtual:ui-messages/<locale>/<area>  export const messages = { id: compiled message }
//   virtual:ui-messages                  export const loaders = { <locale>: { <area>: () => import(…) } }
//
// Two areas keep a landing page's JS small: `shell` holds the words every page shows (the frame,
// the content pages), `app` everything else (Home, the call, the games, Settings, the
// dialogs, the server codes' words…), which loads with the first page or dialog that needs it
// (src/web/i18n/i18n.ts ensureArea).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createCompiledCatalog } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { directionOf, SOURCE_LOCALE, UI_LOCALES, type UiLocale } from '../src/shared/uiLocales.ts';

export const AREAS = ['shell', 'app'] as const;
export type Area = (typeof AREAS)[number];

const WEB = resolve('src/web');
/** Catalogue folders (relative to src/web) whose words every page may need. */
const SHELL = new Set(['app', 'features/content']);

/** Every catalogue folder: src/web/app, src/web/i18n and src/web/features/<name>, with locales/. */
export function catalogueDirs(): string[] {
  const dirs = ['app', 'i18n'];
  for (const name of readdirSync(join(WEB, 'features'))) dirs.push(`features/${name}`);
  return dirs.filter((d) => existsSync(join(WEB, d, 'locales', `${SOURCE_LOCALE}.json`)));
}

export const areaOf = (dir: string): Area => (SHELL.has(dir) ? 'shell' : 'app');

/** One catalogue's messages in a language: {} when that language has no file yet. */
export function readCatalogue(dir: string, locale: UiLocale): Record<string, string> {
  const file = join(WEB, dir, 'locales', `${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** An area's messages in a language, English where the language has none (never empty). */
export function areaMessages(locale: UiLocale, area: Area): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dir of catalogueDirs().filter((d) => areaOf(d) === area)) {
    const source = readCatalogue(dir, SOURCE_LOCALE);
    const own = readCatalogue(dir, locale);
    for (const id of Object.keys(source)) out[id] = own[id] || source[id]!;
  }
  return out;
}

const PREFIX = 'virtual:ui-messages';

export function uiMessages(): Plugin {
  return {
    name: 'matchup-ui-messages',
    resolveId(id) {
      return id === PREFIX || id.startsWith(`${PREFIX}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      for (const dir of catalogueDirs())
        for (const locale of UI_LOCALES) {
          const file = join(WEB, dir, 'locales', `${locale}.json`);
          if (existsSync(file)) this.addWatchFile(file);
        }
      const rest = id.slice(PREFIX.length + 2);
      if (!rest) {
        // English's shell is in the page's own script (the first words any page shows)
        const load = (locale: UiLocale, area: Area) =>
          locale === SOURCE_LOCALE && area === 'shell'
            ? `() => Promise.resolve(englishShell)`
            : `() => import(${JSON.stringify(`${PREFIX}/${locale}/${area}`)})`;
        const entries = UI_LOCALES.map(
          (locale) =>
            `${JSON.stringify(locale)}: {${AREAS.map((a) => `${a}: ${load(locale, a)}`).join(', ')}}`,
        );
        return [
          `import * as englishShell from ${JSON.stringify(`${PREFIX}/${SOURCE_LOCALE}/shell`)};`,
          `export const loaders = {${entries.join(',\n')}};`,
        ].join('\n');
      }
      const [locale, area] = rest.split('/') as [UiLocale, Area];
      if (!UI_LOCALES.includes(locale) || !AREAS.includes(area))
        throw new Error(`${PREFIX}: no catalogue ${rest}`);
      const { source, errors } = createCompiledCatalog(locale, areaMessages(locale, area), {
        namespace: 'json',
        strict: true,
      });
      if (errors.length)
        throw new Error(
          `${PREFIX}/${rest}: ${errors.map((e) => `${e.id}: ${e.error.message}`).join('; ')}`,
        );
      const { messages } = JSON.parse(source) as { messages: Record<string, Compiled> };
      const ready = directionOf(locale) === 'rtl' ? isolateAll(messages) : messages;
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(ready))});`;
    },
  };
}

/** A compiled message: words and placeholders (`[name]`, `[n, 'plural', {one: […]}]`, …). */
type Compiled = string | (string | Token)[];
type Token = [name: string, type?: string, format?: unknown];

/** First strong isolate and pop directional isolate (Unicode bidi): a value's own direction. */
export const FSI = '\u2068';
export const PDI = '\u2069';

/**
 * In a right-to-left sentence every value keeps its own direction: a Latin name, a number or a
 * person's words sit inside FSI…PDI, so "Hello!" or "1989?" keep their punctuation where
 * they wrote it instead of taking the sentence's side. Only the placeholders are wrapped
 * (words stay as the translator wrote them); `#` in a plural is its number. Left-to-right
 * languages isolate only values with right-to-left letters, when they are inserted
 * (src/web/i18n/instance.ts): a Latin name there reads exactly as typed.
 */
export function isolate(tokens: (string | Token)[], inPlural = false): (string | Token)[] {
  return tokens.flatMap((token): (string | Token)[] => {
    if (typeof token === 'string') return inPlural && token === '#' ? [FSI, '#', PDI] : [token];
    const [name, type, format] = token;
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const cases = Object.fromEntries(
        Object.entries(format as Record<string, unknown>).map(([key, branch]) => [
          key,
          Array.isArray(branch) ? isolate(branch as (string | Token)[], type !== 'select') : branch,
        ]),
      );
      return [[name, type, cases]];
    }
    return [FSI, token, PDI];
  });
}

function isolateAll(messages: Record<string, Compiled>): Record<string, Compiled> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, m]) => [id, typeof m === 'string' ? m : isolate(m)]),
  );
}

/** For tests and the prerender: where a catalogue folder is, relative to the repository. */
export const catalogueFile = (dir: string, locale: UiLocale) =>
  relative(process.cwd(), join(WEB, dir, 'locales', `${locale}.json`));

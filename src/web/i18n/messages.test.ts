import { execFileSync } from 'node:child_process';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogueDirs, readCatalogue } from '../../../scripts/ui-messages.ts';
import { SOURCE_LOCALE, UI_LOCALES } from '../../shared/uiLocales.ts';

/** A message's placeholders (variables and rich-text tags), and its plural choices. */
function shape(
  compiled: CompiledMessage,
  out = { names: new Set<string>(), plurals: [] as string[][] },
) {
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (name !== '#') out.names.add(name);
    if (format && typeof format === 'object' && !Array.isArray(format)) {
      const choices = Object.keys(format).filter((k) => k !== 'offset');
      if (type === 'plural') out.plurals.push(choices);
      for (const k of choices) shape((format as Record<string, CompiledMessage>)[k]!, out);
    } else if (Array.isArray(format)) shape(format as CompiledMessage, out);
  }
  return out;
}

const dirs = catalogueDirs();

describe('the message catalogues', () => {
  it('exist for the app frame, the server codes and the features', () => {
    expect(dirs).toContain('app');
    expect(dirs.length).toBeGreaterThan(5);
  });

  describe.each(dirs)('%s', (dir) => {
    const source = readCatalogue(dir, SOURCE_LOCALE);
    it.each(UI_LOCALES.filter((l) => l !== SOURCE_LOCALE))(
      'in %s: every message, with the same placeholders, and the plural forms the language has',
      (locale) => {
        const own = readCatalogue(dir, locale);
        expect(Object.keys(own).sort()).toEqual(Object.keys(source).sort());
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        for (const [id, english] of Object.entries(source)) {
          const translated = own[id]!;
          expect(translated.trim(), `${locale} ${id} is empty`).not.toBe('');
          const want = shape(compileMessageOrThrow(english));
          const got = shape(compileMessageOrThrow(translated));
          expect([...got.names].sort(), `${locale} ${id}`).toEqual([...want.names].sort());
          for (const choices of got.plurals) {
            // exact matches (=0) may stand for a form; every form the language uses must be there
            const missing = categories.filter((c) => !choices.includes(c));
            expect(missing, `${locale} ${id}: plural forms`).toEqual([]);
          }
        }
      },
    );
  });

  it('are in step with the code: no message missing, none left over, none untranslated', () => {
    // lingui's own checks: what `lingui extract` would write equals the files, and every
    // language has every message
    const lingui = (...args: string[]) =>
      execFileSync(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', ...args], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(lingui('check', 'sync')).toMatch(/PASS sync/);
    expect(lingui('check', 'missing')).toMatch(/PASS missing/);
  }, 60_000);
});

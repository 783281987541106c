import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';
import { SOURCE_LOCALE, UI_LOCALES } from './src/shared/uiLocales.ts';

/**
 * The message catalogues: one per feature folder (its words live beside its code), one for the
 * app frame (app/, components/, lib/) and one for the words of the server's codes (i18n/).
 * `lingui extract` keeps them in step with the code; `lingui check` (npm test) fails when a
 * catalogue is out of step or a language misses a message. The build compiles them
 * (scripts/ui-messages.ts): nothing parses a message in the browser.
 */
// tests and their fixtures say nothing to a person
const exclude = ['**/*.test.*', '**/testing.ts'];

const config: LinguiConfig = {
  locales: [...UI_LOCALES],
  sourceLocale: SOURCE_LOCALE,
  // English words live in en.json, under stable ids the code names
  format: formatter({ style: 'minimal' }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/src/web/app/locales/{locale}',
      include: [
        '<rootDir>/src/web/app',
        '<rootDir>/src/web/components',
        '<rootDir>/src/web/lib',
        '<rootDir>/src/web/main.tsx',
      ],
      exclude,
    },
    {
      path: '<rootDir>/src/web/i18n/locales/{locale}',
      include: ['<rootDir>/src/web/i18n'],
      exclude,
    },
    {
      path: '<rootDir>/src/web/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/web/features/{name}'],
      exclude,
    },
  ],
};

export default config;

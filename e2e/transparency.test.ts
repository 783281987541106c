import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransparencyResponse } from '../src/shared/protocol/index.ts';
import { startApp, type App } from './browser.ts';

// SHOTS_DIR=/some/dir saves the page at both sizes, in English and Spanish
const SHOTS = process.env.SHOTS_DIR;

describe('the transparency figures say when they were counted', () => {
  let app: App;
  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
  });
  afterAll(() => app.close());

  it.each([
    { locale: 'en-US', lang: 'en', words: (t: string) => `Figures as of ${t}:` },
    { locale: 'es-ES', lang: 'es', words: (t: string) => `Cifras a fecha de ${t}:` },
  ])(
    '$lang: "as of" the server’s count, in the reader’s language',
    async ({ locale, lang, words }) => {
      for (const size of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        const { page } = await app.newUser(size, { locale });
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/transparency'));
        await page.goto('/transparency');
        const { generatedAt } = (await (await answered).json()) as TransparencyResponse;
        // the browser's own Intl, as the page formats it (its language and time zone)
        const time = await page.evaluate(
          ([tag, iso]) =>
            new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(iso),
            ),
          [lang, generatedAt] as const,
        );
        const asOf = page.getByTestId('transparency-as-of');
        await expect.poll(() => asOf.textContent()).toContain(words(time));
        if (SHOTS)
          await page.screenshot({
            path: `${SHOTS}/transparency-${lang}-${size.width}x${size.height}.png`,
          });
      }
    },
  );
});

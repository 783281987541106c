import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueAsGuest, findPartner, startApp, type App } from './browser.ts';

// SHOTS_DIR=/some/dir saves the Arabic toast at both sizes
const SHOTS = process.env.SHOTS_DIR;

describe('the notifications in the person’s language', () => {
  let app: App;
  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
  });
  afterAll(() => app.close());

  it.each([
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ])(
    'in Arabic, the notifications region and each close button are named in Arabic (%o)',
    async (size) => {
      const { context, page: first } = await app.newUser(size);
      await continueAsGuest(first);
      await findPartner(first, `toast-labels-${size.width}`);
      await first.getByRole('button', { name: 'Cancel' }).waitFor();
      // the server holds the search (the second tab's notice depends on it)
      const { io, matches } = app.server.services;
      await expect
        .poll(() => [...io.sockets.sockets.keys()].some((id) => matches.isSearching(id)))
        .toBe(true);
      // the app's language, as the language picker keeps it in this browser
      await context.addInitScript(() => localStorage.setItem('uiLocale', 'ar'));
      // a second tab searching too is told the account is busy in the first: a toast
      const second = await context.newPage();
      await second.goto('/');
      await expect.poll(() => second.evaluate(() => document.documentElement.lang)).toBe('ar');
      const find = second.locator('form.home-form button[type="submit"]');
      await find.and(second.locator(':enabled')).waitFor();
      await second.locator('#interests').press('Enter');
      const toast = second.locator('[data-sonner-toast]');
      await toast.first().waitFor();
      // the region itself has no box of its own (its list has): it is there, named in Arabic,
      // the Latin shortcut isolated (FSI…PDI) so that it reads whole inside the Arabic words
      await second
        .getByRole('region', { name: 'الإشعارات (\u2068Alt+T\u2069)', includeHidden: true })
        .waitFor({ state: 'attached' });
      await toast.first().getByRole('button', { name: 'إغلاق الإشعار' }).waitFor();
      expect(
        await second.getByRole('region', { name: /Notifications/, includeHidden: true }).count(),
      ).toBe(0);
      expect(await second.getByRole('button', { name: 'Close notification' }).count()).toBe(0);
      if (SHOTS)
        await second.screenshot({ path: `${SHOTS}/toast-ar-${size.width}x${size.height}.png` });
    },
  );
});

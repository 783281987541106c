import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './browser.ts';

const PHONE = { width: 375, height: 667 };
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('small things people notice', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('the install offer stands apart from the VeeClips button', async () => {
    const { page } = await app.newUser({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, { prompt: async () => undefined, userChoice: new Promise(() => {}) });
      window.dispatchEvent(offer);
    });
    const card = page.getByRole('region', { name: 'Install the app' });
    await card.waitFor();
    const clips = (await page
      .getByRole('button', { name: 'VeeClips — Coming Soon!' })
      .boundingBox())!;
    const offer = (await card.boundingBox())!;
    expect(offer.y - (clips.y + clips.height)).toBeGreaterThanOrEqual(16);
  });

  it('/ai-chat is linked from the sidebar and from Home', async () => {
    const { page } = await app.newUser();
    await page.goto('/');
    await page.getByRole('link', { name: 'Practise small talk with the AI buddy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conversation practice' }).waitFor();
    await nav(page).getByRole('link', { name: 'Home' }).click();
    await nav(page).getByRole('link', { name: 'AI Practice' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conversation practice' }).waitFor();
  });

  it('Back on Privacy or Terms opened directly goes Home, not off the site', async () => {
    const { page } = await app.newUser();
    for (const path of ['/privacy', '/terms']) {
      await page.goto('about:blank');
      await page.goto(path);
      // clicked as soon as it shows: the prerendered link works before the script hydrates it
      await page.getByRole('link', { name: '← Back' }).click();
      await page.getByRole('heading', { level: 1, name: 'Match Up. Game On' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    }
    // before the script has run (a slow phone), the prerendered Back still goes Home
    const { page: slow } = await app.newUser();
    await slow.route('**/*.js', (route) => route.abort());
    await slow.goto('/terms');
    await slow.getByRole('link', { name: '← Back' }).click();
    await slow.getByRole('heading', { level: 1, name: 'Match Up. Game On' }).waitFor();
    expect(new URL(slow.url()).pathname).toBe('/');
    // opened from inside the app, Back still goes back
    await nav(page).getByRole('link', { name: 'Ranking' }).click();
    await nav(page).getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('link', { name: '← Back' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
  });

  it('a short page does not scroll on a phone; the open menu holds the page still', async () => {
    const { page } = await app.newUser(PHONE);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(
      await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight),
    ).toBeLessThanOrEqual(0);

    await page.goto('/terms');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.move(PHONE.width - 20, PHONE.height / 2); // over the dimmed page
    await page.mouse.wheel(0, 600);
    await page.getByRole('link', { name: 'Terms' }).waitFor();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  });

  it('the sign-in dialog offers only providers the server has set up', async () => {
    const { page } = await app.newUser();
    await page.goto('/');
    await page.getByRole('button', { name: 'Find a Partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Member' });
    await dialog.getByRole('button', { name: 'Continue as Guest' }).waitFor();
    await page.waitForLoadState('networkidle'); // the providers answer is in
    expect(await dialog.getByRole('button', { name: /Google|Facebook/ }).count()).toBe(0);
    expect(await dialog.getByText(/not configured/).count()).toBe(0);
  });
});

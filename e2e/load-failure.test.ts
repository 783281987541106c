import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { startApp, type App } from './browser.ts';

/**
 * A page's code that does not arrive (a dropped connection, or a deploy that removed the old
 * build's files from under an open tab). Service workers are blocked: a first visit, before the
 * worker has cached the build, is the case where the network is all there is.
 */
describe('a page whose code does not arrive', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  async function visitor(): Promise<Page> {
    const context = await app.browser.newContext({
      baseURL: app.url,
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Match Up. Game On' }).waitFor();
    return page;
  }
  const nav = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

  it('is asked for again when a try is cut: the page still opens', async () => {
    const page = await visitor();
    let tries = 0;
    await page.route('**/assets/SettingsPage-*.js', (route) =>
      ++tries === 1 ? route.abort('connectionreset') : route.continue(),
    );
    await nav(page, 'Settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(tries).toBe(2);
    expect(await page.getByText("This page didn't load").count()).toBe(0);
  });

  it('says so when it never comes; the menu still works, and Reload page brings it', async () => {
    const page = await visitor();
    await page.route('**/assets/RankingPage-*.js', (route) => route.abort('connectionreset'));
    await nav(page, 'Ranking');
    const failed = page.getByRole('alert').filter({ hasText: "This page didn't load" });
    await failed.waitFor();
    await failed.getByText(/Check that you're online, then reload the page\./).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // the rest of the app is still there: another page opens
    await nav(page, 'About');
    await page.getByRole('heading', { name: 'About Match Up', level: 1 }).waitFor();
    expect(await failed.count()).toBe(0);

    // the connection is back: Reload page on the failed page opens it
    await page.unroute('**/assets/RankingPage-*.js');
    await nav(page, 'Ranking');
    await failed.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor();
    expect(await failed.count()).toBe(0);
  });
});

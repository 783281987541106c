import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../src/shared/routes.ts';
import type { Page } from 'playwright-core';
import { openGames, partnerVideoPlays, startApp, type App, matchGuests } from './browser.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

describe('accessibility (axe-core) on every page', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it.each(PAGE_ROUTES)('%s has no axe violations', async (path) => {
    // bypassCSP: axe is injected as an inline script, which the app's CSP rightly refuses
    const context = await app.browser.newContext({ bypassCSP: true, baseURL: app.url });
    const page = await context.newPage();
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
      return (await axe.run()).violations as AxeViolation[];
    });
    await context.close();
    const summary = violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
});

/** Runs axe on the page as it is now and lists the violations in words. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run()).violations as AxeViolation[];
  });
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('accessibility (axe-core) of the call in every state', () => {
  let app: App;
  let a: Page;
  let b: Page;
  beforeAll(async () => {
    app = await startApp();
    const users = await Promise.all(
      [1, 2].map(async () => {
        const context = await app.browser.newContext({
          bypassCSP: true,
          baseURL: app.url,
          viewport: { width: 1280, height: 800 },
        });
        await context.grantPermissions(['camera', 'microphone'], { origin: app.url });
        return context.newPage();
      }),
    );
    [a, b] = users as [Page, Page];
    await matchGuests(a, b);
    await Promise.all([partnerVideoPlays(a), partnerVideoPlays(b)]);
  });
  afterAll(() => app.close());

  it('in a call, with the games, in trivia, in a laugh challenge and in Read my mind, on a phone and a desktop', async () => {
    const states: [string, string[]][] = [];
    const check = async (state: string) => {
      for (const size of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await a.setViewportSize(size);
        states.push([`${state} ${size.width}`, await violations(a)]);
      }
    };
    await check('call');
    await openGames(a);
    await check('games open');
    await a.getByRole('button', { name: 'Challenge to trivia' }).click();
    await b.getByRole('button', { name: 'Accept' }).click();
    await a.getByTestId('trivia-your-score').waitFor();
    await check('trivia');
    await a.getByRole('button', { name: 'End Challenge' }).click();
    const sure = a.getByRole('dialog', { name: 'End the trivia duel?' });
    await sure.waitFor();
    states.push(['end trivia dialog', await violations(a)]);
    await sure.getByRole('button', { name: 'End Challenge' }).click();
    await a.getByRole('button', { name: 'Close' }).click();
    await a.getByRole('button', { name: 'Challenge to a laugh duel' }).click();
    await b.getByRole('button', { name: 'Accept' }).click();
    await a.locator('.laugh-panel[data-phase="prep"], .laugh-panel[data-phase="active"]').waitFor();
    await check('laugh');
    await a.getByRole('button', { name: 'Quit challenge' }).click();
    const quit = a.getByRole('dialog', { name: 'Quit the laugh challenge?' });
    await quit.waitFor();
    states.push(['quit dialog', await violations(a)]);
    await quit.getByRole('button', { name: 'Quit challenge' }).click();
    await a.getByRole('button', { name: 'Continue chatting' }).click();
    const mind = (page: Page) => page.getByRole('region', { name: 'Read my mind' });
    await mind(a).getByRole('button', { name: 'Challenge to Read my mind' }).click();
    await mind(b).getByRole('button', { name: 'Accept' }).click();
    await mind(a).getByText('Round 1 of 5', { exact: true }).waitFor();
    await check('read my mind');
    await a.getByRole('button', { name: 'Show Chat' }).click();
    states.push(['chat open 390', await violations(a)]);
    await a.getByRole('button', { name: 'Hide chat', exact: true }).click();
    await a.evaluate(() => history.back());
    await a.getByRole('dialog', { name: 'Leave this call?' }).waitFor();
    states.push(['leave dialog', await violations(a)]);
    await a.getByRole('button', { name: 'Cancel' }).click();
    await a.getByRole('button', { name: 'Next' }).click();
    states.push(['finding next', await violations(a)]);
    expect(states.filter(([, v]) => v.length)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  continueAsGuest,
  findPartner,
  nextPaint,
  passAgeGate,
  startApp,
  type App,
} from './browser.ts';

/** The Find a Partner click that opened the sign-in dialog is not lost: it searches after. */
describe('the first Find a Partner click', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('starts the search by itself after Continue as Guest, with the interests typed', async () => {
    const { page: a } = await app.newUser();
    await a.goto('/');
    await a.getByLabel('Interests (optional)').fill('origami');
    await a.getByRole('button', { name: 'Find a Partner' }).click();
    const dialog = a.getByRole('dialog', { name: 'Become a Member' });
    await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
    await dialog.waitFor({ state: 'detached' });
    // the 18+ gate asks first, then no second click: the search is under way
    await passAgeGate(a);
    await a.getByRole('button', { name: 'Searching…' }).waitFor();

    // and it is the search that was asked for: someone sharing the interest meets them
    const { page: b } = await app.newUser();
    await continueAsGuest(b);
    await findPartner(b, 'origami');
    for (const page of [a, b])
      await page.locator('.common-interests', { hasText: 'origami' }).waitFor();
  });

  it('a press while the page is still restoring the session waits for it, without asking to sign in', async () => {
    const { page } = await app.newUser();
    await continueAsGuest(page);
    // the next load's session restore is held until the press has happened
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const restoring = new Promise<void>((resolve) => (arrived = resolve));
    await page.route('**/api/auth/refresh', async (route) => {
      arrived();
      await held;
      await route.continue();
    });
    await page.reload();
    await restoring;
    await page.getByLabel('Interests (optional)').fill('kites');
    await page
      .getByRole('button', { name: 'Find a Partner' })
      .and(page.locator(':enabled'))
      .waitFor();
    await page.getByLabel('Interests (optional)').press('Enter');
    await page.getByText('Connecting to the server…').waitFor();
    await nextPaint(page);
    expect(await page.getByRole('dialog', { name: 'Become a Member' }).count()).toBe(0);
    // the kept press shows it is under way
    expect(
      await page.getByRole('button', { name: 'Find a Partner' }).getAttribute('aria-busy'),
    ).toBe('true');

    release();
    await page.getByRole('button', { name: 'Searching…' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByText('Looking for someone who shares your interests…').waitFor();
  });

  it('a press while the connection is still being made is kept, shown under way and carried out', async () => {
    const { page } = await app.newUser();
    await continueAsGuest(page);
    // the next load's realtime connection is held until the press has happened
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
      await held;
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => ws.send(m));
    });
    await page.reload();
    await page.getByText('Connecting to the server…').waitFor();
    await page.getByLabel('Interests (optional)').fill('kayaks');
    await page.getByLabel('Interests (optional)').press('Enter');
    const find = page.getByRole('button', { name: 'Find a Partner' });
    await find.and(page.locator('[aria-busy="true"]')).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    release();
    await page.getByRole('button', { name: 'Searching…' }).waitFor();
    await page.getByText('Looking for someone who shares your interests…').waitFor();
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { App } from './browser.ts';
import { continueAsGuest, findPartner, partnerVideoPlays } from './browser.ts';

/** Addresses the server's offline lookup places in these countries. */
const ADDRESS = {
  Germany: '85.214.0.1',
  France: '90.84.0.1',
  Brazil: '177.10.0.1',
  'United Kingdom': '81.2.69.160',
} as const;
export type Place = keyof typeof ADDRESS;

/** How long a contact call rings in these tests (the server's test option), instead of 30 s. */
// (contacts-calls.test.ts steers the server's clock to end a ring when it means to)
export const TEST_RING_MS = 20_000;
export const RING_ENV = { CONTACT_RING_MS: String(TEST_RING_MS), TRUST_PROXY: 'true' };

/**
 * A guest who is on Home, signed in and past the 18+ gate. Auto-search after a partner leaves
 * is off, so someone left alone waits on Home instead of joining the queue by itself. `clock`:
 * the page's timers on Playwright's clock (time flows until a test skips it ahead).
 */
export async function guest(
  app: App,
  viewport?: { width: number; height: number },
  from?: Place,
  options: { clock?: boolean } = {},
) {
  const { context, page } = await app.newUser(viewport, options);
  await context.addInitScript(() => localStorage.setItem('autoSearchNext', 'false'));
  // guests are all "Guest": where each calls from (behind the app's trusted proxy) tells them
  // apart, as it does for a person reading the list
  if (from) await context.setExtraHTTPHeaders({ 'x-forwarded-for': ADDRESS[from] });
  await continueAsGuest(page);
  return page;
}

export const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Call controls' });
export const keepButton = (page: Page) =>
  toolbar(page).getByRole('button', { name: 'Keep in touch' });

/** Two people search, `a` first, and see each other's video. */
export async function meet(a: Page, b: Page): Promise<void> {
  await findPartner(a);
  await findPartner(b);
  await Promise.all([partnerVideoPlays(a), partnerVideoPlays(b)]);
}

/** `page` presses Disconnect; the partner is told and, with auto-search off, is back on Home. */
export async function hangUp(page: Page, partner: Page): Promise<void> {
  await toolbar(page).getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('region', { name: 'Video chat' }).waitFor({ state: 'detached' });
  await partner.getByRole('region', { name: 'Video chat' }).waitFor({ state: 'detached' });
}

/** The toast that says two people became contacts; resolves with the other's name. */
export async function becameContacts(page: Page): Promise<string> {
  const toast = page.getByText(/^You and (.+) are now contacts$/);
  await toast.waitFor();
  return /^You and (.+) are now contacts$/.exec((await toast.textContent()) ?? '')![1]!;
}

/** Both press Keep in touch in their call; resolves with the names each was told. */
export async function keepInTouch(a: Page, b: Page): Promise<{ aSaw: string; bSaw: string }> {
  await keepButton(a).click();
  await pressed(a);
  await keepButton(b).click();
  const [aSaw, bSaw] = await Promise.all([becameContacts(a), becameContacts(b)]);
  return { aSaw, bSaw };
}

/** The Keep in touch button shows it is pressed. */
export const pressed = (page: Page) =>
  keepButton(page).and(page.locator('[aria-pressed="true"]')).waitFor();

export async function openPeople(page: Page): Promise<void> {
  await page.goto('/people');
  await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
}

export const contactRows = (page: Page) =>
  page.getByRole('list', { name: 'Your contacts' }).getByRole('listitem');
export const recentRows = (page: Page) =>
  page.getByRole('list', { name: 'People you met' }).getByRole('listitem');

/** The names on the contacts list once it has loaded (empty when it says there are none). */
export async function contactNames(page: Page): Promise<string[]> {
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await contacts.getByText('No contacts yet.').or(contactRows(page).first()).first().waitFor();
  return contactRows(page).locator('strong').allTextContents();
}

/** The contact calling from `place` (every guest is named "Guest"). */
export function contactRow(page: Page, place: Place): Locator {
  return contactRows(page).filter({ hasText: place });
}

/** The incoming-call dialog on the callee's screen. */
export const incoming = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `${name} is calling` });

/** Screenshots at a phone's and a desktop's size into SHOTS_DIR (when set). */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    await page.screenshot({ path: join(dir, `${name}-${w}x${h}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

/** This page's access token, from its session cookie (for reading what the server has). */
export async function tokenOf(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/auth/refresh', { headers: { origin } });
  return ((await res.json()) as { token: string }).token;
}

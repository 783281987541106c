import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { runAdmin } from '../src/server/moderation/cli.ts';
import { continueAsGuest, type App } from './browser.ts';

/**
 * SHOTS_DIR set: the screen as it is now is saved there at 1440x900 and 390x844 (for a person
 * to review); the page's own size is restored afterwards. `show`: scrolled into view at each
 * size (a part below the fold on a phone).
 */
export async function shoot(page: Page, name: string, show?: Locator): Promise<void> {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const size = page.viewportSize()!;
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await show?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    // let the layout settle at the new size before the picture
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    await page.screenshot({ path: join(shots, `${name}-${w}x${h}.png`) });
  }
  await page.setViewportSize(size);
}

/** The session's user id, as the app holds it. */
export async function idOf(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/refresh', {
    headers: { origin: new URL(page.url()).origin },
  });
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/**
 * The signed-in guest on `page` becomes a member (signed in with Google, as far as the store
 * knows) and is granted the operator role with the admin command, as an operator would.
 */
export async function makeOperator(app: App, page: Page, name: string): Promise<string> {
  const db = app.server.services.store.db;
  const id = await idOf(page);
  await db
    .updateTable('users')
    .set({
      is_anonymous: 0,
      provider: 'google',
      display_name: name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
    })
    .where('id', '=', id)
    .execute();
  const out: string[] = [];
  if ((await runAdmin(['grant', id], db, (l) => out.push(l))) !== 0)
    throw new Error(`grant failed: ${out.join('\n')}`);
  if (!/is an operator now/.test(out[0] ?? '')) throw new Error(`grant said: ${out[0]}`);
  return id;
}

/** The three people of a console test, signed in as guests: an operator-to-be on a desktop. */
export async function consoleCast(
  app: App,
): Promise<{ operator: Page; reporter: Page; target: Page }> {
  const operator = (await app.newUser({ width: 1440, height: 900 })).page;
  const reporter = (await app.newUser()).page;
  const target = (await app.newUser()).page;
  for (const page of [operator, reporter, target]) await continueAsGuest(page);
  return { operator, reporter, target };
}

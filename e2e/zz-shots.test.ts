import { it } from 'vitest';
import { fileReport } from '../src/server/moderation/reports.ts';
import { recordBan } from '../src/server/moderation/store.ts';
import { seedMember } from '../src/server/testing/people.ts';
import { continueAsGuest, startApp } from './browser.ts';

const OUT = '/work/wt/shots/peopledata';

it('shots', async () => {
  const app = await startApp({ PRIVACY_EMAIL: 'privacy@pairplay.test', SITE_NAME: 'Pair Play' });
  try {
    const db = app.server.services.store.db;
    const now = Date.now();
    const ids = [];
    for (const n of ['ann', 'ben', 'cat', 'dan', 'eve']) ids.push(await seedMember(db, now, n));
    const reasons = ['harassment', 'harassment', 'spam', 'nudity', 'other', 'under18'] as const;
    let i = 0;
    for (const back of [0, 1, 2]) {
      for (const reason of reasons.slice(back)) {
        const at = now - back * 31 * 86_400_000;
        await fileReport(db, {
          reporterId: ids[i % 5]!,
          reporterDevice: null,
          reporterAddress: null,
          reportedId: ids[(i + 1) % 5]!,
          matchId: `s${i++}`,
          messages: [],
          now: at,
          reason,
        });
      }
    }
    await recordBan(db, { userId: ids[4]!, source: 'operator', reason: 'x', expiresAt: now + 1, now });
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      const { page } = await app.newUser({ width: w, height: h });
      await continueAsGuest(page);
      await page.goto('/settings');
      const data = page.getByRole('region', { name: 'Your data' });
      await data.getByRole('button', { name: 'Download my data' }).waitFor();
      await data.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}/settings-data-guest-${w}.png` });
      await data.getByRole('button', { name: /End my session/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: `${OUT}/settings-delete-confirm-${w}.png` });
      await page.getByRole('button', { name: 'Keep it' }).click();
      await page.goto('/transparency');
      await page.getByRole('heading', { name: 'Reports by reason' }).first().waitFor();
      await page.screenshot({ path: `${OUT}/transparency-${w}.png` });
      await page.screenshot({ path: `${OUT}/transparency-full-${w}.png`, fullPage: true });
      await page.goto('/privacy');
      await page.getByText('privacy@pairplay.test').first().waitFor();
      await page.getByRole('heading', { name: 'How long we keep information' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}/privacy-retention-${w}.png` });
    }
  } finally {
    await app.close();
  }
}, 120_000);

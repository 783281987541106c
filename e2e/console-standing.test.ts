import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { startApp, type App } from './browser.ts';
import { consoleCast, idOf, makeOperator, shoot } from './consoleHelpers.ts';
import { words } from './localized.ts';

/**
 * The console's standing view: an operator opening a report sees each person's standing (the
 * score, the lane and what it is made of, as GET /api/admin/people/:id/standing says); the
 * person it is about sees nothing of it.
 */
describe("a person's standing in the console", () => {
  let app: App;
  let operator: Page;
  let target: Page;

  beforeAll(async () => {
    app = await startApp();
    ({ operator, target } = await consoleCast(app));
  });
  afterAll(() => app?.close());

  /** Two people report the target and a third gives them a thumbs down after a call. */
  async function slowLane(targetId: string): Promise<void> {
    for (let i = 0; i < 2; i++) {
      const reporter = await app.server.guest();
      const refused = await app.server.services.moderation.file({
        reporterId: reporter.user.id,
        reporterDevice: null,
        reporterAddress: null,
        reportedId: targetId,
        matchId: randomUUID(),
        messages: [],
        reason: 'harassment',
      });
      expect(refused).toBeUndefined();
    }
    const rater = await app.server.guest();
    await app.server.services.store.db
      .insertInto('call_ratings')
      .values({
        match_id: randomUUID(),
        rater_id: rater.user.id,
        rated_id: targetId,
        rated_device: null,
        up: 0,
        created_at: Date.now(),
      })
      .execute();
  }

  /** Opens the newest open report about the target and returns its reported person's card. */
  async function openReported(page: Page, list: string, reported: RegExp) {
    await page.goto('/admin');
    await page.getByRole('list', { name: list }).getByRole('button').first().click();
    const card = page.getByRole('article').getByRole('region', { name: reported }).first();
    await card.waitFor();
    return card;
  }

  it('an operator sees the score, the slow lane and each reason; the person sees none of it', async () => {
    await makeOperator(app, operator, 'Olga Overseer');
    const targetId = await idOf(target);
    await slowLane(targetId);

    const card = await openReported(operator, 'Reports', /^Reported: /);
    const standing = card.getByRole('group', { name: 'Standing' });
    await standing.getByText('Score −4').waitFor();
    await standing.getByText('Slow lane', { exact: true }).waitFor();
    await standing
      .getByText(/their partners see their video blurred until it is checked/)
      .waitFor();
    const reasons = standing.getByRole('table', { name: 'What the score is made of' });
    await reasons.getByRole('row', { name: 'Reported by 2 people −3' }).waitFor();
    await reasons.getByRole('row', { name: 'Thumbs down from 1 person −1' }).waitFor();
    await standing.getByText(/Slow lane at −2\.5 or below\. .* every 7 days\./).waitFor();
    // the reporter's own card: nothing counts against them
    const reporterCard = operator.getByRole('region', { name: /^Reporter: / });
    await reporterCard.getByText('No signal counts for or against them now.').waitFor();
    await reporterCard.getByText('Open lane', { exact: true }).waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await shoot(operator, 'console-standing', standing);

    // the person themselves: the console refuses them, and so does the standing's address
    await target.goto('/admin');
    await target.getByText('Only operators can use the moderation console.').waitFor();
    expect(await target.getByText(/Slow lane|Standing/).count()).toBe(0);
    const res = await target.request.get(`/api/admin/people/${targetId}/standing`);
    expect(res.status()).toBe(403);
    await target.goto('/settings');
    await target.getByRole('heading', { level: 1 }).waitFor();
    expect(await target.getByText(/Slow lane|Standing|Score/).count()).toBe(0);
  });

  it('in Arabic, right to left, in the words of the catalogue', async () => {
    const say = words('ar');
    await operator.evaluate(() => localStorage.setItem('uiLocale', 'ar'));
    const card = await openReported(operator, say('console', 'console.reports.list'), /.+/);
    expect(await operator.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const standing = card.getByRole('group', { name: say('console', 'console.standing.title') });
    await standing
      .getByText(say('console', 'console.standing.lane.slow'), { exact: true })
      .waitFor();
    await standing.getByRole('row', { name: /بلاغات من شخصين/ }).waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await shoot(operator, 'console-standing-ar', standing);
    await operator.evaluate(() => localStorage.removeItem('uiLocale'));
  });
});

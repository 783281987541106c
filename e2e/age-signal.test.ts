import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueAsGuest, findPartner, startApp, type App } from './browser.ts';
import { fakeCamera, movingFaceVideo } from './faces.ts';

/** How many samples the viewer's age task has estimated, and with which backend it loaded. */
const ageSamples = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('age:classify').length);

describe('the age signal in a real call', () => {
  let app: App;
  beforeAll(async () => {
    // both cameras show an adult's face (the project's own face video), moving as a live one
    app = await startApp({ AGE_SIGNALS: 'on' }, fakeCamera(movingFaceVideo('neutral')));
  });
  afterAll(() => app.close());

  it("the viewer's device estimates the partner's age on its own video and sends no signal about an adult", async () => {
    const pages: Page[] = [];
    const models: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { page, context } = await app.newUser();
      context.on('request', (r) => {
        if (/faceres/.test(r.url())) models.push(r.url());
      });
      await continueAsGuest(page);
      pages.push(page);
    }
    for (const page of pages) await findPartner(page, 'age-signal');
    const [viewer] = pages as [Page, Page];
    // the rule needs 8 samples with a face: the model ran on at least that many of the partner's
    await expect.poll(() => ageSamples(viewer), { timeout: 90_000 }).toBeGreaterThanOrEqual(8);
    const reports = await app.server.services.store.db
      .selectFrom('reports')
      .select(['reason', 'age_estimate'])
      .execute();
    expect(reports).toEqual([]);
    // the model came from this origin, never a CDN
    expect(models.length).toBeGreaterThan(0);
    for (const url of models) expect(new URL(url).origin).toBe(app.url);
  }, 150_000);
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound } from '../src/shared/protocol/index.ts';
import { runAdmin } from '../src/server/moderation/cli.ts';
import { ack, connected, nextEvent } from '../src/server/testing/harness.ts';
import { axeViolations } from './axeCheck.ts';
import { continueAsGuest, startApp, type App } from './browser.ts';
import { idOf, makeOperator, shoot } from './consoleHelpers.ts';

describe('what the safety fixes show people, in the browser', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  const db = () => app.server.services.store.db;

  it('made-up shield evidence shows in the console as what the reporter’s device said', async () => {
    const operator = (await app.newUser({ width: 1440, height: 900 })).page;
    await continueAsGuest(operator);
    await makeOperator(app, operator, 'Ella Evidence');
    // a modified client: matched, it reports with a "Porn 99%" it made up
    const [target, reporter] = await Promise.all([app.server.guest(), app.server.guest()]);
    const [ts, rs] = [app.server.connect(target.token), app.server.connect(reporter.token)];
    await Promise.all([connected(ts), connected(rs)]);
    const found = nextEvent<PartnerFound>(rs, 'partnerFound');
    await ack(ts, 'findPartner', { interests: ['evidence-e2e'] });
    await ack(rs, 'findPartner', { interests: ['evidence-e2e'] });
    const { matchId } = await found;
    expect(
      await ack(rs, 'reportUser', {
        reportedSocketId: ts.id,
        matchId,
        sessionMessages: [],
        reason: 'nudity',
        evidence: { category: 'Porn', score: 0.99 },
      }),
    ).toEqual({ ok: true });

    await operator.goto('/admin');
    const item = operator
      .getByRole('list', { name: 'Reports' })
      .getByRole('button', { name: /Nudity or sexual content/ });
    await item.getByText("Reporter's device says: Porn").waitFor();
    await item.click();
    await operator
      .getByRole('article')
      .getByText(
        /the reporter's device said its shield saw Porn \(99%\)\. Sent by their app, not checked by us\./,
      )
      .waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await shoot(operator, 'console-evidence');
  });

  /** The page's guest becomes a member account, as if signed in with Google. */
  async function asMember(page: Page): Promise<string> {
    const id = await idOf(page);
    await db()
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google', display_name: 'Second Account' })
      .where('id', '=', id)
      .execute();
    return id;
  }

  /** A member signed in on a browser that another member's ban binds; the page reloaded. */
  async function onBannedBrowser(uiLocale?: string) {
    const { page } = await app.newUser({ width: 390, height: 844 });
    await continueAsGuest(page);
    await asMember(page);
    // the banned person: a member who used this browser too (their ban binds it)
    const banned = await app.server.guest();
    const device = (await page.context().cookies()).find((c) => c.name === 'mu_device')!.value;
    await db()
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google' })
      .where('id', '=', banned.user.id)
      .execute();
    await db()
      .insertInto('user_devices')
      .values({ user_id: banned.user.id, device_id: device, last_seen_at: Date.now() })
      .execute();
    expect(
      await runAdmin(
        ['ban', banned.user.id, '--duration', '1d', '--reason', 'spam'],
        db(),
        () => undefined,
      ),
    ).toBe(0);
    if (uiLocale) await page.evaluate((l) => localStorage.setItem('uiLocale', l), uiLocale);
    // back in the app: its standing check finds the browser's ban, before any search
    await page.reload();
    return page;
  }

  it('another member account signed in on a banned browser sees the browser’s ban, and why', async () => {
    const page = await onBannedBrowser();
    // told that the browser is banned, not that their own account is
    const overlay = page.getByRole('dialog', { name: 'Browser Banned' });
    await overlay
      .getByText(
        'This browser is banned because an account used in it was banned. While that ban lasts, no account can video chat from this browser.',
      )
      .waitFor();
    await overlay.getByText('This browser is banned: an account used in it was banned').waitFor();
    await overlay
      .getByText(
        'While a ban is in force, the browsers it covers stay banned, whoever signs in there.',
      )
      .waitFor();
    // the toast and the notice behind the overlay say so too, never "your account"
    await page
      .getByText(/^This browser is banned for .+: an account used in it was banned\.$/)
      .waitFor();
    await page
      .getByText(/This browser is banned until .+\. No account can chat from it until then\./)
      .waitFor();
    expect(await page.getByText(/You have been banned|Your account is banned/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'ban-browser');
  });

  it('in Arabic the banned browser is told in Arabic, right to left', async () => {
    const page = await onBannedBrowser('ar');
    const overlay = page.getByRole('dialog', { name: 'المتصفح محظور' });
    await overlay
      .getByText('هذا المتصفح محظور لأن حسابًا استُخدم فيه تم حظره.', { exact: false })
      .waitFor();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'ban-browser-ar');
  });
});

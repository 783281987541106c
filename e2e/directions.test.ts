import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/server/moderation/cli.ts';
import { startApp, type App } from './browser.ts';
import { idOf, shoot } from './consoleHelpers.ts';
import { guestInAnyLanguage, playTrivia, search, words } from './localized.ts';

// SHOTS_DIR=/some/dir saves the call with its chat, the trivia duel and the ban notice per language
const PHONE = { width: 390, height: 844 };
const LATIN = 'Hello! How are you?';
const ARABIC = 'مرحبا! كيف حالك؟';

/** Where a text's first and last characters are drawn, left to right on the screen. */
function ends(text: Locator): Promise<{ first: number; last: number }> {
  return text.evaluate((el) => {
    const node = el.firstChild!;
    const at = (i: number) => {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const box = range.getBoundingClientRect();
      return box.left + box.width / 2;
    };
    return { first: at(0), last: at(node.textContent!.length - 1) };
  });
}

// the element's directionality as the document resolves it (dir="auto" reads its text), which
// holds whether or not it is painted at that moment (a computed style of a hidden element is '')
const direction = (el: Locator) =>
  el.evaluate((e) => (e.matches(':dir(rtl)') ? 'rtl' : e.matches(':dir(ltr)') ? 'ltr' : ''));

async function sendChat(page: Page, say: ReturnType<typeof words>, text: string) {
  // a phone shows the call first: its chat opens from a button
  const show = page.getByRole('button', { name: say('chat', 'chat.showChat') });
  if (await show.isVisible()) await show.click();
  await page.getByLabel(say('chat', 'chat.panel.message'), { exact: true }).fill(text);
  await page.getByRole('button', { name: say('chat', 'chat.panel.send'), exact: true }).click();
}

describe("each language's own direction, and everyone else's", () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it.each([
    ['ar', 'rtl'],
    ['ru', 'ltr'],
    ['de', 'ltr'],
  ] as const)(
    'in %s a Latin chat message keeps its "?" at its end, an Arabic one too, numbers stay whole, and the ban notice names the reports',
    async (locale, pageDirection) => {
      try {
        await speakAndSee(locale, pageDirection);
      } finally {
        await app.closeUsers();
      }
    },
    // a call, a trivia duel and a ban in one: longer than one step of a test
    300_000,
  );

  async function speakAndSee(locale: 'ar' | 'ru' | 'de', pageDirection: 'rtl' | 'ltr') {
    const say = words(locale);
    const a = (await app.newUser(PHONE, { locale })).page;
    const b = (await app.newUser(PHONE, { locale })).page;
    for (const page of [a, b]) await guestInAnyLanguage(page);
    await search(a, say);
    await search(b, say);
    for (const page of [a, b])
      await page
        .getByRole('region', { name: say('chat', 'chat.screen.label') })
        .waitFor({ timeout: 90_000 });
    expect(await a.evaluate(() => document.documentElement.dir)).toBe(pageDirection);

    await sendChat(a, say, LATIN);
    await sendChat(b, say, ARABIC);
    const latin = b.locator('.chat-msg .chat-text').getByText(LATIN, { exact: true });
    const arabic = b.locator('.chat-msg .chat-text').getByText(ARABIC, { exact: true });
    await latin.waitFor();
    await arabic.waitFor();
    // each message runs in its writer's direction, whatever the page's
    expect(await direction(latin)).toBe('ltr');
    expect(await direction(arabic)).toBe('rtl');
    const l = await ends(latin);
    expect(l.last, "'?' right of 'H'").toBeGreaterThan(l.first);
    const r = await ends(arabic);
    expect(r.last, "'؟' left of 'م'").toBeLessThan(r.first);
    await shoot(b, `call-chat-${locale}`);
    // back to the call on a phone, where the games are
    for (const page of [a, b]) {
      const hide = page
        .getByRole('region', { name: say('chat', 'chat.panel.title'), exact: true })
        .getByRole('button', { name: say('chat', 'chat.panel.hide'), exact: true });
      if (await hide.isVisible()) await hide.click();
    }

    const asked = await playTrivia([a, b], say);
    const question = asked.locator('#trivia-question-text');
    // the question reads in its own language's direction
    expect(await direction(question)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    // "Question 1 of 5": its numbers sit in the sentence, isolated in Arabic
    const meta = (await asked.locator('.trivia-meta').first().textContent()) ?? '';
    expect(meta).toContain(locale === 'ar' ? '\u20681\u2069' : '1');
    await shoot(asked, `trivia-${locale}`);

    // the reports policy's stored form (three people within 24 hours): the person reads it
    // in their language, counted and pluralised
    const out: string[] = [];
    const banned = await idOf(b);
    const args = ['ban', banned, '--duration', '1d', '--reason', 'reports:3:24'];
    expect(await runAdmin(args, app.server.services.store.db, (x) => out.push(x))).toBe(0);
    await b.reload();
    await b.getByRole('dialog').first().waitFor({ timeout: 30_000 });
    // the overlay's reason: the counts, in the language's words (no English)
    const shown = await b.locator('dd').first().textContent();
    expect(shown).toMatch(/3/);
    expect(shown).toMatch(/24/);
    expect(shown).not.toMatch(/reported/i);
    await shoot(b, `ban-${locale}`);
  }
});

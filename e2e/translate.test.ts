import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completion, json, startStandIn } from '../src/server/ai/standIn.ts';
import { axeViolations } from './axeCheck.ts';
import { continueAsGuest, findPartner, nextPaint, startApp, type App } from './browser.ts';

// SHOTS_DIR=/some/dir saves the translated chat at both sizes
const SHOTS = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** What the AI stand-in answers for each message and target language. */
const TRANSLATIONS: Record<string, string> = {
  'de:Hola, ¿de dónde eres?': 'Hallo, woher kommst du?',
  'es:Hallo! Ich komme aus Berlin.': '¡Hola! Soy de Berlín.',
};

/** The languages a person speaks, saved in this browser as Settings → Languages keeps them. */
async function speaks(page: Page, language: string): Promise<void> {
  await page.context().addInitScript((tag) => {
    localStorage.setItem('spokenLanguages', JSON.stringify([tag]));
  }, language);
}

/** The chat panel, opened on a phone where it starts hidden. */
async function chat(page: Page) {
  const show = page.getByRole('button', { name: 'Show Chat' });
  if (await show.isVisible()) await show.click();
  return page.getByRole('region', { name: 'Chat' });
}

async function say(page: Page, text: string): Promise<void> {
  await chat(page);
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

async function meet(app: App, a: string, b: string) {
  const one = (await app.newUser(DESKTOP)).page;
  const two = (await app.newUser(PHONE)).page;
  await speaks(one, a);
  await speaks(two, b);
  await Promise.all([continueAsGuest(one), continueAsGuest(two)]);
  await Promise.all([findPartner(one), findPartner(two)]);
  for (const page of [one, two])
    await page
      .getByLabel('Message', { exact: true })
      .and(page.locator(':enabled'))
      .waitFor({ state: 'attached', timeout: 180_000 });
  return [one, two] as const;
}

describe('translating the chat when the pair shares no language', () => {
  const standIn = startStandIn();
  let app: App;
  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    standIn.set((req, res) => {
      const to = /\(([a-zA-Z-]+)\)/.exec(req.body.messages[0]!.content)?.[1] ?? '';
      const text = req.body.messages.at(-1)!.content;
      json(res, 200, completion(TRANSLATIONS[`${to}:${text}`] ?? `[${to}] ${text}`));
    });
    app = await startApp({ AI_BASE_URL: await standIn.listen(), AI_MODEL: 'stand-in' });
  });
  // the last test's pair leaves first (after the failure report, which shows their pages): a
  // call left running would take CPU from the next pair's handshake, and its two people could
  // be matched with the next test's
  beforeEach(() => app.closeUsers());
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  it('a Spanish and a German speaker see Translate; the AI service is off until turned on, then the translation shows under the original', async () => {
    const [es, de] = await meet(app, 'es', 'de');
    await say(es, 'Hola, ¿de dónde eres?');
    await say(de, 'Hallo! Ich komme aus Berlin.');

    const deChat = await chat(de);
    const esChat = await chat(es);
    const fromEs = deChat.getByRole('listitem').filter({ hasText: 'Hola, ¿de dónde eres?' });
    const fromDe = esChat.getByRole('listitem').filter({ hasText: 'Hallo! Ich komme aus Berlin.' });
    await fromEs.getByRole('button', { name: 'Translate' }).waitFor();
    await fromDe.getByRole('button', { name: 'Translate' }).waitFor();
    // own messages offer nothing
    expect(
      await esChat
        .getByRole('listitem')
        .filter({ hasText: 'Hola, ¿de dónde eres?' })
        .getByRole('button', { name: 'Translate' })
        .count(),
    ).toBe(0);

    // off until the person turns it on: asking says so and sends nothing
    const serverSwitch = deChat.getByRole('switch', {
      name: "Translate with this site's AI service",
    });
    expect(await serverSwitch.isChecked()).toBe(false);
    await deChat
      .getByText(
        "the text of the messages you translate is sent to the site operator's AI service",
        { exact: false },
      )
      .waitFor();
    await fromEs.getByRole('button', { name: 'Translate' }).click();
    await fromEs.getByText('To translate, turn on', { exact: false }).waitFor();
    if (SHOTS) await de.screenshot({ path: `${SHOTS}/chat-optin-notice-390x844.png` });
    await nextPaint(de);
    expect(standIn.requests).toHaveLength(0);

    // the switch's track covers its input: a person clicks the words beside it
    await deChat.getByText("Translate with this site's AI service", { exact: true }).click();
    expect(await serverSwitch.isChecked()).toBe(true);
    await fromEs.getByRole('button', { name: 'Translate' }).click();
    await fromEs.getByText('Hallo, woher kommst du?').waitFor();
    await fromEs.getByText('Translated', { exact: true }).waitFor();
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]!.body.messages.at(-1)!.content).toBe('Hola, ¿de dónde eres?');
    expect(standIn.requests[0]!.body.messages[0]!.content).toMatch(/German \(de\)/);
    // the original stays, above the translation
    await fromEs.getByText('Hola, ¿de dónde eres?').waitFor();
    if (SHOTS) await de.screenshot({ path: `${SHOTS}/chat-translated-390x844.png` });

    // the Spanish speaker: "Translate all messages" with the service on translates at once
    await esChat.getByText("Translate with this site's AI service", { exact: true }).click();
    await esChat.getByText('Translate all messages', { exact: true }).click();
    await fromDe.getByText('¡Hola! Soy de Berlín.').waitFor();
    if (SHOTS) await es.screenshot({ path: `${SHOTS}/chat-translated-1440x900.png` });
    expect(await axeViolations(es)).toEqual([]);

    await fromEs.getByRole('button', { name: 'Show original' }).click();
    await fromEs.getByRole('button', { name: 'Show translation' }).waitFor();
    expect(await fromEs.getByText('Hallo, woher kommst du?').count()).toBe(0);
    if (SHOTS) await de.screenshot({ path: `${SHOTS}/chat-show-original-390x844.png` });
  }, 600_000);

  it('offers no translation when the pair shares a language', async () => {
    const [a, b] = await meet(app, 'es', 'es');
    await say(a, '¿Qué tal tu día?');
    const bChat = await chat(b);
    await bChat.getByRole('listitem').filter({ hasText: '¿Qué tal tu día?' }).waitFor();
    await nextPaint(b);
    expect(await bChat.getByRole('button', { name: 'Translate' }).count()).toBe(0);
    expect(await bChat.getByRole('switch', { name: 'Translate all messages' }).count()).toBe(0);
  }, 600_000);
});

describe('no way to translate: no AI endpoint on the server, no on-device translator', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('a Spanish and a German speaker see no Translate at all, not one that can only fail', async () => {
    const [es, de] = await meet(app, 'es', 'de');
    // this Chromium has the Translator API but no language detector model: it cannot translate
    const deviceCannot = await de.evaluate(async () => {
      const scope = self as unknown as { LanguageDetector?: { availability(): Promise<string> } };
      return (
        !scope.LanguageDetector || (await scope.LanguageDetector.availability()) === 'unavailable'
      );
    });
    expect(deviceCannot).toBe(true);
    await say(es, 'Hola, ¿de dónde eres?');
    await say(de, 'Hallo! Ich komme aus Berlin.');
    for (const [page, from] of [
      [de, 'Hola, ¿de dónde eres?'],
      [es, 'Hallo! Ich komme aus Berlin.'],
    ] as const) {
      const log = await chat(page);
      await log.getByRole('listitem').filter({ hasText: from }).waitFor();
      // the server has answered whether it translates (it does not), and that answer is drawn
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/ai/status')),
          ),
        )
        .toBe(true);
      await nextPaint(page);
      expect(await log.getByRole('button', { name: 'Translate' }).count()).toBe(0);
      expect(await log.getByText('Translate all messages').count()).toBe(0);
      expect(await log.getByRole('group', { name: 'Translation' }).count()).toBe(0);
    }
    if (SHOTS) await de.screenshot({ path: `${SHOTS}/chat-no-translate-390x844.png` });
    if (SHOTS) await es.screenshot({ path: `${SHOTS}/chat-no-translate-1440x900.png` });
  }, 600_000);
});

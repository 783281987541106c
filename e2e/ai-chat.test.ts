import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_SPOTTY_REPLY } from '../src/shared/protocol/index.ts';
import { startApp, type App } from './browser.ts';

/** Chromium ships (webkit)SpeechRecognition; this takes it away to act as a browser without it. */
const REMOVE_RECOGNITION = () => {
  const w = window as unknown as Record<string, unknown>;
  delete w.SpeechRecognition;
  delete w.webkitSpeechRecognition;
};

/** A stand-in recognition: the real one needs the browser vendor's speech service. */
const FAKE_RECOGNITION = (script: { transcript?: string; error?: string }) => {
  class FakeRecognition {
    lang = '';
    interimResults = false;
    continuous = false;
    maxAlternatives = 1;
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      (window as unknown as { recognitionLang: string }).recognitionLang = this.lang;
      setTimeout(() => {
        if (script.error) this.onerror?.({ error: script.error });
        else {
          const t = script.transcript ?? '';
          this.onresult?.({
            resultIndex: 0,
            results: [{ isFinal: false, 0: { transcript: t.slice(0, 5) } }],
          });
          this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: t } }] });
        }
        this.onend?.();
      }, 100);
    }
    stop() {}
    abort() {}
  }
  const w = window as unknown as Record<string, unknown>;
  w.SpeechRecognition = FakeRecognition;
  w.webkitSpeechRecognition = FakeRecognition;
};

/** Records what the page asks speech synthesis to say, instead of playing sound. */
const RECORD_SPEECH = () => {
  const spoken: { text: string; rate: number; pitch: number; lang: string }[] = [];
  (window as unknown as { spoken: typeof spoken }).spoken = spoken;
  window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) =>
    void spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, lang: u.lang });
};

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const input = (page: Page) => page.getByLabel('Your message');
const items = (page: Page) => log(page).getByRole('listitem');

async function openChat(app: App, setup: (page: Page) => Promise<unknown> = async () => undefined) {
  const { page } = await app.newUser();
  await setup(page);
  await page.goto('/ai-chat');
  await page.getByRole('heading', { level: 1, name: 'Conversation practice' }).waitFor();
  await items(page).first().waitFor();
  return page;
}

describe('AI practice buddy page (offline mode) in Chromium', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('says it is offline, sends by button and by Enter, ignores empty input, and speaks replies', async () => {
    const page = await openChat(app, (p) => p.addInitScript(RECORD_SPEECH));
    await page.getByRole('note').getByText('Offline mode.').waitFor();
    expect(await items(page).count()).toBe(1); // the buddy's greeting

    await input(page).fill('I love hiking in the mountains');
    await page.getByRole('button', { name: 'Send' }).click();
    await items(page).nth(2).waitFor();
    expect(await items(page).nth(1).textContent()).toBe('You: I love hiking in the mountains');
    const reply = (await items(page).nth(2).textContent()) ?? '';
    expect(reply).toMatch(/^Buddy: .*(hiking|mountains)/i);
    expect(await input(page).inputValue()).toBe('');

    // the reply is handed to speech synthesis (after the 800 ms pause) with the spec's voice
    const spoken = () => page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken);
    await page.waitForFunction(() => (window as unknown as { spoken: unknown[] }).spoken.length);
    expect(await spoken()).toEqual([
      {
        text: reply.replace(/^Buddy: /, ''),
        // SpeechSynthesisUtterance stores floats in single precision
        rate: expect.closeTo(1.1, 5),
        pitch: expect.closeTo(1.05, 5),
        lang: 'en-US',
      },
    ]);

    // with "Read replies aloud" off, the next reply stays silent
    await page.getByLabel('Read replies aloud').uncheck();
    await input(page).fill('My name is Priya');
    await input(page).press('Enter');
    await items(page).nth(4).waitFor();
    expect(await items(page).nth(3).textContent()).toBe('You: My name is Priya');
    expect(await items(page).nth(4).textContent()).toMatch(/Priya/);

    // whitespace is not sent, by button or by Enter
    await input(page).fill('   ');
    await page.getByRole('button', { name: 'Send' }).click();
    await input(page).press('Enter');
    // With reading aloud back on, the next real message comes straight after Priya's exchange
    // and its reply is the second thing spoken: nothing was sent in between, and Priya's reply
    // (whose pause would have ended first) was never said.
    await page.getByLabel('Read replies aloud').check();
    await input(page).fill('I also like cooking');
    await input(page).press('Enter');
    await items(page).nth(6).waitFor();
    expect(await items(page).nth(5).textContent()).toBe('You: I also like cooking');
    const next = ((await items(page).nth(6).textContent()) ?? '').replace(/^Buddy: /, '');
    await page.waitForFunction(
      () => (window as unknown as { spoken: unknown[] }).spoken.length >= 2,
    );
    const texts = ((await spoken()) as { text: string }[]).map((u) => u.text);
    expect(texts).toEqual([reply.replace(/^Buddy: /, ''), next]);
  });

  it('offline, answers a language learner asking for practice sensibly', async () => {
    const page = await openChat(app);
    await page.getByRole('note').getByText('Offline mode.').waitFor();
    await input(page).fill('I am learning Spanish, can you help me practise?');
    await input(page).press('Enter');
    await items(page).nth(2).waitFor();
    const reply = (await items(page).nth(2).textContent()) ?? '';
    expect(reply).toMatch(/^Buddy: .*Spanish/);
    expect(reply).not.toMatch(/Good question about|"learning"/);
    await input(page).fill('What should we talk about?');
    await input(page).press('Enter');
    await items(page).nth(4).waitFor();
    expect(await items(page).nth(4).textContent()).toMatch(/something easy|hobbies/);
  });

  it('goes back to Home with the back button when opened directly', async () => {
    const page = await openChat(app);
    await page.getByRole('button', { name: '← Back' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Match Up. Game On' }).waitFor();
  });

  it('explains that voice input is unavailable where the browser has no speech recognition', async () => {
    const page = await openChat(app, (p) => p.addInitScript(REMOVE_RECOGNITION));
    expect(
      await page.evaluate(
        () => 'webkitSpeechRecognition' in window || 'SpeechRecognition' in window,
      ),
    ).toBe(false);
    await page.getByText("Voice input isn't available in this browser: type instead.").waitFor();
    const voice = page.getByRole('button', { name: 'Voice' });
    expect(await voice.getAttribute('aria-describedby')).toBe('ai-voice-hint');
    await voice.click();
    expect(await page.getByRole('alert').textContent()).toContain(
      "Voice input isn't supported in this browser. Try Chrome, Edge or Safari, or type your message instead.",
    );
    // typing still works
    await input(page).fill('hello');
    await input(page).press('Enter');
    await items(page).nth(2).waitFor();
  });

  it('sends what the user said, in en-US, where speech recognition exists', async () => {
    const page = await openChat(app, (p) =>
      p.addInitScript(FAKE_RECOGNITION, { transcript: 'I cooked pasta tonight' }),
    );
    await page.getByRole('button', { name: 'Voice' }).click();
    await items(page).nth(2).waitFor();
    expect(await items(page).nth(1).textContent()).toBe('You: I cooked pasta tonight');
    expect(
      await page.evaluate(() => (window as unknown as { recognitionLang: string }).recognitionLang),
    ).toBe('en-US');
  });

  it('turns microphone errors into friendly texts', async () => {
    const page = await openChat(app, (p) =>
      p.addInitScript(FAKE_RECOGNITION, { error: 'not-allowed' }),
    );
    await page.getByRole('button', { name: 'Voice' }).click();
    await page
      .getByRole('alert')
      .getByText(/Microphone access is blocked/)
      .waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('shows a typing indicator, says the connection is spotty on failure, and explains a 429', async () => {
    const page = await openChat(app);
    let release: () => void = () => undefined;
    await page.route('**/api/ai/chat', async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.abort('connectionreset');
    });
    await input(page).fill('Are you there?');
    await input(page).press('Enter');
    await page.getByRole('status').getByText('Buddy is typing…').waitFor();
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    release();
    await items(page).nth(2).waitFor();
    expect(await items(page).nth(2).textContent()).toBe(`Buddy: ${AI_SPOTTY_REPLY}`);

    await page.unroute('**/api/ai/chat');
    await page.route('**/api/ai/chat', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: "You're sending messages too fast. Please wait 30 seconds and try again.",
        }),
      }),
    );
    await input(page).fill('One more');
    await input(page).press('Enter');
    await page
      .getByRole('alert')
      .getByText(/too fast/)
      .waitFor();
    // the refused message is not in the log and is back in the input to resend later
    expect(await items(page).count()).toBe(3);
    expect(await input(page).inputValue()).toBe('One more');
  });
});

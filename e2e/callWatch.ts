import type { Page } from 'playwright-core';

/** What a person in a call notices, recorded in the page: the partner's video and notices. */

export const REMOTE_VIDEO = '[data-testid="remote-video"]';

/** Records, in the page, the longest stretch the partner video did not advance. */
export async function watchFrames(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const video = document.querySelector<HTMLVideoElement>(selector)!;
    const w = window as unknown as { frameGap: number; lastAdvance: number; lastTime: number };
    w.frameGap = 0;
    w.lastAdvance = performance.now();
    w.lastTime = video.currentTime;
    setInterval(() => {
      const now = performance.now();
      if (video.currentTime !== w.lastTime) {
        w.lastTime = video.currentTime;
        w.lastAdvance = now;
      }
      w.frameGap = Math.max(w.frameGap, now - w.lastAdvance);
    }, 50);
  }, REMOTE_VIDEO);
}

/** Records, in the page, whether it ever said the partner left. */
export async function watchForPartnerLeft(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { sawPartnerLeft: boolean };
    w.sawPartnerLeft = false;
    new MutationObserver(() => {
      if (/Partner left|Partner disconnected/.test(document.body.textContent ?? ''))
        w.sawPartnerLeft = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** What the watchers saw: the longest frame gap (ms) and whether "Partner left" showed. */
export function watched(page: Page): Promise<{ frameGap: number; sawPartnerLeft: boolean }> {
  return page.evaluate(() => {
    const w = window as unknown as { frameGap: number; sawPartnerLeft: boolean };
    return { frameGap: w.frameGap, sawPartnerLeft: w.sawPartnerLeft };
  });
}

/** Sends a chat line as a person would. */
export async function say(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** Each side says something and the other sees it. */
export async function chatBothWays(a: Page, b: Page): Promise<void> {
  await say(a, 'back again');
  await b.locator('.chat-partner', { hasText: 'back again' }).waitFor();
  await say(b, 'welcome back');
  await a.locator('.chat-partner', { hasText: 'welcome back' }).waitFor();
}

import type { Browser, Page } from 'playwright-core';

/**
 * What each open page showed when a browser test failed: its address, the words on screen and
 * its last console lines. A failure on a loaded CI machine cannot be watched again; this says
 * which screen a person was stuck on (Home, searching, a dialog, an error) in the log itself.
 * No vitest here: the benches watch pages with it too; diagnostics.setup.ts prints a failure.
 */
const browsers = new Set<Browser>();
const consoles = new WeakMap<Page, string[]>();
const KEPT_LINES = 40;

export function watchBrowser(browser: Browser): Browser {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  return browser;
}

export function watchPage(page: Page): void {
  const lines: string[] = [];
  consoles.set(page, lines);
  const keep = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  page.on('console', (m) => keep(`[${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => keep(`[pageerror] ${e.message}`));
}

/** The open pages of every watched browser, each described (the setup file prints them). */
export async function describeOpenPages(): Promise<string[]> {
  const pages = [...browsers].flatMap((b) => b.contexts().flatMap((c) => c.pages()));
  return Promise.all(pages.map(describePage));
}

async function describePage(page: Page): Promise<string> {
  const text = await page
    .evaluate(() =>
      // the page's own content, open dialogs and live notices; not the sidebar's links
      [...document.querySelectorAll('main, [role="dialog"], [role="alert"], [role="status"]')]
        .map((e) => (e as HTMLElement).innerText)
        .join(' | '),
    )
    .then((t) => t.replace(/\s+/g, ' ').slice(0, 600))
    .catch((e: Error) => `(unreadable: ${e.message.split('\n')[0]})`);
  const lines = consoles.get(page) ?? [];
  return [`  page ${page.url()}`, `    shows: ${text}`, ...lines.map((l) => `    ${l}`)].join('\n');
}

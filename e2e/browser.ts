import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../src/server/testing/harness.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
  // several users share one browser: none of their pages may be throttled as a background tab
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export interface App {
  server: TestServer;
  browser: Browser;
  url: string;
  newUser(viewport?: {
    width: number;
    height: number;
  }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** The real server (built web app, fresh store) on loopback and a headless Chromium. */
export async function startApp(
  env: Record<string, string> = {},
  chromiumArgs: string[] = [],
): Promise<App> {
  // E2E_WEB_DIST lets parallel work build into its own folder instead of dist/web.
  const server = await startTestServer({
    WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist/web',
    ...env,
  });
  const browser = await launchChromium(chromiumArgs);
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    url: server.url,
    async newUser(viewport = { width: 1280, height: 800 }) {
      const context = await browser.newContext({ viewport, baseURL: server.url });
      await context.grantPermissions(['camera', 'microphone'], { origin: server.url });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (err) => console.error('[pageerror]', err.message));
      return { context, page };
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await server.close();
    },
  };
}

/** Opens the sign-in modal from Home and continues as a guest. */
export async function continueAsGuest(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Find a Partner' }).click();
  await page
    .getByRole('dialog', { name: 'Become a Member' })
    .getByRole('button', { name: 'Continue as Guest' })
    .click();
  await page.getByRole('dialog', { name: 'Become a Member' }).waitFor({ state: 'detached' });
}

/**
 * Types the interests on Home and presses Enter, as a person would, once the page is ready
 * to search (the button is enabled when the realtime connection is up).
 */
export async function findPartner(page: Page, interests = ''): Promise<void> {
  const field = page.getByLabel('Interests (optional)');
  await field.fill(interests);
  await page
    .getByRole('button', { name: 'Find a Partner' })
    .and(page.locator(':enabled'))
    .waitFor();
  await field.press('Enter');
}

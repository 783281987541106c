import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/server/testing/harness.ts';
import { clusterEnv } from '../src/server/testing/nodes.ts';
import { startApp, type App } from './browser.ts';
import { guestInAnyLanguage, search, words } from './localized.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

// Two nodes sharing Redis and one store, each person on the node the balancer gave them: the
// Redis queue applies the language rule across nodes as one node's queue does.
describe('matching by language in the browser on two nodes sharing Redis', () => {
  let app: App;
  let second: TestServer;
  beforeAll(async () => {
    const env = { WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist/web', ...clusterEnv() };
    app = await startApp(env);
    second = await startTestServer(env);
  });
  afterAll(async () => {
    await app?.close();
    await second?.close();
  });

  it('two Spanish browsers on different nodes are paired with each other before an English one that waited longer, and see the language they share', async () => {
    const es = words('es');
    const english = (await app.newUser()).page;
    const es1 = (await app.newUser(DESKTOP, { locale: 'es-ES' })).page;
    const es2 = (await app.newUser(PHONE, { locale: 'es-MX', url: second.url })).page;
    for (const page of [english, es1, es2]) await guestInAnyLanguage(page);
    await search(english, words('en'));
    await english.getByText('Looking for someone…').waitFor();
    await search(es1, es);
    await search(es2, es);
    // the call comes up once the partner's video plays: slow on a loaded machine
    for (const page of [es1, es2]) {
      const chip = page.getByText(es('chat', 'chat.partner.bothSpeak').split('{')[0]!.trim());
      await chip.getByText('Español').waitFor({ timeout: 90_000 });
    }
    // the English speaker, searching on the first node since before them, met nobody
    expect(await english.getByRole('region', { name: 'Video chat' }).count()).toBe(0);
    await english.getByText('Looking for someone…').waitFor();
  }, 600_000);
});

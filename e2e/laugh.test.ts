import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  continueAsGuest,
  launchChromium,
  startApp,
  type App,
  findPartner,
  openGames,
} from './browser.ts';
import { LAUGH } from '../src/shared/constants.ts';
import { fakeCamera, faceVideo } from './faces.ts';

/** The laugh challenge's section (its data-phase: the break, the turn, the result). */
const section = (page: Page) => page.locator('.laugh-panel');
/** Its visible content (the screen-reader live region repeats some of its text). */
const panel = (page: Page) => section(page).locator('.laugh-body');

/** Whose role the page shows right now (throws if no turn is on). */
async function role(page: Page): Promise<string> {
  return (await panel(page).locator('.laugh-role').textContent()) ?? '';
}

describe('a whole laugh challenge between two real browsers', () => {
  let app: App | undefined;
  let second: Browser | undefined;
  let smiler: Page;
  let straight: Page;

  /** The server and two browsers, one camera each. */
  async function setUp(): Promise<void> {
    // one browser's camera shows a smiling face, the other's a neutral one
    app = await startApp({}, fakeCamera(faceVideo('smile')));
    second = await launchChromium(fakeCamera(faceVideo('neutral')));
    smiler = (await app.newUser()).page;
    const ctx = await second.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: app.url,
    });
    await ctx.grantPermissions(['camera', 'microphone'], { origin: app.url });
    straight = await ctx.newPage();
    for (const page of [smiler, straight]) await continueAsGuest(page);
  }
  async function tearDown(): Promise<void> {
    await second?.close();
    await app?.close();
    second = undefined;
    app = undefined;
  }
  beforeAll(setUp);
  afterAll(tearDown);

  it(
    'the smiling Statue laughs, the straight one does not; the result and the guest note',
    { timeout: 600_000 },
    async () => {
      await findPartner(smiler, 'laughing');
      await findPartner(straight, 'laughing');
      await openGames(smiler);
      // when the smiler's panel changes phase (page time), to see how long a turn lasted
      await smiler.evaluate(() => {
        const log: { phase: string | null; t: number }[] = [];
        (window as unknown as { __laughPhases: typeof log }).__laughPhases = log;
        new MutationObserver(() => {
          const phase = document.querySelector('.laugh-panel')?.getAttribute('data-phase') ?? null;
          if (log.at(-1)?.phase !== phase) log.push({ phase, t: performance.now() });
        }).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-phase'],
        });
      });
      await panel(smiler).getByRole('button', { name: 'Challenge to a laugh duel' }).click();
      await panel(smiler).getByText('Waiting for partner…').waitFor();
      await panel(straight).getByRole('button', { name: 'Accept' }).click();

      // 4 turns: the smiler defends twice (a laugh each), the straight face defends twice
      const dump = async () =>
        console.log(
          'smiler:',
          await panel(smiler).textContent(),
          '| straight:',
          await panel(straight).textContent(),
        );
      for (let turn = 0; turn < 4; turn++) {
        await dump();
        await smiler.waitForFunction(
          (n) => {
            const el = document.querySelector('.laugh-panel');
            return (
              el?.getAttribute('data-phase') === 'active' ||
              (n === 3 && el?.getAttribute('data-phase') === 'over')
            );
          },
          turn,
          // the first turn waits for the models to load on a busy machine
          { timeout: 120_000 },
        );
        if ((await section(smiler).getAttribute('data-phase')) === 'over') break;
        if ((await role(smiler)) === 'Statue') {
          // detected on the smiler's own device: the point goes to the partner, the turn ends
          await smiler.waitForFunction(
            () => document.querySelector('.laugh-panel')?.getAttribute('data-phase') !== 'active',
            undefined,
            { timeout: 60_000 },
          );
          // already smiling when the turn starts, yet not caught in its first moments (it was
          // ~260 ms before the turn's grace period): the turn lasts at least about the grace
          // (less a little: the page marks the turn a render after it hears of it)
          const lasted = await smiler.evaluate(() => {
            const log = (window as unknown as { __laughPhases: { phase: string; t: number }[] })
              .__laughPhases;
            const i = log.findLastIndex((e) => e.phase === 'active');
            return log[i + 1]!.t - log[i]!.t;
          });
          expect(lasted).toBeGreaterThan(LAUGH.turnGraceMs * 0.8);
        } else {
          // the straight face is watched for a while (readings arrive), then the Jokester passes
          await straight.waitForFunction(
            () => document.querySelector('.laugh-panel')?.getAttribute('data-phase') === 'active',
            undefined,
            { timeout: 60_000 },
          );
          await panel(straight).locator('[data-testid="laugh-hint"]').waitFor({ timeout: 60_000 });
          // five more checked frames of the straight face (about 2 s): none is a laugh
          const checked = straight.getByTestId('laugh-reading');
          const seen = Number(await checked.getAttribute('data-readings'));
          await straight.waitForFunction(
            (n) =>
              Number(
                document
                  .querySelector('[data-testid="laugh-reading"]')
                  ?.getAttribute('data-readings'),
              ) >=
              n + 5,
            seen,
            { timeout: 60_000 },
          );
          expect(await section(straight).getAttribute('data-phase')).toBe('active');
          await panel(smiler).getByRole('button', { name: 'End turn' }).click();
          // the turn is over once the server says so: until then the panel still shows it
          await smiler.waitForFunction(
            () => document.querySelector('.laugh-panel')?.getAttribute('data-phase') !== 'active',
            undefined,
            { timeout: 30_000 },
          );
        }
      }

      for (const page of [smiler, straight])
        await page.waitForFunction(
          () => document.querySelector('.laugh-panel')?.getAttribute('data-phase') === 'over',
          undefined,
          { timeout: 60_000 },
        );
      await panel(straight).getByRole('heading', { name: 'You Win' }).waitFor();
      await panel(smiler).getByRole('heading', { name: 'They Win' }).waitFor();
      expect(await panel(straight).getByTestId('laugh-scores').textContent()).toBe(
        'You 2 – 0 Partner',
      );
      // guests play for fun: the ledger's note instead of points (no member sign-in here)
      expect(await panel(straight).getByTestId('laugh-reward').textContent()).toBe(
        'Points are for members, and this server does not offer member sign-in.',
      );
      await panel(straight).getByRole('button', { name: 'Continue chatting' }).click();
      await panel(straight).getByRole('button', { name: 'Challenge to a laugh duel' }).waitFor();
    },
  );
});

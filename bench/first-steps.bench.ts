// `npm run bench -- first-steps`: a first visit's three first steps, timed inside the page: the
// Find a Partner click to the sign-in dialog, Continue as Guest to the 18+ gate, and the 18+
// answer to "Looking for someone…". Each run is a new visitor (a fresh browser context: no
// cache, no service worker, no session) who opens Home and reads it until the network is quiet
// before clicking, on a phone (390x844) and a desktop (1440x900) viewport.
//
// Each step runs from the click's own event time (`event.timeStamp`, when the input reached the
// page) to the first animation frame that has the answer in the document, so no test-driver
// round trip is counted.
//
// Env: BENCH_RUNS (7 per viewport and version), BENCH_TRACE=1 (each step's fetches and long
// tasks, in ms from its click), BENCH_SHOTS=<dir> (a screenshot after each step), BENCH_PORT (4710), CHROMIUM_PATH,
// WEB_DIST (dist/web), BENCH_BASELINE_DIST=<dir>: another build of the web app (e.g.
// `npx vite build --outDir /tmp/before --emptyOutDir` on the older commit), measured in
// interleaved runs beside this one.
import { chromium, type Browser, type Page } from 'playwright-core';
import { percentile, startServer, type BenchServer } from './lib/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a positive integer');
const PORT = Number(process.env.BENCH_PORT ?? 4710);
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
const STEPS = ['findToSignIn', 'guestToAgeGate', 'ageToSearching'] as const;
type Step = (typeof STEPS)[number];

/**
 * In the page: the time from the next click's event to the first frame in which `ready()` holds.
 * Rejects after 30 s so a broken build fails the run instead of hanging it.
 */
function timeNextClick(ready: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let clickedAt: number | null = null;
    addEventListener(
      'click',
      (e) => {
        clickedAt = e.timeStamp;
        (window as unknown as { clickedAt: number }).clickedAt = clickedAt;
      },
      { capture: true, once: true },
    );
    const check = new Function(`return (${ready})`) as () => boolean;
    const giveUp = setTimeout(() => reject(new Error(`not seen in 30 s: ${ready}`)), 30_000);
    const frame = (now: number) => {
      if (clickedAt !== null && check()) {
        clearTimeout(giveUp);
        return resolve(now - clickedAt);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** What a person sees as each step's answer. */
const SEEN: Record<Step, string> = {
  findToSignIn: `[...document.querySelectorAll('dialog[open] button')].some((b) => b.textContent.includes('Continue as Guest'))`,
  guestToAgeGate: `Boolean(document.querySelector('dialog[open] input[type="date"]'))`,
  ageToSearching: `document.body.textContent.includes('Looking for someone')`,
};

/** BENCH_TRACE=1: what each step fetched, and the long tasks in it, from its click on */
const TRACE = process.env.BENCH_TRACE === '1';
/** BENCH_SHOTS=<dir>: a screenshot after each step (the last run's) */
const SHOTS = process.env.BENCH_SHOTS;

async function step(page: Page, name: Step, click: () => Promise<void>): Promise<number> {
  const timed = page.evaluate(timeNextClick, SEEN[name]);
  await click();
  const ms = await timed;
  if (TRACE)
    console.log(
      name,
      Math.round(ms),
      await page.evaluate(() => {
        const t0 = (window as unknown as { clickedAt: number }).clickedAt;
        const short = (u: string) => new URL(u).pathname.replace(/-[\w-]{8}\.js$/, '.js');
        return [
          ...performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime > t0)
            .map(
              (e) => `${short(e.name)} ${Math.round(e.startTime - t0)}+${Math.round(e.duration)}`,
            ),
          ...((window as unknown as { longTasks?: PerformanceEntry[] }).longTasks ?? [])
            .filter((e) => e.startTime > t0)
            .map((e) => `longtask ${Math.round(e.startTime - t0)}+${Math.round(e.duration)}`),
        ];
      }),
    );
  return ms;
}

async function visit(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<Record<Step, number>> {
  const context = await browser.newContext({ viewport, baseURL: url, locale: 'en-US' });
  await context.grantPermissions(['camera', 'microphone'], { origin: url });
  try {
    const page = await context.newPage();
    if (TRACE)
      await page.addInitScript(() => {
        const w = window as unknown as { longTasks: PerformanceEntry[] };
        w.longTasks = [];
        new PerformanceObserver((l) => w.longTasks.push(...l.getEntries())).observe({
          type: 'longtask',
          buffered: true,
        });
      });
    await page.goto('/');
    const find = page.getByRole('button', { name: 'Find a Partner' });
    await find.and(page.locator(':enabled')).waitFor();
    // a person reads Home for a moment: whatever the page loads while idle has loaded
    await page.waitForLoadState('networkidle');
    const dialog = page.getByRole('dialog', { name: 'Become a Member' });
    const gate = page.getByRole('dialog', { name: 'Confirm your age' });
    const times = {} as Record<Step, number>;
    const shot = async (name: string) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${size}.png` });
    };
    const size = `${viewport.width}x${viewport.height}`;
    times.findToSignIn = await step(page, 'findToSignIn', () => find.click());
    await shot('first-steps-sign-in');
    times.guestToAgeGate = await step(page, 'guestToAgeGate', () =>
      dialog.getByRole('button', { name: 'Continue as Guest' }).click(),
    );
    await gate.getByLabel('Date of birth').fill(bornYearsAgo(30));
    await shot('first-steps-age-gate');
    times.ageToSearching = await step(page, 'ageToSearching', () =>
      gate.getByRole('button', { name: 'Continue' }).click(),
    );
    await page.getByText('Looking for someone…').waitFor();
    await shot('first-steps-searching');
    return times;
  } finally {
    await context.close();
  }
}

/** The e2e suites' Chromium flags, without e2e/browser.ts (it registers vitest hooks). */
const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-gpu',
    ],
  });

/** A 30-year-old's date of birth, `YYYY-MM-DD`. */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const range = (xs: number[]) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;

async function main() {
  const versions: { name: string; web: string }[] = [
    { name: 'this', web: process.env.WEB_DIST ?? 'dist/web' },
  ];
  if (process.env.BENCH_BASELINE_DIST)
    versions.unshift({ name: 'baseline', web: process.env.BENCH_BASELINE_DIST });
  const servers: BenchServer[] = [];
  let browser: Browser | undefined;
  try {
    for (const [i, v] of versions.entries())
      servers.push(await startServer(PORT + i, { WEB_DIST: v.web }));
    browser = await launch();
    const results = new Map<string, Record<Step, number[]>>();
    for (let run = 0; run < RUNS; run++)
      for (const [vp, viewport] of Object.entries(VIEWPORTS))
        for (const [i, v] of versions.entries()) {
          const key = `${v.name} ${vp}`;
          const times = await visit(browser, servers[i]!.url, viewport);
          const into = results.get(key) ?? {
            findToSignIn: [],
            guestToAgeGate: [],
            ageToSearching: [],
          };
          for (const s of STEPS) into[s].push(times[s]);
          results.set(key, into);
          console.log(
            `run ${run + 1} ${key}: ${STEPS.map((s) => Math.round(times[s])).join(' / ')} ms`,
          );
        }
    console.log(`\nmedians (range), ${RUNS} runs each, ms: ${STEPS.join(' / ')}`);
    for (const [key, r] of results)
      console.log(
        `${key.padEnd(17)} ${STEPS.map((s) => `${Math.round(median(r[s]))} (${range(r[s])})`).join(' / ')}`,
      );
  } finally {
    await browser?.close();
    for (const s of servers) await s.stop();
  }
}

await main();

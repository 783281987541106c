import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's violations on the page as it is now, one line each. Injected through the
 * DevTools protocol (not a script tag), so it runs under the app's real CSP, in any state a
 * test has reached (a call, a game, a signed-in page).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // Contrast is judged on the page at rest: a toast sliding in or a stacked one fading out
    // is mid-transition for a moment, and axe read its colours half-faded (skipping.test.ts
    // failed so once in CI). Finite animations and transitions are waited out; endless ones
    // (spinners) are left running.
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    type Result = {
      violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run(): Promise<Result> } }).axe;
    const { violations } = await axe.run();
    return violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

import { appendFileSync } from 'node:fs';
import { afterEach } from 'vitest';
import { describeOpenPages } from './diagnostics.ts';

// a failed browser test prints what its open pages showed (diagnostics.ts); under `npm test`
// it also keeps them for the run's last lines (TEST_FAILED_PAGES, scripts/test.mjs), since a
// CI log is often read from its tail only
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const described = await describeOpenPages();
  if (!described.length) return;
  console.error(`What the open pages showed when "${task.name}" failed:\n${described.join('\n')}`);
  const keep = process.env.TEST_FAILED_PAGES;
  if (keep) appendFileSync(keep, `${JSON.stringify({ test: task.name, pages: described })}\n`);
});

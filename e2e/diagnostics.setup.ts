import { afterEach } from 'vitest';
import { describeOpenPages } from './diagnostics.ts';

// a failed browser test prints what its open pages showed (diagnostics.ts)
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const described = await describeOpenPages();
  if (!described.length) return;
  console.error(`What the open pages showed when "${task.name}" failed:\n${described.join('\n')}`);
});

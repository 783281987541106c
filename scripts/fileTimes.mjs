// A vitest reporter for `npm test` (scripts/test.mjs): writes each test file's time to the JSON
// file named by TEST_FILE_TIMES, so the run can end with its slowest files. A file's time is
// what it cost from its import to its last hook (the json reporter's spans start at the first
// test, after a beforeAll that may have started a server, a browser and a call).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FileTimes {
  onTestRunEnd(testModules) {
    const out = process.env.TEST_FILE_TIMES;
    if (!out) return;
    const rows = testModules.map((m) => {
      const d = m.diagnostic();
      return {
        file: relative(process.cwd(), m.moduleId),
        project: m.project.name,
        ms: Math.round(
          d.environmentSetupDuration +
            d.prepareDuration +
            d.collectDuration +
            d.setupDuration +
            d.duration,
        ),
      };
    });
    writeFileSync(out, JSON.stringify(rows));
  }
}

// `npm test`: every suite this machine can run, saying plainly what it could not.
//   unit + in-process server tests: always (SQLite, one process)
//   PostgreSQL variants:            when TEST_POSTGRES_URL is set
//   Redis / multi-node suites:      when TEST_REDIS_URL (and TEST_POSTGRES_URL) are set
//   outage suites (*.servers.test.ts): when PostgreSQL and Redis server binaries are installed
//   browser suites (e2e/, budgets): when a Chromium is found (CHROMIUM_PATH or /usr/bin/chromium)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
const hasPostgres = Boolean(process.env.TEST_POSTGRES_URL);
const hasRedis = Boolean(process.env.TEST_REDIS_URL);
const out = mkdtempSync(join(tmpdir(), 'matchup-test-'));
const extra = process.argv.slice(2);

const skipped = [];
if (!hasPostgres) skipped.push('PostgreSQL variants of the store suites (set TEST_POSTGRES_URL)');
if (!hasRedis) skipped.push('Redis queue, two-node and nginx suites (set TEST_REDIS_URL)');
else if (!hasPostgres)
  console.log(
    'Note: the two-node suites share a SQLite file (set TEST_POSTGRES_URL to use PostgreSQL)',
  );
// the outage suites start their own PostgreSQL and Redis (src/server/testing/throwaway.ts)
const pgVersions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
const hasPgServer = pgVersions.some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));
const hasRedisServer = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
if (!hasPgServer || !hasRedisServer)
  skipped.push(
    `outage suites (*.servers.test.ts): no ${[
      hasPgServer ? '' : 'PostgreSQL server binaries under /usr/lib/postgresql/*/bin',
      hasRedisServer ? '' : 'redis-server',
    ]
      .filter(Boolean)
      .join(' and ')}`,
  );
if (!hasChromium)
  skipped.push(`browser suites and build budgets (no Chromium at ${chromium}; set CHROMIUM_PATH)`);

function vitest(name, args) {
  const file = join(out, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      ...args,
      ...extra,
    ],
    { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
  );
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } else if (result.status !== 0) counts.failed = 1;
  return { ok: result.status === 0, ...counts };
}

const groups = [vitest('unit and server', ['--project', 'unit'])];
if (hasChromium) {
  console.log('\nBuilding the web app for the browser suites…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  groups.push(vitest('browser', ['--project', 'browser']));
}

const total = groups.reduce(
  (t, g) => ({
    passed: t.passed + g.passed,
    failed: t.failed + g.failed,
    skipped: t.skipped + g.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('');
for (const s of skipped) console.log(`SKIPPED: ${s}`);
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(groups.every((g) => g.ok) && total.failed === 0 ? 0 : 1);

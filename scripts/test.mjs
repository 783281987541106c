// `npm test`: every suite this machine can run, saying plainly what it could not.
//   unit + in-process server tests: always (SQLite, one process)
//   PostgreSQL variants:            when TEST_POSTGRES_URL is set
//   Redis / multi-node suites:      when TEST_REDIS_URL (and TEST_POSTGRES_URL) are set
//   outage suites (*.servers.test.ts): when PostgreSQL and Redis server binaries are installed
//   browser suites (e2e/, budgets): when a Chromium is found (CHROMIUM_PATH or /usr/bin/chromium)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
const hasPostgres = Boolean(process.env.TEST_POSTGRES_URL);
const hasRedis = Boolean(process.env.TEST_REDIS_URL);
const out = mkdtempSync(join(tmpdir(), 'matchup-test-'));
/** What the open pages showed when a browser test failed (e2e/diagnostics.setup.ts). */
const failedPages = join(out, 'failed-pages.jsonl');
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

// The unit project runs beside the production build (the build mostly needs one core for a
// minute); the browser project runs after both, on a machine the unit project no longer
// shares: a relayed call through a real coturn (e2e/relay.test.ts) does not complete ICE beside
// it. TEST_SERIAL=1 runs one thing at a time, for reading one suite's own time.
const serial = process.env.TEST_SERIAL === '1' || availableParallelism() < 2;
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

/** Runs a command, its output lines marked with `label` when suites run side by side. */
function run(label, command, args, env = {}) {
  const tag = serial ? '' : `${label.padEnd(7)} | `;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...colour, ...env },
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: from }).on('line', (line) => to.write(`${tag}${line}\n`));
    child.on('error', (error) => {
      console.error(`${tag}${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const times = [];
/** Failed tests, repeated at the very end so that the last lines of a long log name them. */
const failures = [];

/**
 * A failure's first line, what it was waiting for (a Playwright call log) and where in the
 * test file it stopped: enough to tell which step of a long browser test failed.
 */
function why(test) {
  // eslint-disable-next-line no-control-regex
  const lines = (test.failureMessages?.[0] ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const waiting = lines
    .find((l) => /^\s*- waiting for /.test(l))
    ?.trim()
    .slice(2);
  const places = lines
    .map((l) => /\b((?:e2e|src|bench)\/[\w./-]+\.tsx?:\d+)/.exec(l)?.[1])
    .filter(Boolean);
  // the test's own line if the stack has it, else the first of ours (a helper's)
  const at = places.find((p) => /\.test\.tsx?:/.test(p)) ?? places[0];
  return [lines[0].slice(0, 200), waiting?.slice(0, 200), at && `at ${at}`]
    .filter(Boolean)
    .join(' / ');
}

function failuresOf(report, project) {
  const found = [];
  for (const suite of report.testResults ?? []) {
    const file = relative(process.cwd(), suite.name);
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) found.push(`${project} ${file} > ${t.fullName}: ${why(t)}`);
    if (!failed.length && suite.status === 'failed')
      found.push(`${project} ${file}: ${(suite.message ?? '').split('\n')[0].slice(0, 200)}`);
  }
  return found;
}

async function vitest(name, label, args) {
  const from = Date.now();
  const file = join(out, `${label}.json`);
  const timesFile = join(out, `${label}-times.json`);
  console.log(`\n=== ${name} ===`);
  const status = await run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      '--reporter=./scripts/fileTimes.mjs',
      ...args,
      ...extra,
    ],
    { CHROMIUM_PATH: chromium, TEST_FILE_TIMES: timesFile, TEST_FAILED_PAGES: failedPages },
  );
  if (existsSync(timesFile)) times.push(...JSON.parse(readFileSync(timesFile, 'utf8')));
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    failures.push(...failuresOf(report, label));
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } else if (status !== 0) counts.failed = 1;
  return { name, ok: status === 0, ms: Date.now() - from, ...counts };
}

/** The production build the browser suites load. */
async function build() {
  console.log('\nBuilding the web app for the browser suites…');
  const from = Date.now();
  const status = await run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
  const ok = status === 0;
  return { name: 'build', ok, ms: Date.now() - from, passed: 0, failed: ok ? 0 : 1, skipped: 0 };
}

const browser = () => vitest('browser', 'browser', ['--project', 'browser']);

const started = Date.now();
// One more unit worker than cores: the server suites spend much of their time waiting on sockets,
// databases and child servers, and vitest's default (cores - 1) left a 2-core machine half idle
// (460 s in CI with one worker; 314 s with three, the cores then 95 % busy)
const unitWorkers = String(serial ? 1 : availableParallelism() + 1);
const unit = () =>
  vitest('unit and server', 'unit', ['--project', 'unit', '--maxWorkers', unitWorkers]);
let groups;
if (!hasChromium) groups = [await unit()];
else {
  const first = serial ? [await unit(), await build()] : await Promise.all([unit(), build()]);
  groups = [...first, ...(first[1].ok ? [await browser()] : [])];
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
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
if (times.length) {
  console.log('Slowest files (import, hooks and tests):');
  for (const t of times.sort((x, y) => y.ms - x.ms).slice(0, 10))
    console.log(`  ${seconds(t.ms).padStart(8)}  ${t.project.padEnd(7)} ${t.file}`);
}
for (const g of groups)
  console.log(`${g.ok ? 'Took' : 'FAILED, after'} ${seconds(g.ms)}: ${g.name}`);
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
console.log(`Wall time: ${seconds(Date.now() - started)}${serial ? ' (one thing at a time)' : ''}`);
// the last lines name each failure, and what its pages showed, in short (the log has it whole)
if (existsSync(failedPages))
  for (const line of readFileSync(failedPages, 'utf8').split('\n').filter(Boolean)) {
    const { test, pages } = JSON.parse(line);
    console.log(`Pages when "${test}" failed (last events; in full above):`);
    for (const page of pages) {
      const [url, shows, ...events] = page.split('\n').map((l) => l.trim());
      console.log(`  ${url.replace(/^page https?:\/\/[^/]+/, 'page ')} ${shows.slice(0, 160)}`);
      for (const e of events.slice(-4)) console.log(`    ${e.slice(0, 140)}`);
    }
  }
for (const f of failures) console.log(`FAILED TEST: ${f}`);
process.exit(groups.every((g) => g.ok) && total.failed === 0 ? 0 : 1);

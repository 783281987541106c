/**
 * What the ban gate adds to every way in on SQLite: one read of `PRAGMA data_version` through
 * the store (Store.bansVersion), beside a trivial prepared query and a primary-key read for
 * scale, on a WAL file like the server's. Prints ns per call, best of BENCH_ROUNDS (5) rounds
 * of BENCH_CALLS (200000) calls, and the load average (a busy machine doubles these).
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { openStore } from '../src/server/store/db.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const file = join(mkdtempSync(join(tmpdir(), 'bench-bancheck-')), 'db.sqlite');
const store = openStore(`sqlite:${file}`);
const raw = new SQLite(file);
raw.exec('create table t (id text primary key, v integer)');
raw.prepare("insert into t values ('a', 1)").run();
const one = raw.prepare('select 1').pluck();
const byKey = raw.prepare("select v from t where id = 'a'").pluck();

const cases: [string, () => unknown][] = [
  ['bansVersion (PRAGMA data_version)', () => store.bansVersion()],
  ['select 1', () => one.get()],
  ['primary-key select', () => byKey.get()],
];
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const [name, call] of cases) {
  let best = Infinity;
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) call();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / CALLS);
  }
  console.log(`${name}: ${Math.round(best)} ns per call`);
}
raw.close();
await store.close();

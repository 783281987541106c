// `npm run bench`: lists bench/*.bench.ts; `npm run bench -- <name> [name…]` runs those.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const all = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace('.bench.ts', ''));
const wanted = process.argv.slice(2);
if (!all.length) {
  console.log('No benchmarks yet.');
  process.exit(0);
}
if (!wanted.length) {
  console.log(
    `Benchmarks: ${all.join(', ')}\nRun one with: npm run bench -- <name> (docs/benchmarks.md)`,
  );
  process.exit(0);
}
const run = wanted;
for (const name of run) {
  if (!all.includes(name)) {
    console.error(`Unknown benchmark "${name}". Available: ${all.join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== bench: ${name} ===`);
  const result = spawnSync(process.execPath, [`bench/${name}.bench.ts`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Another version's source (a git ref), unpacked once into a temporary directory beside this
 * checkout's node_modules, for BENCH_BASELINE: its server runs under this checkout's load
 * generator.
 */
export function checkout(ref: string): string {
  const sha = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    encoding: 'utf8',
  }).trim();
  const dir = join(tmpdir(), `matchup-bench-${sha}`);
  if (!existsSync(join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C ${dir}`]);
  }
  if (!existsSync(join(dir, 'node_modules')))
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  return dir;
}

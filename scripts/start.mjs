// `npm start`: build the web app when it is missing or older than its sources, then serve
// everything from one process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/web/index.html';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const sources = Math.max(
  newestMtime('src/web'),
  newestMtime('src/shared'),
  statSync('vite.config.ts').mtimeMs,
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the web app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
// Node 22.18+ and 23.6+ run TypeScript natively; 22.12–22.17 need the flag.
const flags = major === 22 && minor < 18 ? ['--experimental-strip-types'] : [];
const server = spawnSync(process.execPath, [...flags, 'src/server/main.ts'], { stdio: 'inherit' });
process.exit(server.status ?? 0);

// `npm start`: build the web app when it is missing or older than its sources, then serve
// everything from one process. Node cannot replace itself (no exec), so this process forwards
// SIGTERM/SIGINT/SIGHUP to its child and exits with the child's code: a container runtime or
// systemd that signals only this pid still gets the server's graceful shutdown.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { nodeVersionProblem, serverNodeFlags } from './node-version.mjs';

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}

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

let child = null;
let signalled = null;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    signalled = signal;
    if (child) child.kill(signal);
    else process.exit(1);
  });
}

// npm runs this script through `sh -c`, and forwards a SIGTERM/SIGINT to that shell, which
// dies of it without passing it on (unless the script line starts with `exec`): this process
// would be left running, with the server, as an orphan. So when the process that started us
// is gone, stop the server as if we had been signalled.
const startedBy = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === startedBy) return;
  clearInterval(parentWatch);
  signalled = 'SIGTERM';
  if (child) child.kill('SIGTERM');
  else process.exit(1);
}, 250);
parentWatch.unref();

/** Runs a child with our stdio; resolves with its exit code (128 + n when a signal ended it). */
function run(command, args) {
  return new Promise((resolve) => {
    child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      child = null;
      resolve(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
    });
  });
}

// An operator who points WEB_DIST at their own build manages that build themselves.
if (!process.env.WEB_DIST) {
  const sources = Math.max(
    newestMtime('src/web'),
    newestMtime('src/shared'),
    statSync('vite.config.ts').mtimeMs,
  );
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log('Building the web app…');
    const status = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
    if (status !== 0 || signalled) process.exit(status || 1);
  }
}

const flags = serverNodeFlags(process.versions.node);
process.exit(await run(process.execPath, [...flags, 'src/server/main.ts']));

// `npm run dev`: the server (restarts on change) and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const children = [
  spawn(
    process.execPath,
    ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'],
    {
      stdio: 'inherit',
      env: { NODE_ENV: 'development', ALLOWED_ORIGINS: 'http://localhost:5173', ...process.env },
    },
  ),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

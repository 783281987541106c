import { spawn } from 'node:child_process';

/**
 * The last resort of a stop: a small process of its own that kills this one (SIGKILL) if it
 * is still alive after `ms`. A timer in this process cannot do it: a main thread blocked in
 * its exit path (a log destination's synchronous flush looping, a write to a stdout nobody
 * reads) runs no timers, and a thread pool waiting on such a write can hold the exit too.
 *
 * The watchdog checks that this process is still its parent before it kills, so a pid that
 * the system gave to another process after this one ended is never touched; and it ends by
 * itself as soon as this process is gone.
 */
export function armWatchdog(ms: number): void {
  const pid = process.pid;
  const script = `
    const pid = ${pid};
    const gone = () => process.ppid !== pid;
    setInterval(() => { if (gone()) process.exit(0); }, 200);
    setTimeout(() => {
      if (!gone()) try { process.kill(pid, 'SIGKILL'); } catch {}
      process.exit(0);
    }, ${Math.max(0, Math.round(ms))});
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  // it must neither keep this process alive nor hold its stdout open
  child.unref();
  child.on('error', () => undefined);
}

import { readdirSync, readFileSync } from 'node:fs';

export interface CpuTimes {
  steal: number;
  idle: number;
  total: number;
}

/**
 * The host's CPU time counters (/proc/stat). "Steal" is CPU time the hypervisor gave to other
 * guests: while the host takes the cores away, every process here stalls at once, whatever it
 * does.
 */
export function cpuTimes(): CpuTimes {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
    const n = fields.map(Number);
    return {
      steal: n[7] ?? 0,
      idle: (n[3] ?? 0) + (n[4] ?? 0),
      total: n.reduce((a, b) => a + b, 0),
    };
  } catch {
    return { steal: 0, idle: 0, total: 0 };
  }
}

/** Steal between two readings, as a percentage of all CPU time. */
export const stealPct = (a: CpuTimes, b: CpuTimes) =>
  b.total > a.total ? +((100 * (b.steal - a.steal)) / (b.total - a.total)).toFixed(1) : 0;

/** CPU time spent busy (not idle, not stolen) between two readings, as a percentage. */
export const busyPct = (a: CpuTimes, b: CpuTimes) =>
  b.total > a.total
    ? +(
        (100 * (b.total - a.total - (b.idle - a.idle) - (b.steal - a.steal))) /
        (b.total - a.total)
      ).toFixed(1)
    : 0;

const TICK_MS = 10; // Linux's USER_HZ is 100

/** pid -> parent pid of every process (Linux /proc). */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      out.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/**
 * CPU time (user + system, ms) used so far by the threads named `thread` in the processes
 * below `root` (this process by default): e.g. Chromium's "DedicatedWorker" threads of the
 * browser a bench launched. Unlike wall-clock time this does not grow when other work on the
 * machine takes the cores, so it shows what a job costs on an idle one.
 */
export function threadCpuMs(thread: string, root = process.pid): number {
  const tree = parents();
  const below = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of tree)
      if (below.has(ppid) && !below.has(pid)) {
        below.add(pid);
        grew = true;
      }
  }
  let ticks = 0;
  for (const pid of below) {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        const base = `/proc/${pid}/task/${tid}`;
        if (readFileSync(`${base}/comm`, 'utf8').trim() !== thread) continue;
        const stat = readFileSync(`${base}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(f[11]) + Number(f[12]);
      } catch {
        /* gone meanwhile */
      }
    }
  }
  return ticks * TICK_MS;
}

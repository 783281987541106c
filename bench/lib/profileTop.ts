// The top functions of a V8 CPU profile (`--cpu-prof`, e.g. BENCH_PROFILE=<dir>) by self time:
//   node bench/lib/profileTop.ts <file.cpuprofile> [count=25]
// Prints each function's self time in ms and as a share of the busy (non-idle) time, with its
// file and line, so two versions' profiles compare as text.
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, countArg, callersOf] = process.argv.slice(2);
if (!file)
  throw new Error('usage: node bench/lib/profileTop.ts <file.cpuprofile> [count] [function]');
const count = Number(countArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (frame: Node['callFrame']) => {
  const where = frame.url ? frame.url.replace(/^.*\/(node_modules|src)\//, '$1/') : '';
  return `${frame.functionName || '(anonymous)'} ${where}${where ? `:${frame.lineNumber + 1}` : ''}`;
};
/** With a third argument: whose code (the nearest caller of ours, under src/) spent that function's self time. */
const callers = new Map<string, number>();
const ours = (id: number): string => {
  const chain: string[] = [];
  for (let at: number | undefined = parent.get(id); at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at)!.callFrame;
    if (frame.url.includes('/src/server/')) {
      chain.push(name(frame));
      if (chain.length === 3) break;
    }
  }
  return chain.join(' < ') || '(none of ours)';
};
const self = new Map<string, number>();
let busy = 0;
let idle = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)!.callFrame;
  const us = profile.timeDeltas[i] ?? 0;
  if (frame.functionName === '(idle)') {
    idle += us;
    return;
  }
  busy += us;
  const key = name(frame);
  self.set(key, (self.get(key) ?? 0) + us);
  if (callersOf && frame.functionName === callersOf) {
    const by = ours(id);
    callers.set(by, (callers.get(by) ?? 0) + us);
  }
});
console.log(`busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`);
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, count))
  console.log(
    `${((100 * us) / busy).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`,
  );
if (callersOf) {
  console.log(`\n${callersOf}: its self time by our nearest callers`);
  for (const [key, us] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(`${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
}

// What the sockets added between two heap snapshots hold, by kind and constructor:
// `node bench/lib/heapDiff.ts <before.heapsnapshot> <after.heapsnapshot> <sockets added>`
// (the lean bench writes both with BENCH_PHASES=heap BENCH_SNAPSHOTS=<dir>). Prints the self
// size per added socket of each (type, name) whose total grew, largest first.
// With one snapshot alone (`heapDiff.ts <file.heapsnapshot>`), what the whole heap holds by
// kind and constructor, largest first.
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** bytes and count per "type name" (a string's name is its text: strings are one group) */
function tally(file: string): Map<string, { size: number; count: number }> {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [t, n, s] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const out = new Map<string, { size: number; count: number }>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + t]!]!;
    const name =
      type === 'string' || type === 'concatenated string' || type === 'sliced string'
        ? ''
        : snap.strings[snap.nodes[i + n]!]!.slice(0, 60);
    const key = `${type} ${name}`;
    const row = out.get(key) ?? { size: 0, count: 0 };
    row.size += snap.nodes[i + s]!;
    row.count += 1;
    out.set(key, row);
  }
  return out;
}

const [before, after, added] = process.argv.slice(2);
if (before && !after) {
  const rows = [...tally(before)].sort((x, y) => y[1].size - x[1].size);
  const total = rows.reduce((t, [, v]) => t + v.size, 0);
  console.log(`heap: ${(total / 2 ** 20).toFixed(1)} MB in ${rows.length} kinds`);
  for (const [key, v] of rows.slice(0, Number(process.env.TOP ?? 40)))
    console.log(
      `${(v.size / 2 ** 20).toFixed(2).padStart(7)} MB  ${String(v.count).padStart(8)}x  ${key}`,
    );
  process.exit(0);
}
if (!before || !after || !added) throw new Error('usage: heapDiff.ts <before> <after> <sockets>');
const per = Number(added);
const a = tally(before);
const b = tally(after);
const rows = [...b]
  .map(([key, v]) => {
    const was = a.get(key) ?? { size: 0, count: 0 };
    return { key, bytes: (v.size - was.size) / per, count: (v.count - was.count) / per };
  })
  .filter((r) => r.bytes > 1)
  .sort((x, y) => y.bytes - x.bytes);
const total = rows.reduce((t, r) => t + r.bytes, 0);
console.log(`per added socket: ${(total / 1024).toFixed(2)} KB in types that grew`);
for (const r of rows.slice(0, Number(process.env.TOP ?? 60)))
  console.log(`${r.bytes.toFixed(1).padStart(8)} B  ${r.count.toFixed(2).padStart(6)}x  ${r.key}`);

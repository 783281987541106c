import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle with values both ways (docs/architecture.md): in such a cycle one module
 * runs first and reads the other's exports before they exist, and which one depends on which
 * file happened to be imported first. Type-only imports vanish at runtime and never count,
 * nor do lazy `import()` calls.
 */

const ROOT = resolve(import.meta.dirname, '..');

/** `import … from` / `export … from`, with the clause between (null: a side-effect import). */
const FROM =
  /^\s*(import|export)\s+(type\s+)?((?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+))\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s+['"]([^'"]+)['"]/gm;

/** The relative specifiers a module needs at runtime. */
export function valueImports(code: string): string[] {
  const found: string[] = [];
  for (const [, , typeOnly, clause, from] of code.matchAll(FROM)) {
    if (typeOnly || !from!.startsWith('.')) continue;
    const braces = /\{([^}]*)\}/.exec(clause!);
    const outside = clause!.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '');
    const names = braces
      ? braces[1]!
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
      : [];
    // `{ type A, type B }` alone is erased like `import type`
    if (!outside && braces && names.every((n) => n.startsWith('type '))) continue;
    found.push(from!);
  }
  for (const [, from] of code.matchAll(BARE)) if (from!.startsWith('.')) found.push(from!);
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Groups of modules that import each other's values in a circle (Tarjan's components). */
export function valueCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('reads which imports carry values', () => {
    expect(valueImports("import type { A } from './a.ts';")).toEqual([]);
    expect(valueImports("import { type A, type B } from './a.ts';")).toEqual([]);
    expect(valueImports("import { type A, b } from './a.ts';")).toEqual(['./a.ts']);
    expect(valueImports("import x, { type A } from './a.ts';")).toEqual(['./a.ts']);
    expect(valueImports("export { a, type B } from './a.ts';")).toEqual(['./a.ts']);
    expect(valueImports("export type { B } from './a.ts';")).toEqual([]);
    expect(valueImports("import {\n  a,\n  type B,\n} from './a.ts';")).toEqual(['./a.ts']);
    expect(valueImports("import './a.css';\nimport { z } from 'zod';")).toEqual(['./a.css']);
  });

  it('finds a cycle, and none in a chain', () => {
    const graph = (edges: [string, string][]) => {
      const g = new Map<string, string[]>();
      for (const [from, to] of edges) g.set(from, [...(g.get(from) ?? []), to]);
      return g;
    };
    expect(
      valueCycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      valueCycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
        ]),
      ),
    ).toEqual([]);
  });

  it('src has no module cycle with values both ways', () => {
    const graph = new Map<string, string[]>();
    for (const file of sources(ROOT)) {
      const code = readFileSync(file, 'utf8');
      const deps = valueImports(code).map((spec) => resolve(dirname(file), spec));
      graph.set(file, deps);
    }
    const cycles = valueCycles(graph).map((group) => group.map((f) => relative(ROOT, f)));
    expect(cycles).toEqual([]);
  });
});

/**
 * Writes the generated parts of docs/architecture.md from the code they describe: the server's
 * feature list in its order (src/server/app.ts, each entry's ServerFeature read where it is
 * written), every feature's guards, and the web call machine's transition tables with the
 * timers each state owns (src/web/features/chat/callMachine.ts, callTimers.ts, ringing.ts). Each part sits between `<!-- generated:<name> -->`
 * and `<!-- /generated:<name> -->`; the prose around them is written by hand.
 * `node scripts/architecture-doc.ts` (npm run docs:architecture) rewrites the file; a unit test
 * renders it in memory and fails when the committed one is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';
import { CALL_TRANSITIONS, CONTACT_CALL_ROWS } from '../src/web/features/chat/callMachine.ts';
import { CALL_TIMERS } from '../src/web/features/chat/callTimers.ts';
import { RING_TIMERS, RING_TRANSITIONS } from '../src/web/features/chat/ringing.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP = join(ROOT, 'src/server/app.ts');
export const DOC_PATH = join(ROOT, 'docs/architecture.md');

/** What a feature has, in ServerFeature's own words. */
const PARTS = ['routes', 'handlers', 'guards', 'onConnect', 'onDisconnect', 'start', 'stop'];

const source = (path: string) =>
  ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);

interface FeatureRow {
  name: string;
  file: string;
  parts: string[];
  guards: string[];
}

/** The guard makers called in a `guards` value, as written (`rateLimitGuard`). */
function guardNames(value: ts.Node | undefined): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
      if (/guard/i.test(node.expression.text)) names.push(node.expression.text);
    node.forEachChild(visit);
  };
  if (value) visit(value);
  return names;
}

function rowOf(object: ts.ObjectLiteralExpression, file: string): FeatureRow {
  const props = new Map<string, ts.Node>();
  for (const p of object.properties) {
    if (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
      props.set(p.name.text, p);
  }
  const name = props.get('name');
  const init =
    name && ts.isPropertyAssignment(name) && ts.isStringLiteralLike(name.initializer)
      ? name.initializer.text
      : '?';
  return {
    name: init,
    file,
    parts: PARTS.filter((part) => props.has(part)),
    guards: guardNames(props.get('guards')),
  };
}

/** The object literal a `xFeature(...)` function returns, read in the file it is imported from. */
function featureFunction(app: ts.SourceFile, fn: string): FeatureRow {
  let from: string | undefined;
  app.forEachChild((node) => {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) return;
    const named = node.importClause?.namedBindings;
    if (named && ts.isNamedImports(named) && named.elements.some((e) => e.name.text === fn))
      from = join(dirname(APP), node.moduleSpecifier.text);
  });
  if (!from) throw new Error(`app.ts: no import of ${fn}`);
  const sf = source(from);
  let found: ts.ObjectLiteralExpression | undefined;
  sf.forEachChild((node) => {
    if (!ts.isFunctionDeclaration(node) || node.name?.text !== fn) return;
    const visit = (n: ts.Node) => {
      if (ts.isReturnStatement(n) && n.expression && ts.isObjectLiteralExpression(n.expression))
        found ??= n.expression;
      n.forEachChild(visit);
    };
    visit(node);
  });
  if (!found) throw new Error(`${relative(ROOT, from)}: ${fn} returns no object literal`);
  return rowOf(found, relative(join(ROOT, 'src/server'), from));
}

/** The `features` list of app.ts, in order. */
export function serverFeatures(): FeatureRow[] {
  const app = source(APP);
  let list: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'features' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      list = node.initializer;
    node.forEachChild(visit);
  };
  visit(app);
  if (!list) throw new Error('app.ts: no `features` array');
  return list.elements.map((element) => {
    if (ts.isObjectLiteralExpression(element)) return rowOf(element, 'app.ts');
    if (ts.isCallExpression(element) && ts.isIdentifier(element.expression))
      return featureFunction(app, element.expression.text);
    throw new Error(`app.ts: a feature written as ${ts.SyntaxKind[element.kind]}`);
  });
}

function featuresTable(): string[] {
  const rows = serverFeatures();
  const out = ['| # | Feature | Written in (src/server/) | Has |', '| --- | --- | --- | --- |'];
  rows.forEach((row, i) =>
    out.push(`| ${i + 1} | ${row.name} | \`${row.file}\` | ${row.parts.join(', ')} |`),
  );
  return out;
}

function guardsList(): string[] {
  const guarded = serverFeatures().filter((row) => row.parts.includes('guards'));
  return guarded.map(
    (row) => `- **${row.name}**: ${row.guards.map((g) => `\`${g}\``).join(', ') || 'none'}`,
  );
}

/** A machine's table as the code has it: state → event → an arrow that names where it leads. */
type Rows = Partial<Record<string, Partial<Record<string, { to: string } | undefined>>>>;
type Timers = Partial<
  Record<string, readonly { name: string; ms: number; every?: number; then: string }[]>
>;

const seconds = (ms: number) => `${ms / 1000} s`;
const when = (t: { ms: number; every?: number }) =>
  t.every === undefined
    ? seconds(t.ms)
    : `${t.ms ? `${seconds(t.ms)}, then ` : 'at once, then '}every ${seconds(t.every)}`;

function machineTable(rows: Rows, timers?: Timers): string[] {
  const head = ['State', 'Event → next state', 'Taken, state unchanged'];
  if (timers) head.push('Timers it owns');
  const out = [`| ${head.join(' | ')} |`, `|${' --- |'.repeat(head.length)}`];
  for (const [state, row] of Object.entries(rows)) {
    const events = Object.entries(row ?? {}).flatMap(([e, edge]) => (edge ? [[e, edge.to]] : []));
    const moves = events.filter(([, next]) => next !== state).map(([e, n]) => `\`${e}\` → ${n}`);
    const stays = events.filter(([, next]) => next === state).map(([e]) => `\`${e}\``);
    const cells = [`\`${state}\``, moves.join(', '), stays.join(', ')];
    if (timers)
      cells.push(
        (timers[state] ?? []).map((t) => `\`${t.name}\` ${when(t)}: ${t.then}`).join('; '),
      );
    out.push(`| ${cells.join(' | ')} |`);
  }
  return out;
}

/** Each generated part, by its marker name. */
export function generatedParts(): Record<string, string[]> {
  return {
    features: featuresTable(),
    guards: guardsList(),
    'call-machine': machineTable(CALL_TRANSITIONS, CALL_TIMERS),
    'contact-call-rows': machineTable(CONTACT_CALL_ROWS),
    'ring-machine': machineTable(RING_TRANSITIONS, RING_TIMERS),
  };
}

/**
 * docs/architecture.md with every generated part rendered from today's code, formatted as
 * the repository's Prettier settings format it (the gate checks the docs too).
 */
export async function renderArchitecture(doc = readFileSync(DOC_PATH, 'utf8')): Promise<string> {
  let out = doc;
  for (const [name, lines] of Object.entries(generatedParts())) {
    const open = `<!-- generated:${name} -->`;
    const close = `<!-- /generated:${name} -->`;
    const start = out.indexOf(open);
    const end = out.indexOf(close);
    if (start < 0 || end < start) throw new Error(`docs/architecture.md: no ${open} … ${close}`);
    out = `${out.slice(0, start + open.length)}\n\n${lines.join('\n')}\n\n${out.slice(end)}`;
  }
  const options = await prettier.resolveConfig(DOC_PATH);
  return prettier.format(out, { ...options, filepath: DOC_PATH });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DOC_PATH, await renderArchitecture());
  console.log(`wrote ${relative(ROOT, DOC_PATH)}`);
}

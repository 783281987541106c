// Finds words a person would read that are written straight into the web app's code instead of
// going through the message catalogue: JSX text, text attributes (aria-label, title,
// placeholder, alt…) and the text fields of toasts and dialogs. `node scripts/raw-text.ts
// [paths…]` lists them; src/web/i18n/rawText.test.ts keeps the list empty.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Attributes and fields whose value a person reads or hears. */
const TEXT_NAME =
  /^(aria-(label|description|roledescription|valuetext|placeholder)|title|placeholder|alt|label|[a-z]+Label|description|heading|message|hint|caption|confirm|cancel)$/;
/** Names that are not words to translate: the product's name, units, symbols. */
const ALLOWED = new Set(['Match Up', 'Match Up. Game On', 'Match Up. Game On:', '404', 'VeeClips']);
const hasWords = (s: string) => /\p{L}{2,}/u.test(s) && !ALLOWED.has(s.trim());

export interface RawText {
  file: string;
  line: number;
  text: string;
}

function textOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  if (ts.isJsxExpression(node)) return textOf(node.expression);
  if (ts.isConditionalExpression(node)) return textOf(node.whenTrue) ?? textOf(node.whenFalse);
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression);
  // request?.title ?? 'Are you sure?'
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
      node.operatorToken.kind,
    )
  )
    return textOf(node.right);
  return undefined;
}

export function rawTextsIn(file: string, source = readFileSync(file, 'utf8')): RawText[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: RawText[] = [];
  const add = (node: ts.Node, text: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    // a comment `i18n-ignore: <why>` on the line before exempts a line (a code sample, a name)
    const before = source.split('\n')[line - 2] ?? '';
    if (!before.includes('i18n-ignore')) found.push({ file, line, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) add(node, node.text);
    else if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      // {busy ? 'Saving…' : 'Save'} as a child
      const text = textOf(node);
      if (text && hasWords(text)) add(node, text);
    } else if (ts.isJsxAttribute(node) && TEXT_NAME.test(node.name.getText(sf))) {
      const text = textOf(node.initializer);
      if (text && hasWords(text)) add(node, text);
    } else if (
      ts.isPropertyAssignment(node) &&
      TEXT_NAME.test(node.name.getText(sf).replace(/['"]/g, ''))
    ) {
      const text = textOf(node.initializer);
      if (text && hasWords(text)) add(node, text);
    } else if (ts.isCallExpression(node)) {
      // toast('…'), toast.error('…'), notify(kind, '…', '…')
      const callee = node.expression.getText(sf);
      const args = /^toast(\.\w+)?$/.test(callee)
        ? node.arguments.slice(0, 1)
        : callee === 'notify'
          ? node.arguments.slice(1)
          : [];
      for (const arg of args) {
        const text = textOf(arg);
        if (text && hasWords(text)) add(arg, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The web app's source files under the given paths (tests and fixtures left out). */
export function webSources(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'locales') walk(join(p, name));
    } else if (/\.tsx?$/.test(p) && !/\.test\.tsx?$|\.d\.ts$|testing\.ts$/.test(p)) out.push(p);
  };
  paths.forEach(walk);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = webSources(
    process.argv.slice(2).length ? process.argv.slice(2) : ['src/web'],
  ).flatMap((f) => rawTextsIn(f));
  for (const r of found) console.log(`${relative(process.cwd(), r.file)}:${r.line}  ${r.text}`);
  console.log(`${found.length} raw text(s)`);
  process.exitCode = found.length ? 1 : 0;
}

/**
 * Writes docs/protocol.md from the protocol's own sources: the zod schemas of every client
 * event, the types of every server event, the REST routes the server registers, and the code
 * tables (shared/protocol/codes). `node scripts/protocol-doc.ts` (npm run docs:protocol)
 * rewrites the file; a unit test renders it in memory and fails when the committed one is stale.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';
import { C2S, clientSchemas } from '../src/shared/protocol/client-events.ts';
import { CODE_TABLES } from '../src/shared/protocol/codes/index.ts';
import type { RouteInput } from '../src/server/http/inputs.ts';
import { ROUTE_INPUTS } from '../src/server/http/routeInputs.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PROTOCOL = join(ROOT, 'src/shared/protocol');
const SERVER = join(ROOT, 'src/server');
export const DOC_PATH = join(ROOT, 'docs/protocol.md');

const source = (path: string) =>
  ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const cell = (text: string) => oneLine(text).replace(/\|/g, '\\|');

function clientEvents(): string[] {
  const out = ['## Client to server events', ''];
  out.push(
    'Each payload is parsed with its zod schema before any handler runs (JSON Schema below, as',
    'the client sends it). Every event takes an optional acknowledgement callback, answered',
    '`{ "ok": true }` or a refusal `{ "ok": false, "error": <English text>, "code", "params"? }`;',
    'without a callback, a refusal arrives as the `error` event.',
    '',
  );
  for (const name of Object.values(C2S)) {
    const schema = clientSchemas[name] as z.ZodType;
    out.push(`### \`${name}\``, '');
    if (schema instanceof z.ZodUndefined) {
      out.push('No payload.', '');
      continue;
    }
    out.push('```json', jsonSchema(schema), '```', '');
  }
  return out;
}

/** Every interface and type alias of the protocol's files, by name, as written. */
function declarations(): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(PROTOCOL).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
  for (const file of files.sort()) {
    const sf = source(join(PROTOCOL, file));
    sf.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
        const text = node.getText(sf).replace(/^export /, '');
        found.set(node.name.text, text.replace(/\n\s*\/\*\*[\s\S]*?\*\/|\n\s*\/\/.*/g, ''));
      }
    });
  }
  return found;
}

function serverEvents(): string[] {
  const decls = declarations();
  const sf = source(join(PROTOCOL, 'server-events.ts'));
  const out = ['## Server to client events', ''];
  const used = new Set<string>();
  const rows: string[] = ['| Event | Payload |', '|---|---|'];
  sf.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'ServerToClientEvents') return;
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.type || !ts.isFunctionTypeNode(member.type))
        continue;
      const param = member.type.parameters[0];
      const type = param?.type ? oneLine(param.type.getText(sf)) : 'none';
      for (const id of type.match(/\b[A-Z]\w*/g) ?? []) used.add(id);
      rows.push(`| \`${member.name.getText(sf)}\` | \`${cell(type)}\` |`);
    }
  });
  out.push(...rows, '', '### Payload types', '');
  // the types the payloads name, and the types those name in turn
  const queue = [...used];
  const shown = new Set<string>();
  while (queue.length) {
    const name = queue.shift()!;
    const text = decls.get(name);
    if (!text || shown.has(name)) continue;
    shown.add(name);
    for (const id of text.match(/\b[A-Z]\w*/g) ?? []) if (!shown.has(id)) queue.push(id);
  }
  out.push('```ts');
  for (const name of [...shown].sort()) out.push(decls.get(name)!, '');
  out.push('```', '');
  return out;
}

/** The JSON Schema of one zod schema as a client sends it, on one line. */
function jsonSchema(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  delete (json as { $schema?: string }).$schema;
  return JSON.stringify(json);
}

function restRoutes(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'testing') walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.includes('.test.')) files.push(path);
    }
  };
  walk(SERVER);
  // every route written as `app.<method>('<path>'` must be declared with what it parses
  for (const file of files.sort()) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bapp\.(get|post|patch|put|delete)\(\s*'([^']+)'/g)) {
      const key = `${m[1]!.toUpperCase()} ${m[2]!}`;
      const declared = ROUTE_INPUTS[relative(ROOT, file)] as Record<string, RouteInput> | undefined;
      if (!declared?.[key])
        throw new Error(
          `${key} (${relative(ROOT, file)}) is not declared: add it to the module's INPUTS and to src/server/http/routeInputs.ts`,
        );
    }
  }
  const routes = Object.entries(ROUTE_INPUTS).flatMap(([file, inputs]) =>
    Object.entries(inputs as Record<string, RouteInput>).map(([key, input]) => {
      const [method, path] = key.split(' ') as [string, string];
      return { method, path, file, input };
    }),
  );
  routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const out = [
    '## REST routes',
    '',
    'Each route parses its path params, query and body with the zod schemas its module declares',
    '(`INPUTS`, shown below as JSON Schema, as the client sends them); a route with none reads no',
    'input. Every error answer is `{ "error": <English text>, "code", "params"? }`, some with extra',
    'fields (`cooldownEndsAt`, `secondsRemaining`, `retryAt`, `banExpiresAt`, `retryAfterSeconds`);',
    "a bad body or query is 400 `invalid_input`, a missing or bad token 401 (the account table's",
    '`auth_*` codes), the store briefly away 503 `unavailable`, a rate limit 429',
    '`too_many_requests`.',
    '',
    '| Route | Method | Input | Defined in |',
    '|---|---|---|---|',
    ...routes.map(({ method, path, file, input }) => {
      const parts = (['params', 'query', 'body'] as const).filter((k) => input[k]);
      return `| \`${path}\` | ${method} | ${parts.join(', ') || 'none'} | \`${file}\` |`;
    }),
    '',
  ];
  for (const { method, path, input } of routes) {
    const parts = (['params', 'query', 'body'] as const).filter((k) => input[k]);
    if (!parts.length) continue;
    out.push(`### ${method} \`${path}\``, '');
    for (const part of parts)
      out.push(`${part}:`, '', '```json', jsonSchema(input[part]!), '```', '');
  }
  return out;
}

/** Each table's entries as written: a text, or the function of the params that makes it. */
function codeTables(): string[] {
  const out = [
    '## Codes',
    '',
    'Every refusal, notice and error carries one of these codes (and `params` when the text has',
    'variables). The English is what the server sends beside the code; clients word the code',
    'themselves (src/web/i18n/codes.ts).',
    '',
  ];
  for (const [area, table] of Object.entries(CODE_TABLES)) {
    const sf = source(join(PROTOCOL, 'codes', `${area}.ts`));
    const written = new Map<string, string>();
    const visit = (node: ts.Node) => {
      if (
        ts.isPropertyAssignment(node) &&
        ts.isObjectLiteralExpression(node.parent) &&
        ts.isAsExpression(node.parent.parent)
      )
        written.set(node.name.getText(sf), node.initializer.getText(sf));
      node.forEachChild(visit);
    };
    sf.forEachChild(visit);
    out.push(`### ${area}`, '', '| Code | Params | English |', '|---|---|---|');
    for (const [code, entry] of Object.entries(table)) {
      if (typeof entry === 'string') {
        out.push(`| \`${code}\` | | ${cell(entry)} |`);
        continue;
      }
      const text = oneLine(written.get(code) ?? '');
      // a text per game (byGame in games.ts), else an arrow of the params
      const perGame = /^byGame\(\{(.*)\}\)$/.exec(text);
      const params = perGame ? '{ game: GameKind }' : (/^\(p: (.*?)\) =>/.exec(text)?.[1] ?? '');
      const body = perGame ? perGame[1]!.trim() : text.replace(/^\(p: .*?\) =>\s*/, '');
      out.push(`| \`${code}\` | \`${cell(params)}\` | \`${cell(body)}\` |`);
    }
    out.push('');
  }
  return out;
}

export function renderProtocol(): string {
  const text = [
    '# Protocol',
    '',
    '<!-- Generated by scripts/protocol-doc.ts (npm run docs:protocol): do not edit by hand. -->',
    '',
    'The wire contract between the web app and the server: socket events both ways, REST routes,',
    'and the codes every refusal, notice and error carries. See architecture.md for how to add an',
    'event or a code.',
    '',
    'Codes, not prose, for names too: someone without a name of their own (a guest) is named by',
    '`guestName: { a, b, n, c }` (`GuestName`, shared/protocol/guestName.ts): adjective and noun',
    "indices into the client's word lists, a number from 10 to 99 and an avatar colour index, from",
    'a random seed kept on the account. It comes beside `name` ("Guest", for older clients) in',
    '`partnerFound` (`partnerGuestName`), `contactAdded`, `contactCall`, `GET /api/contacts`,',
    "`GET /api/recent`, `GET /api/blocks` and the console's reports, bans and appeals.",
    '',
    'Held parts of a chat message: `receiveMessage` may carry `held: string[]`. Each held part',
    '(a link, a social handle or a phone number from someone in their first five calls, or from a',
    'likely bot) stands in `text` as one U+FFFC OBJECT REPLACEMENT CHARACTER (`HELD_MARK`,',
    'shared/protocol/held.ts), in order: the i-th mark stands for `held[i]`. The server removes that',
    'character from what people type, so every mark is a held part. A client shows a "Show" button',
    'at each mark and, when pressed, the part as plain text (never a live link); a client that',
    'ignores `held` shows the mark. The sender gets no copy: their app shows what they typed.',
    '',
    '`rateCall {matchId, up}`: a private thumbs up or down about the partner of a call that lasted',
    '30 s or more, once per person and match, answered `ok` or `not_your_match`, `too_short`,',
    '`already_rated` (bad input: `invalid_payload`). Never shown to the rated person; operators',
    "see the counts in the console's person detail (`ratings`). `GET /api/admin/bot-flags` lists the",
    'likely bots the bot rule found (the normalised message, how many partners got it).',
    '',
    ...clientEvents(),
    ...serverEvents(),
    ...restRoutes(),
    ...codeTables(),
  ].join('\n');
  return `${text.trimEnd()}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(DOC_PATH, renderProtocol());
  console.log(`wrote ${relative(ROOT, DOC_PATH)}`);
}

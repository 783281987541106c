/**
 * Operator CLI: `npm run admin -- <command>` (docs/operations.md, Moderation CLI). Talks to the
 * store named by DATABASE_URL, like the server. A running server applies a ban or unban made here
 * within its ban sweep (a few seconds), and at the latest on the user's next search or refresh.
 */
import { sql } from 'kysely';
import { REPORT_REASONS, type ReportReason } from '../../shared/protocol/report.ts';
import { loadConfig } from '../config.ts';
import { migrate, openStore, type Db } from '../store/db.ts';
import type { UserRow } from '../store/users.ts';
import { readEvidence } from './evidence.ts';
import { describeDuration, parseDuration } from './policy.ts';
import { OPERATOR_BAN_REASON_CODES } from '../../shared/protocol/console.ts';
import { grantOperator, revokeOperator } from '../console/operators.ts';
import { ModerationActions } from '../console/service.ts';

export const USAGE = `Usage: npm run admin -- <command>

  reports [--user <who>] [--limit <n>]    reports with reason and chat lines: "Appears under
                                          18" first, then newest first
                                          (--user: only reports against that user)
  ban <who> --duration <d> --reason <t>   ban for a duration: 30s, 15m, 24h, 7d, 1d12h
  unban <who>                             lift a user's active bans now
  show <who>                              a user: account, ban state, ban history, reports
  grant <who>                             make a member an operator (the console at /admin)
  revoke <who>                            take the operator role back
  operators                               list the members granted the role

<who> is a user id, a username or an e-mail address. DATABASE_URL names the store.
--reason is a code (${OPERATOR_BAN_REASON_CODES.join(', ')}) or words of your own;
--note <text> adds a note to the audit log. Every ban, unban, grant and revoke is audited.`;

type Out = (line: string) => void;

/** The audit log's actor for everything done here. */
const CLI = 'cli';

/** Control and bidi characters would let a report's text rewrite the operator's terminal. */
function safe(text: string): string {
  return JSON.stringify(text).replace(
    /[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const iso = (ms: number) => new Date(ms).toISOString();

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function resolveUser(db: Db, who: string): Promise<UserRow | undefined> {
  const byId = await db.selectFrom('users').selectAll().where('id', '=', who).executeTakeFirst();
  if (byId) return byId;
  const byName = await db
    .selectFrom('users')
    .selectAll()
    .where('username_lower', '=', who.toLowerCase())
    .executeTakeFirst();
  if (byName) return byName;
  const byEmail = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', who)
    .limit(2)
    .execute();
  return byEmail.length === 1 ? byEmail[0] : undefined;
}

function label(user: Pick<UserRow, 'id' | 'username' | 'display_name' | 'provider'>): string {
  const name = user.username ?? user.display_name;
  return `${user.id} (${name ? `${safe(name)}, ` : ''}${user.provider})`;
}

function reasonText(reason: string | null): string {
  if (reason === null) return '(none given)';
  return REPORT_REASONS[reason as ReportReason] ?? safe(reason);
}

/** What the reporter's device said its nudity shield saw (client-supplied, never measured). */
function evidenceText(stored: string | null): string {
  const evidence = readEvidence(stored);
  if (!evidence) return '';
  return `  (the reporter's device said its shield saw ${evidence.category} ${Math.round(evidence.score * 100)}%)`;
}

async function listReports(db: Db, args: string[], out: Out): Promise<number> {
  const limit = Number(option(args, 'limit') ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    out('--limit must be a whole number from 1 to 10000');
    return 2;
  }
  let query = db
    .selectFrom('reports as r')
    .innerJoin('users as target', 'target.id', 'r.reported_id')
    .innerJoin('users as by', 'by.id', 'r.reporter_id')
    .select([
      'r.id',
      'r.match_id',
      'r.messages',
      'r.created_at',
      'r.reason',
      'r.evidence',
      'r.reporter_device',
      'r.reporter_address',
      'r.reporter_member',
      'target.id as target_id',
      'target.username as target_username',
      'target.display_name as target_display_name',
      'target.provider as target_provider',
      'by.id as by_id',
      'by.username as by_username',
      'by.display_name as by_display_name',
      'by.provider as by_provider',
    ])
    // a possible minor is the one thing an operator must see first
    .orderBy(sql`case when r.reason = 'under18' then 0 else 1 end`)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit);
  const who = option(args, 'user');
  if (who) {
    const user = await resolveUser(db, who);
    if (!user) {
      out(`No user ${safe(who)}.`);
      return 1;
    }
    query = query.where('r.reported_id', '=', user.id);
  }
  const rows = await query.execute();
  if (!rows.length) out('No reports.');
  for (const r of rows) {
    const messages = JSON.parse(r.messages) as string[];
    const urgent = r.reason === 'under18' ? '  URGENT' : '';
    out(`${iso(r.created_at)}  report ${r.id}  match ${r.match_id}${urgent}`);
    out(`  reason:   ${reasonText(r.reason)}${evidenceText(r.evidence)}`);
    out(
      `  reported: ${label({ id: r.target_id, username: r.target_username, display_name: r.target_display_name, provider: r.target_provider })}`,
    );
    out(
      `  by:       ${label({ id: r.by_id, username: r.by_username, display_name: r.by_display_name, provider: r.by_provider })}`,
    );
    // what tells reporters apart (a brigade of guests shares a device or an address)
    out(
      `  from:     ${r.reporter_member === 1 ? 'member' : 'guest'}, device ${safe(r.reporter_device ?? 'unknown')}, address ${safe(r.reporter_address ?? 'not trusted')}`,
    );
    out(`  messages (${messages.length}):`);
    for (const m of messages) out(`    ${safe(m)}`);
  }
  return 0;
}

async function ban(db: Db, args: string[], out: Out, now: number): Promise<number> {
  const [who] = args;
  const duration = parseDuration(option(args, 'duration') ?? '');
  const reason = option(args, 'reason')?.trim();
  if (!who || !duration || !reason) {
    out(
      'ban needs <who> --duration <d> --reason <text>, e.g. ban alice --duration 24h --reason spam',
    );
    return 2;
  }
  const user = await resolveUser(db, who);
  if (!user) {
    out(`No user ${safe(who)}.`);
    return 1;
  }
  const expiresAt = now + duration;
  const actions = new ModerationActions({ db, now: () => now });
  await actions.ban(user.id, CLI, reason, duration, option(args, 'note'));
  out(`Banned ${label(user)} for ${describeDuration(duration)}, until ${iso(expiresAt)}.`);
  return 0;
}

async function unban(db: Db, args: string[], out: Out, now: number): Promise<number> {
  const user = args[0] ? await resolveUser(db, args[0]) : undefined;
  if (!user) {
    out(args[0] ? `No user ${safe(args[0])}.` : 'unban needs <who>');
    return args[0] ? 1 : 2;
  }
  const actions = new ModerationActions({ db, now: () => now });
  const outcome = await actions.unban(user.id, CLI, option(args, 'note'));
  out(outcome.ok ? `Unbanned ${label(user)}.` : `${label(user)} was not banned.`);
  return 0;
}

async function role(db: Db, args: string[], out: Out, now: number, give: boolean): Promise<number> {
  const user = args[0] ? await resolveUser(db, args[0]) : undefined;
  if (!user) {
    out(args[0] ? `No user ${safe(args[0])}.` : `${give ? 'grant' : 'revoke'} needs <who>`);
    return args[0] ? 1 : 2;
  }
  if (give) {
    if (!(await grantOperator(db, user, CLI, now))) {
      out(`${label(user)} is a guest: only a signed-in member can be an operator.`);
      return 1;
    }
    out(`${label(user)} is an operator now: the console is at /admin.`);
    return 0;
  }
  out(
    (await revokeOperator(db, user.id, CLI, now))
      ? `${label(user)} is no longer an operator.`
      : `${label(user)} was not granted the role (OPERATOR_EMAILS may still name them).`,
  );
  return 0;
}

async function operators(db: Db, out: Out): Promise<number> {
  const rows = await db
    .selectFrom('operators as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['u.id', 'u.username', 'u.display_name', 'u.provider', 'o.granted_at', 'o.granted_by'])
    .orderBy('o.granted_at')
    .execute();
  if (!rows.length) out('No operators granted (OPERATOR_EMAILS may name some).');
  for (const r of rows) out(`${label(r)}  since ${iso(r.granted_at)} by ${safe(r.granted_by)}`);
  return 0;
}

async function show(db: Db, args: string[], out: Out, now: number): Promise<number> {
  const user = args[0] ? await resolveUser(db, args[0]) : undefined;
  if (!user) {
    out(args[0] ? `No user ${safe(args[0])}.` : 'show needs <who>');
    return args[0] ? 1 : 2;
  }
  const [bans, received, made] = await Promise.all([
    db
      .selectFrom('bans')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('reports')
      .select(['reporter_id', 'created_at'])
      .where('reported_id', '=', user.id)
      .execute(),
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reporter_id', '=', user.id)
      .executeTakeFirst(),
  ]);
  const recent = received.filter((r) => r.created_at > now - 24 * 60 * 60_000);
  out(`User ${label(user)}`);
  out(
    `  guest: ${user.is_anonymous === 1 ? 'yes' : 'no'}   e-mail: ${user.email ? safe(user.email) : '-'}   device: ${user.device_id ?? '-'}`,
  );
  out(`  created: ${iso(user.created_at)}   last seen: ${iso(user.last_seen_at)}`);
  out(
    user.banned_until !== null && user.banned_until > now
      ? `  BANNED until ${iso(user.banned_until)} (${describeDuration(user.banned_until - now)} left): ${safe(user.ban_reason ?? '')}`
      : '  not banned',
  );
  out(
    `  reports against: ${received.length} (last 24 h: ${recent.length} from ${new Set(recent.map((r) => r.reporter_id)).size} people)   reports made: ${Number(made?.n ?? 0)}`,
  );
  out(`  bans (${bans.length}):`);
  for (const b of bans) {
    const state =
      b.lifted_at !== null
        ? `lifted ${iso(b.lifted_at)}`
        : b.expires_at > now
          ? 'ACTIVE'
          : 'served';
    out(
      `    ${iso(b.created_at)} -> ${iso(b.expires_at)}  ${b.source}  ${state}  ${safe(b.reason)}`,
    );
  }
  return 0;
}

/** Runs one CLI command against `db`; answers the exit code. */
export async function runAdmin(
  argv: string[],
  db: Db,
  out: Out,
  now = Date.now(),
): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'reports':
      return listReports(db, args, out);
    case 'ban':
      return ban(db, args, out, now);
    case 'unban':
      return unban(db, args, out, now);
    case 'show':
      return show(db, args, out, now);
    case 'grant':
    case 'revoke':
      return role(db, args, out, now, command === 'grant');
    case 'operators':
      return operators(db, out);
    case undefined:
    case 'help':
    case '--help':
      out(USAGE);
      return command ? 0 : 2;
    default:
      out(`Unknown command ${safe(command)}.\n\n${USAGE}`);
      return 2;
  }
}

/**
 * The CLI as a process runs it: opens the store named by DATABASE_URL in DATABASE_SCHEMA (the
 * server's schema; without it the CLI found no users and migrated a fresh copy into `public`).
 */
export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: Out,
  now = Date.now(),
): Promise<number> {
  const config = loadConfig(env);
  const schema = config.DATABASE_SCHEMA;
  const store = openStore(config.DATABASE_URL, { schema });
  try {
    await migrate(store, schema);
    return await runAdmin(argv, store.db, out, now);
  } finally {
    await store.close();
  }
}

if (import.meta.main) {
  try {
    process.exitCode = await runCli(process.argv.slice(2), process.env, (line) =>
      console.log(line),
    );
  } catch (err) {
    console.error(`admin: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}

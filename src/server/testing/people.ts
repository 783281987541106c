import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { award } from '../points/ledger.ts';
import { fileReport } from '../moderation/reports.ts';
import { recordBan, rememberDevice } from '../moderation/store.ts';
import type { Db, Engine } from '../store/db.ts';

/** The distinctive values of one person, so a search of the whole store can find any trace. */
export interface Person {
  id: string;
  email: string;
  displayName: string;
  username: string;
  subject: string;
  devices: string[];
  address: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** A member with a bit of everything: points, reports both ways, blocks both ways, a ban. */
export async function seedPerson(db: Db, now: number, tag = 'zed'): Promise<Person> {
  const person: Person = {
    id: randomUUID(),
    email: `${tag}.person@example.org`,
    displayName: `${tag.toUpperCase()} Q. Person`,
    username: `${tag}_player`,
    subject: `sub-${tag}-${randomUUID()}`,
    devices: [randomUUID(), randomUUID()],
    address: '203.0.113.77',
  };
  await db
    .insertInto('users')
    .values({
      id: person.id,
      provider: 'google',
      provider_subject: person.subject,
      is_anonymous: 0,
      display_name: person.displayName,
      email: person.email,
      username: person.username,
      username_lower: person.username,
      username_changed_at: now - 20 * DAY,
      country: 'Germany',
      country_code: 'DE',
      ui_locale: 'de',
      device_id: null,
      created_at: now - 60 * DAY,
      last_seen_at: now - DAY,
      banned_until: null,
      ban_reason: null,
    })
    .execute();
  const member = { id: person.id, is_anonymous: 0, banned_until: null, ban_reason: null };
  for (const device of person.devices) await rememberDevice(db, member, device, now - 2 * DAY);
  return person;
}

export async function seedMember(db: Db, now: number, name: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      provider: 'google',
      provider_subject: `sub-${id}`,
      is_anonymous: 0,
      display_name: name,
      email: `${name}@example.com`,
      username: name,
      username_lower: name,
      username_changed_at: null,
      country: 'France',
      country_code: 'FR',
      device_id: null,
      created_at: now - 30 * DAY,
      last_seen_at: now,
      banned_until: null,
      ban_reason: null,
    })
    .execute();
  return id;
}

/**
 * The person's life on the site: games against two others over two seasons, a report each
 * way, a block each way, an age answer, a kept match and a ban in force (their account and
 * browsers).
 */
export async function seedLife(db: Db, person: Person, others: string[], now: number) {
  const [a, b] = others as [string, string];
  let game = 0;
  for (const [opponent, at] of [
    [a, now - 40 * DAY],
    [b, now - 39 * DAY],
    [a, now - 3 * DAY],
    [b, now - 2 * DAY],
  ] as const) {
    const matchId = `m-${person.id.slice(0, 8)}-${game++}`;
    for (const [userId, rival, result] of [
      [person.id, opponent, game % 2 ? 'win' : 'loss'],
      [opponent, person.id, game % 2 ? 'loss' : 'win'],
    ] as const) {
      await award(db, {
        userId,
        opponentId: rival,
        delta: result === 'win' ? 20 : 0,
        reason: `trivia_${result}`,
        gameType: 'trivia',
        matchId,
        result,
        now: at,
      });
    }
  }
  await fileReport(db, {
    reporterId: person.id,
    reporterDevice: person.devices[0]!,
    reporterAddress: person.address,
    reportedId: a,
    matchId: 'm-report-1',
    messages: [`hi I am ${person.username}`, 'go away'],
    now: now - DAY,
    reason: 'harassment',
  });
  await fileReport(db, {
    reporterId: b,
    reporterDevice: randomUUID(),
    reporterAddress: '198.51.100.5',
    reportedId: person.id,
    matchId: 'm-report-2',
    messages: [`mail me at ${person.email}`],
    now: now - DAY,
    reason: 'spam',
    evidence: { category: 'Porn', score: 0.9 },
  });
  await db
    .insertInto('blocks')
    .values([
      {
        id: randomUUID(),
        blocker_id: person.id,
        blocker_device: person.devices[0]!,
        blocked_id: a,
        blocked_device: null,
        country: 'France',
        country_code: 'FR',
        created_at: now - DAY,
      },
      {
        id: randomUUID(),
        blocker_id: b,
        blocker_device: null,
        blocked_id: person.id,
        blocked_device: person.devices[1]!,
        country: 'Germany',
        country_code: 'DE',
        created_at: now - DAY,
      },
    ])
    .execute();
  await db
    .insertInto('age_checks')
    .values([
      {
        subject: `user:${person.id}`,
        birth_date: '1990-02-03',
        adult: 1,
        answered_at: now - 50 * DAY,
        retry_at: null,
      },
      {
        subject: `device:${person.devices[0]!}`,
        birth_date: '1990-02-03',
        adult: 1,
        answered_at: now - 50 * DAY,
        retry_at: null,
      },
    ])
    .execute();
  await db
    .insertInto('kept_matches')
    .values({ match_id: 'kept-1', body: JSON.stringify({ users: [person.id, a] }), kept_at: now })
    .execute();
  // an ended ban long ago, then one in force: both on the account and its browsers
  await recordBan(db, {
    userId: person.id,
    source: 'operator',
    reason: 'spam',
    expiresAt: now - 9 * DAY,
    now: now - 10 * DAY,
  });
  await recordBan(db, {
    userId: person.id,
    source: 'reports',
    reason: 'Reported by several people',
    expiresAt: now + 7 * DAY,
    now: now - DAY,
  });
  // the ban in force was appealed, a warning waits, and an operator's action names the person
  await db
    .insertInto('appeals')
    .values({
      id: randomUUID(),
      user_id: person.id,
      ban_expires_at: now + 7 * DAY,
      ban_reason: 'Reported by several people',
      text: `I am ${person.username} and it was not me`,
      created_at: now - DAY / 2,
      status: 'open',
      decided_by: null,
      decided_at: null,
      note: null,
    })
    .execute();
  await db
    .insertInto('warnings')
    .values({
      id: randomUUID(),
      user_id: person.id,
      report_id: null,
      reason: 'spam',
      created_by: a,
      created_at: now - DAY,
      acknowledged_at: null,
    })
    .execute();
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: now - DAY,
      actor: a,
      action: 'warn',
      target_user_id: person.id,
      report_id: null,
      appeal_id: null,
      reason: 'spam',
      note: null,
    })
    .execute();
  await db
    .insertInto('refresh_sessions')
    .values({
      id: randomUUID(),
      user_id: person.id,
      token_hash: 'h',
      previous_hash: null,
      rotated_at: now,
      created_at: now,
      expires_at: now + 30 * DAY,
      revoked_at: null,
    })
    .execute();
}

/** Every column of every table in the live schema, as `table.column`. */
export async function liveColumns(db: Db, engine: Engine): Promise<string[]> {
  if (engine === 'postgres') {
    const { rows } = await sql<{ t: string; c: string }>`
      select table_name as t, column_name as c from information_schema.columns
      where table_schema = current_schema()`.execute(db);
    return rows
      .map((r) => `${r.t}.${r.c}`)
      .filter((n) => !n.startsWith('kysely_'))
      .sort();
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
    and name not like 'kysely_%'`.execute(db);
  const columns: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ name: string }>`
      select name from pragma_table_xinfo(${name})`.execute(db);
    columns.push(...rows.map((r) => `${name}.${r.name}`));
  }
  return columns.sort();
}

/** The rows of `table` where `column` (as text) contains `value`. */
export async function rowsHolding(
  db: Db,
  column: string,
  value: string,
): Promise<Record<string, unknown>[]> {
  const [table, name] = column.split('.') as [string, string];
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)}
    where cast(${sql.ref(name)} as text) like ${`%${value}%`}`.execute(db);
  return rows;
}

/**
 * An open report written straight to the store: a test's given, not a filing (fileReport
 * applies the rules: one per match, the brigading links, the automatic ban).
 */
export async function insertOpenReport(
  db: Db,
  report: {
    reporterId: string;
    reportedId: string;
    reason: string;
    createdAt: number;
    messages?: string[];
    id?: string;
    matchId?: string;
  },
): Promise<string> {
  const id = report.id ?? randomUUID();
  await db
    .insertInto('reports')
    .values({
      id,
      reporter_id: report.reporterId,
      reported_id: report.reportedId,
      match_id: report.matchId ?? randomUUID(),
      messages: JSON.stringify(report.messages ?? []),
      created_at: report.createdAt,
      reason: report.reason,
      evidence: null,
      reporter_device: null,
      reporter_address: null,
      reporter_member: 0,
      handled_at: null,
      handled_by: null,
      handled_action: null,
    })
    .execute();
  return id;
}

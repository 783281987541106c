import { sql } from 'kysely';
import type {
  AppealListItem,
  AppealStatus,
  BanListItem,
  PersonDetail,
  ReportDetail,
  ReportListItem,
  ReportStatus,
} from '../../shared/protocol/console.ts';
import type { Db } from '../store/db.ts';
import { guestNameFor, type UserRow } from '../store/users.ts';
import { readEvidence } from '../moderation/evidence.ts';
import { banReasonOf } from './reasons.ts';
import { ratingsOf } from '../spam/ratings.ts';
import { holdOf } from '../age/holds.ts';

const iso = (ms: number | string | null) =>
  ms === null ? null : new Date(Number(ms)).toISOString();
const nameOf = (u: { username: string | null; display_name: string | null }) =>
  u.username ?? u.display_name ?? null;

/** A person's own name, and a nameless person's guest name for the console to word. */
const named = (u: {
  username: string | null;
  display_name: string | null;
  name_seed: number | null;
}) => ({
  name: nameOf(u),
  ...guestNameFor(u),
});

function reportBase() {
  return (db: Db) =>
    db
      .selectFrom('reports as r')
      .innerJoin('users as target', 'target.id', 'r.reported_id')
      .innerJoin('users as by', 'by.id', 'r.reporter_id')
      .select([
        'r.id',
        'r.reason',
        'r.evidence',
        'r.created_at',
        'r.handled_action',
        'r.handled_at',
        'r.handled_by',
        'r.messages',
        'r.age_estimate',
        'r.escalated_at',
        'target.id as target_id',
        'target.username as target_username',
        'target.display_name as target_display_name',
        'target.name_seed as target_name_seed',
        'by.id as by_id',
        'by.username as by_username',
        'by.display_name as by_display_name',
        'by.name_seed as by_name_seed',
      ]);
}

type ReportRow = Awaited<ReturnType<ReturnType<ReturnType<typeof reportBase>>['execute']>>[number];

function toItem(r: ReportRow): ReportListItem {
  return {
    id: r.id,
    reason: r.reason,
    shield: readEvidence(r.evidence),
    ageEstimate: r.age_estimate === null ? null : Number(r.age_estimate),
    createdAt: iso(r.created_at)!,
    status: (r.handled_action ?? 'open') as ReportStatus,
    escalatedAt: iso(r.escalated_at),
    reporter: {
      id: r.by_id,
      ...named({
        username: r.by_username,
        display_name: r.by_display_name,
        name_seed: r.by_name_seed,
      }),
    },
    reported: {
      id: r.target_id,
      ...named({
        username: r.target_username,
        display_name: r.target_display_name,
        name_seed: r.target_name_seed,
      }),
    },
  };
}

/**
 * The report queue: open reports first; among them the automatic "Appears under 18" (a
 * partner's device's age signal, with its estimate) on top, then the other "Appears under 18"
 * and the shield-flagged; then newest first.
 */
export async function listReports(
  db: Db,
  { status = 'open', limit = 100 }: { status?: 'open' | 'all'; limit?: number } = {},
): Promise<ReportListItem[]> {
  let query = reportBase()(db)
    .orderBy(sql`case when r.handled_at is null then 0 else 1 end`)
    .orderBy(sql`case when r.handled_at is null and r.age_estimate is not null then 0 else 1 end`)
    .orderBy(
      sql`case when r.handled_at is null and (r.reason = 'under18' or r.evidence is not null) then 0 else 1 end`,
    )
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit);
  if (status === 'open') query = query.where('r.handled_at', 'is', null);
  return (await query.execute()).map(toItem);
}

async function personDetail(db: Db, user: UserRow, now: number): Promise<PersonDetail> {
  const [devices, against, made, bans, blocksMade, blockedBy, held] = await Promise.all([
    db
      .selectFrom('user_devices')
      .select('device_id')
      .where('user_id', '=', user.id)
      .orderBy('last_seen_at', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('reports')
      .select(['id', 'reason', 'created_at', 'reporter_id'])
      .where('reported_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reporter_id', '=', user.id)
      .executeTakeFirst(),
    db
      .selectFrom('bans')
      .select(['reason', 'source', 'created_at', 'expires_at', 'lifted_at'])
      .where('user_id', '=', user.id)
      .where('source', '!=', 'device')
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('blocks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('blocker_id', '=', user.id)
      .executeTakeFirst(),
    db
      .selectFrom('blocks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('blocked_id', '=', user.id)
      .executeTakeFirst(),
    holdOf(db, user.id),
  ]);
  const banned = user.banned_until !== null && user.banned_until > now;
  const ratings = await ratingsOf(
    db,
    user.id,
    devices.map((d) => d.device_id),
  );
  return {
    person: {
      id: user.id,
      ...named(user),
      email: user.email,
      provider: user.provider,
      isGuest: user.is_anonymous === 1,
      createdAt: iso(user.created_at)!,
      lastSeenAt: iso(user.last_seen_at)!,
      device: user.device_id,
      bannedUntil: banned ? iso(user.banned_until) : null,
      banReason: banned ? banReasonOf(user.ban_reason).reason : null,
      ageHeldSince: held ? iso(held.createdAt) : null,
    },
    devices: devices.map((d) => d.device_id),
    reportsAgainst: against.map((r) => ({
      id: r.id,
      reason: r.reason,
      createdAt: iso(r.created_at)!,
      reporterId: r.reporter_id,
    })),
    reportsMade: Number(made?.n ?? 0),
    bans: bans.map((b) => ({
      reason: banReasonOf(b.reason).reason,
      reasonParams: banReasonOf(b.reason).reasonParams,
      source: b.source,
      createdAt: iso(b.created_at)!,
      expiresAt: iso(b.expires_at)!,
      liftedAt: iso(b.lifted_at),
    })),
    blocksMade: Number(blocksMade?.n ?? 0),
    blockedBy: Number(blockedBy?.n ?? 0),
    ratings,
  };
}

export async function reportDetail(db: Db, id: string, now: number): Promise<ReportDetail | null> {
  const row = await reportBase()(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const users = await db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [row.by_id, row.target_id])
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  const [reporterDetail, reportedDetail] = await Promise.all([
    personDetail(db, byId.get(row.by_id)!, now),
    personDetail(db, byId.get(row.target_id)!, now),
  ]);
  return {
    ...toItem(row),
    messages: JSON.parse(row.messages) as string[],
    handledBy: row.handled_by,
    handledAt: iso(row.handled_at),
    reporterDetail,
    reportedDetail,
  };
}

/** Bans in force, newest first; `q` matches a user id, a name or an e-mail. */
export async function listBans(db: Db, q: string, now: number): Promise<BanListItem[]> {
  let query = db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.display_name',
      'u.name_seed',
      'u.email',
      'u.ban_reason',
      'u.banned_until',
    ])
    .select((eb) =>
      eb
        .selectFrom('bans')
        .select('bans.source')
        .whereRef('bans.user_id', '=', 'u.id')
        .where('bans.lifted_at', 'is', null)
        .orderBy('bans.created_at', 'desc')
        .limit(1)
        .as('source'),
    )
    .select((eb) =>
      eb
        .selectFrom('bans')
        .select((b) => b.fn.max('bans.created_at').as('c'))
        .whereRef('bans.user_id', '=', 'u.id')
        .where('bans.lifted_at', 'is', null)
        .as('created_at'),
    )
    .where('u.banned_until', '>', now)
    .orderBy('u.banned_until', 'desc')
    .limit(200);
  const term = q.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('u.id', '=', q.trim()),
        eb(sql`lower(coalesce(u.username, ''))`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(u.display_name, ''))`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(u.email, ''))`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  return (await query.execute()).map((r) => ({
    userId: r.id,
    ...named(r),
    email: r.email,
    reason: banReasonOf(r.ban_reason).reason,
    reasonParams: banReasonOf(r.ban_reason).reasonParams,
    source: r.source ?? 'operator',
    createdAt: iso(r.created_at ?? r.banned_until)!,
    expiresAt: iso(r.banned_until)!,
  }));
}

export async function listAppeals(
  db: Db,
  status: AppealStatus | 'all' = 'open',
): Promise<AppealListItem[]> {
  let query = db
    .selectFrom('appeals as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('a')
    .select(['u.username', 'u.display_name', 'u.name_seed'])
    .orderBy('a.created_at', status === 'open' ? 'asc' : 'desc')
    .limit(200);
  if (status !== 'all') query = query.where('a.status', '=', status);
  return (await query.execute()).map((a) => ({
    id: a.id,
    status: a.status,
    text: a.text,
    createdAt: iso(a.created_at)!,
    note: a.note,
    decidedAt: iso(a.decided_at),
    userId: a.user_id,
    ...named(a),
    banReason: banReasonOf(a.ban_reason).reason,
    banExpiresAt: iso(a.ban_expires_at)!,
  }));
}

import { exportOf as exportContacts } from '../contacts/store.ts';
import type { Db } from '../store/db.ts';
import { APPEALS, type AppealsData, type ExportedAppeal } from './appeals.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * "Download my data": everything the store holds about one person, in their own words where
 * there are any. Other people appear only as what the person saw of them (a block's country),
 * never by their ids.
 */
export interface DataExport {
  exportedAt: string;
  account: {
    id: string;
    provider: string;
    guest: boolean;
    displayName: string | null;
    email: string | null;
    username: string | null;
    usernameChangedAt: string | null;
    country: string | null;
    countryCode: string | null;
    uiLocale: string | null;
    createdAt: string;
    lastSeenAt: string;
    bannedUntil: string | null;
    banReason: string | null;
    pointsAllTime: number;
    wins: number;
    losses: number;
    draws: number;
    streak: number;
  };
  devices: { deviceId: string; lastSeenAt: string }[];
  pointsTransactions: {
    id: string;
    delta: number;
    reason: string;
    gameType: string | null;
    matchId: string | null;
    seasonId: string;
    totalAfter: number;
    createdAt: string;
  }[];
  seasons: { seasonId: string; points: number; wins: number; losses: number }[];
  reportsMade: {
    id: string;
    matchId: string;
    reason: string | null;
    messages: string[];
    createdAt: string;
  }[];
  blocks: { country: string; countryCode: string; createdAt: string }[];
  bans: {
    id: string;
    source: string;
    reason: string;
    createdAt: string;
    expiresAt: string;
    liftedAt: string | null;
  }[];
  appeals: ExportedAppeal[];
  ageGate: { birthDate: string; adult: boolean; answeredAt: string } | null;
  /** mutual contacts (by the id the person knows each by), Recent, "Appear offline" */
  contacts: { id: string; since: string; lastMetAt: string; callsPausedUntil: string | null }[];
  recentlyMet: { matchId: string; countryCode: string; metAt: string }[];
  appearOffline: boolean;
}

const parseLines = (json: string): string[] => {
  try {
    const lines: unknown = JSON.parse(json);
    return Array.isArray(lines) ? lines.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
};

export async function exportUser(
  db: Db,
  userId: string,
  now: number,
  appeals: AppealsData = APPEALS,
): Promise<DataExport | undefined> {
  const u = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!u) return undefined;
  const [devices, transactions, seasons, reports, blocks, bans, age, appealRows] =
    await Promise.all([
      db
        .selectFrom('user_devices')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('last_seen_at')
        .execute(),
      db
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('season_points')
        .select(['season_id', 'points', 'wins', 'losses'])
        .where('user_id', '=', userId)
        .orderBy('season_id')
        .execute(),
      db
        .selectFrom('reports')
        .select(['id', 'match_id', 'reason', 'messages', 'created_at'])
        .where('reporter_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('blocks')
        .select(['country', 'country_code', 'created_at'])
        .where('blocker_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('bans')
        .selectAll()
        .where('user_id', '=', userId)
        .where('device_id', 'is', null)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('age_checks')
        .selectAll()
        .where('subject', '=', `user:${userId}`)
        .executeTakeFirst(),
      appeals.ofUser(db, userId),
    ]);
  const contacts = await exportContacts(db, userId);
  // a guest's own bans are the ones on their browser: the device rows are theirs
  const ownBans =
    u.is_anonymous === 1
      ? await db
          .selectFrom('bans')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute()
      : bans;
  return {
    exportedAt: new Date(now).toISOString(),
    account: {
      id: u.id,
      provider: u.provider,
      guest: u.is_anonymous === 1,
      displayName: u.display_name,
      email: u.email,
      username: u.username,
      usernameChangedAt: iso(u.username_changed_at),
      country: u.country,
      countryCode: u.country_code,
      uiLocale: u.ui_locale,
      createdAt: iso(u.created_at)!,
      lastSeenAt: iso(u.last_seen_at)!,
      bannedUntil: iso(u.banned_until),
      banReason: u.ban_reason,
      pointsAllTime: Number(u.points_all_time),
      wins: u.wins,
      losses: u.losses,
      draws: u.draws,
      streak: u.streak,
    },
    devices: devices.map((d) => ({ deviceId: d.device_id, lastSeenAt: iso(d.last_seen_at)! })),
    pointsTransactions: transactions.map((t) => ({
      id: t.id,
      delta: t.delta,
      reason: t.reason,
      gameType: t.game_type,
      matchId: t.match_id,
      seasonId: t.season_id,
      totalAfter: Number(t.total_after),
      createdAt: iso(t.created_at)!,
    })),
    seasons: seasons.map((s) => ({
      seasonId: s.season_id,
      points: Number(s.points),
      wins: s.wins,
      losses: s.losses,
    })),
    reportsMade: reports.map((r) => ({
      id: r.id,
      matchId: r.match_id,
      reason: r.reason,
      messages: parseLines(r.messages),
      createdAt: iso(r.created_at)!,
    })),
    blocks: blocks.map((b) => ({
      country: b.country,
      countryCode: b.country_code,
      createdAt: iso(b.created_at)!,
    })),
    bans: ownBans.map((b) => ({
      id: b.id,
      source: b.source,
      reason: b.reason,
      createdAt: iso(b.created_at)!,
      expiresAt: iso(b.expires_at)!,
      liftedAt: iso(b.lifted_at),
    })),
    appeals: appealRows,
    ageGate: age
      ? { birthDate: age.birth_date, adult: age.adult === 1, answeredAt: iso(age.answered_at)! }
      : null,
    ...contacts,
  };
}

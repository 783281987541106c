import type { Generated } from 'kysely';
import type { PointsTables } from '../points/schema.ts';
import type { ModerationTables } from '../moderation/schema.ts';
import type { BlockTables } from '../blocks/schema.ts';
import type { AgeTables } from '../age/schema.ts';
import type { MatchTables } from '../matchmaking/schema.ts';
import type { PrivacyTables } from '../privacy/schema.ts';
import type { ConsoleTables } from '../console/schema.ts';
import type { ContactTables } from '../contacts/schema.ts';
import type { SpamTables } from '../spam/schema.ts';
import type { StandingTables } from '../standing/schema.ts';

/** Times are epoch milliseconds; booleans are 0/1 integers, the same on SQLite and PostgreSQL. */
export interface UsersTable {
  id: string;
  provider: string;
  provider_subject: string | null;
  is_anonymous: number;
  display_name: string | null;
  email: string | null;
  username: string | null;
  username_lower: string | null;
  username_changed_at: number | null;
  country: string | null;
  country_code: string | null;
  device_id: string | null;
  created_at: number;
  last_seen_at: number;
  banned_until: number | null;
  ban_reason: string | null;
  /** the app language a member chose (a UI_LOCALES tag); null until they choose */
  ui_locale: string | null;
  /** random, drawn at creation: the guest name shown for this account (GuestName) */
  name_seed: number | null;
  points_all_time: Generated<number>;
  wins: Generated<number>;
  losses: Generated<number>;
  draws: Generated<number>;
  streak: Generated<number>;
}

export interface RefreshSessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  previous_hash: string | null;
  rotated_at: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface TransactionsTable {
  id: string;
  user_id: string;
  delta: number;
  reason: string;
  game_type: string | null;
  match_id: string | null;
  season_id: string;
  total_after: number;
  created_at: number;
}

export interface SeasonPointsTable {
  season_id: string;
  user_id: string;
  points: Generated<number>;
  wins: Generated<number>;
  losses: Generated<number>;
}

export interface CoreTables {
  users: UsersTable;
  refresh_sessions: RefreshSessionsTable;
  app_secrets: AppSecretsTable;
  transactions: TransactionsTable;
  season_points: SeasonPointsTable;
}

/**
 * All tables. A feature that adds tables declares them in its own interface beside its code
 * and adds it to this `extends` list (and its migration to migrations/index.ts).
 */
export interface Database
  extends
    CoreTables,
    PointsTables,
    ModerationTables,
    BlockTables,
    AgeTables,
    MatchTables,
    PrivacyTables,
    ConsoleTables,
    ContactTables,
    SpamTables,
    StandingTables {}

import type { Generated } from 'kysely';

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

export interface Database {
  users: UsersTable;
  refresh_sessions: RefreshSessionsTable;
  app_secrets: AppSecretsTable;
}

export type Serial = Generated<number>;

import type { Generated } from 'kysely';

/** Tables added by migration 0016_contacts (epoch-ms times). */

/** One side of a mutual contact: `owner_id` keeps `other_id`; `id` is what the owner calls it. */
export interface ContactsTable {
  id: string;
  owner_id: string;
  other_id: string;
  created_at: number;
  last_met_at: number;
  /** the owner's calls to the other that were declined in a row */
  declines: Generated<number>;
  /** the owner may not call the other before this (3 declines in a row) */
  paused_until: number | null;
}

/** Someone `user_id` met in a call (Recent): who, in which match, from where, when. */
export interface RecentMeetingsTable {
  id: string;
  user_id: string;
  other_id: string;
  match_id: string;
  country_code: string;
  met_at: number;
}

/** "Appear offline": contacts never see this person online (0/1). */
export interface PresenceSettingsTable {
  user_id: string;
  appear_offline: number;
}

export interface ContactTables {
  contacts: ContactsTable;
  recent_meetings: RecentMeetingsTable;
  presence_settings: PresenceSettingsTable;
}

import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_users_sessions.ts';
import * as m0002 from './0002_points.ts';
import * as m0004 from './0004_leaderboard.ts';
import * as m0005 from './0005_moderation.ts';
import * as m0006 from './0006_bans_notify.ts';
import * as m0007 from './0007_abuse_resistance.ts';
import * as m0010 from './0010_report_reasons.ts';
import * as m0011 from './0011_blocks.ts';
import * as m0012 from './0012_age_gate.ts';
import * as m0013 from './0013_kept_matches.ts';
import * as m0014 from './0014_console.ts';
import * as m0015 from './0015_people_data.ts';
import * as m0016 from './0016_contacts.ts';
import * as m0017 from './0017_ui_locale.ts';
import * as m0018 from './0018_deleted_recent.ts';
import * as m0019 from './0019_guest_names.ts';
import * as m0020 from './0020_spam_and_ratings.ts';
import * as m0021 from './0021_age_signals.ts';
import * as m0022 from './0022_standing_events.ts';
import * as m0023 from './0023_standing_events_at.ts';
import * as m0024 from './0024_report_escalation.ts';

/**
 * The one forward-only migration set, run at start on SQLite and PostgreSQL alike.
 * Add new files with the next number; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_users_sessions': m0001,
  '0002_points': m0002,
  '0004_leaderboard': m0004,
  '0005_moderation': m0005,
  '0006_bans_notify': m0006,
  '0007_abuse_resistance': m0007,
  '0010_report_reasons': m0010,
  '0011_blocks': m0011,
  '0012_age_gate': m0012,
  '0013_kept_matches': m0013,
  '0014_console': m0014,
  '0015_people_data': m0015,
  '0016_contacts': m0016,
  '0017_ui_locale': m0017,
  '0018_deleted_recent': m0018,
  '0019_guest_names': m0019,
  '0020_spam_and_ratings': m0020,
  '0021_age_signals': m0021,
  '0022_standing_events': m0022,
  '0023_standing_events_at': m0023,
  '0024_report_escalation': m0024,
};

/** Tables added by migration 0020_spam_and_ratings (epoch-ms times). */

/** How many calls (matches) a person has had: their links are held in the first five. */
export interface CallCountsTable {
  user_id: string;
  calls: number;
}

/** A likely bot the bot rule found: one item in the console's queue. */
export interface BotFlagsTable {
  id: string;
  user_id: string;
  /** the message as the rule compared it (normalised) */
  text: string;
  /** how many different partners got it within the window */
  partners: number;
  created_at: number;
  handled_at: number | null;
  handled_by: string | null;
}

/** One person's private thumbs up (1) or down (0) about the partner of one call. */
export interface CallRatingsTable {
  match_id: string;
  rater_id: string;
  rated_id: string;
  rated_device: string | null;
  up: number;
  created_at: number;
}

export interface SpamTables {
  call_counts: CallCountsTable;
  bot_flags: BotFlagsTable;
  call_ratings: CallRatingsTable;
}

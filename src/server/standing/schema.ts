/** The table added by migration 0022_standing_events (epoch-ms times). */

/**
 * What a call said about one person that no other table keeps: a partner left within 3 s of
 * the call starting (`quickLeave`), or a call of 60 s or more (`goodCall`). One row per match,
 * person and kind; read for the person's standing (standing/rule.ts), by account or device.
 */
export interface StandingEventsTable {
  match_id: string;
  user_id: string;
  device_id: string | null;
  kind: 'quickLeave' | 'goodCall';
  at: number;
}

export interface StandingTables {
  standing_events: StandingEventsTable;
}

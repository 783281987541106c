import type { EndReason, Match } from '../matchmaking/match.ts';
import type { ServerFeature } from '../feature.ts';
import type { MatchService } from '../matchmaking/service.ts';
import type { Db } from '../store/db.ts';
import type { StandingBook } from './book.ts';
import { STANDING_RULE } from './rule.ts';
import type { StandingEventsTable } from './schema.ts';
import { flushCallEvents, recordCallEvents } from './eventLog.ts';

/** Endings that were the leaver's choice: a partner pressing Next or Leave, not a dropped line. */
const CHOSEN: ReadonlySet<EndReason> = new Set(['next', 'left']);

/**
 * What an ended call says about its people. The server does not see the video start: it
 * knows when the match was made (partnerFound went out), and the video follows within about
 * a second on a working connection, so "within 3 s of the video starting" is read as within
 * `quickLeaveMs` (3 s) of the match being made, a little stricter than the rule it stands for.
 * Calls to a contact say nothing: both chose each other.
 */
export function callEvents(
  match: Match,
  by: string,
  reason: EndReason,
  now: number,
): StandingEventsTable[] {
  if (match.contact) return [];
  const lasted = now - match.startedAt;
  const side = (i: 0 | 1, kind: StandingEventsTable['kind']): StandingEventsTable => ({
    match_id: match.id,
    user_id: match.users[i],
    device_id: match.devices?.[i] ?? null,
    kind,
    at: now,
  });
  if (lasted >= STANDING_RULE.goodCallMs) return [side(0, 'goodCall'), side(1, 'goodCall')];
  const leaver = match.sockets.indexOf(by);
  if (leaver < 0 || !CHOSEN.has(reason) || lasted >= STANDING_RULE.quickLeaveMs) return [];
  return [side(leaver === 0 ? 1 : 0, 'quickLeave')];
}

/**
 * Standing's part of the server: it records each ended call's signals (on the match's owner
 * node, where `ended` fires) and tells this node's book about them.
 */
export function standingFeature(deps: {
  db: Db;
  matches: MatchService;
  /** none: standing is off (a bench's `standing` knob) */
  book: StandingBook | undefined;
  now: () => number;
  onError: (err: unknown) => void;
}): ServerFeature {
  const { db, matches, book, now, onError } = deps;
  const onEnded = (match: Match, by: string, reason: EndReason) => {
    if (!book) return;
    const rows = callEvents(match, by, reason, now());
    if (!rows.length) return;
    // this node's book counts them at once; the store has them within a second (eventLog.ts)
    recordCallEvents(db, rows, onError);
    for (const r of rows) book.noted(r.user_id, { kind: r.kind, at: r.at, matchId: r.match_id });
  };
  return {
    name: 'standing',
    start: () => void (book && matches.on('ended', onEnded)),
    // what waits is written before contacts end the store's writer thread (later in the list)
    stop: async () => {
      matches.off('ended', onEnded);
      await flushCallEvents(db).catch(onError);
    },
  };
}

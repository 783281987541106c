import { randomUUID } from 'node:crypto';
import type { GameKind } from '../../shared/games/registry.ts';
import type { MediaState, PartnerFound } from '../../shared/protocol/index.ts';
import type { Avoidance } from './avoidances.ts';
import type { Pair } from './queue.ts';
import type { Refusal } from '../../shared/protocol/index.ts';

/** The match record and the messages about it that travel between nodes (cluster bus). */

/** the kinds of game a match can run (shared/games/registry.ts) */
export type { GameKind };

/**
 * How long a matched user's dropped socket keeps its match. A network switch (Wi-Fi to 4G) or
 * a server restart reconnects within a few seconds (client backoff starts at 1 s, capped at
 * 5 s, jitter 0.5), so 15 s covers a reconnect plus two more tries; much longer would keep a
 * partner who really left staring at "Partner reconnecting…".
 */
export const RECONNECT_GRACE_MS = 15_000;

/**
 * How long past the drop a seat can be kept while the partner's peer connection reports that
 * media still flows (peerConnected): the call is plainly alive, only its server link is not,
 * but a seat is not kept for ever on the partner's word.
 */
export const MEDIA_KEEP_MAX_MS = 5 * 60_000;

export const CHAT_ENDED = { code: 'chat_ended' } as const satisfies Refusal;

/** nextPartner from a call with a contact: the call ended, and no search started. */
export const CONTACT_CALL_ENDED = { code: 'contact_call_ended' } as const satisfies Refusal;

/** A live pairing of two sockets. The server is the authority for who is whose partner. */
export interface Match {
  id: string;
  sockets: [string, string];
  users: [string, string];
  /** the node each socket is connected to */
  nodes: [string, string];
  /** each side's device cookie, when known (a block holds per device too) */
  devices?: [string | null, string | null];
  /** where each side calls from, as the other sees it */
  countries?: [{ country: string; countryCode: string }, { country: string; countryCode: string }];
  /** the node that made the match; its game rooms live there */
  owner: string;
  startedAt: number;
  /** the one game running in this match, if any (trivia and laugh lock each other out) */
  game: GameKind | null;
  /** per seat: while that socket is gone, the moment its grace period ends (else null) */
  away: [number | null, number | null];
  /** per seat while away: the latest its deadline can be moved to (MEDIA_KEEP_MAX_MS) */
  awayLimit?: [number | null, number | null];
  /** every node has heard of this match (it spanned nodes or a seat went away) */
  shared?: boolean;
  /** the game request waiting for an answer, if any, and the seat that asked (games/busy.ts) */
  request?: { game: GameKind; from: 0 | 1 };
  /**
   * the language the pair shares (Pair.sharedLanguage), null when none: games may pick a
   * question bank by it
   */
  sharedLanguage?: string | null;
  /** a slow-lane pair (the slow lane meets only itself): their links are held (spam/guard.ts) */
  slow?: true;
  /** per seat: microphone and camera, once a side said one is off (media.ts; on by default) */
  media?: [MediaState, MediaState];
  /**
   * a call with a contact (placed and answered on People), not a pairing of the queue: it ends
   * without a search for a stranger, whoever ends it (MatchService.next)
   */
  contact?: true;
}

export type EndReason = 'left' | 'next' | 'disconnected' | 'banned';

export interface MatchEvents {
  matched: [match: Match];
  /** `by` is the socket that ended it. Fired on the match's owner node. */
  ended: [match: Match, by: string, reason: EndReason];
  /** a seat's socket dropped; the match waits for it (owner node) */
  away: [match: Match, seat: 0 | 1];
  /** a seat came back on a new socket (owner node) */
  resumed: [match: Match, seat: 0 | 1];
  /** a seat's microphone or camera changed (owner node: mediaState runs there) */
  media: [match: Match, seat: 0 | 1, media: MediaState];
}

const left = { code: 'partner_left', params: { how: 'left' } } as const;
export const PARTNER_LEFT: Record<
  EndReason,
  { code: 'partner_left'; params: { how: 'left' | 'disconnected' } }
> = {
  left,
  next: left,
  disconnected: { code: 'partner_left', params: { how: 'disconnected' } },
  banned: left,
};

export interface MatchMade {
  match: Match;
  found: [PartnerFound, PartnerFound];
  interests: [string[], string[]];
}
/** A new match for a pair the queue made (`node` stands in for a side with none), announced. */
export function matchMade(pair: Pair, node: string, now: number): MatchMade {
  const { first, second } = pair;
  const match: Match = {
    id: randomUUID(),
    sockets: [first.socketId, second.socketId],
    users: [first.userId, second.userId],
    nodes: [first.node ?? node, second.node ?? node],
    devices: [first.deviceId ?? null, second.deviceId ?? null],
    countries: [first, second].map((e) => ({
      country: e.country ?? 'Unknown',
      countryCode: e.countryCode ?? 'UN',
    })) as NonNullable<Match['countries']>,
    // a participant's node hosts the game rooms, so a dead owner always ends the match too
    owner: first.node ?? node,
    startedAt: now,
    game: null,
    away: [null, null],
    sharedLanguage: pair.sharedLanguage,
    ...(first.slow ? { slow: true as const } : {}),
  };
  const found = (partner: typeof first, polite: boolean): PartnerFound => ({
    partnerId: partner.socketId,
    commonInterests: pair.commonInterests,
    country: partner.country ?? 'Unknown',
    countryCode: partner.countryCode ?? 'UN',
    polite,
    matchId: match.id,
    partnerIsGuest: partner.guest === true,
    ...(partner.guestName ? { partnerGuestName: partner.guestName } : {}),
    sharedLanguage: pair.sharedLanguage,
    ...(partner.slow ? { checkFirst: true as const } : {}),
  });
  return {
    match,
    found: [found(second, false), found(first, true)],
    interests: [first.interests, second.interests],
  };
}

/**
 * A call to a contact was answered: its match is a contact call (it ends without a search for
 * a stranger) and partnerFound names each side's contact.
 */
export function markContactCall(made: MatchMade, contactIds: [string, string]): void {
  [made.found[0].contactId, made.found[1].contactId] = contactIds;
  made.match.contact = true;
}

export interface MatchEnded {
  matchId: string;
  by: string;
  reason: EndReason;
}
export interface MatchAway {
  match: Match;
  seat: 0 | 1;
  deadline: number;
  /** the latest the deadline may be moved to while media still flows (else the deadline) */
  limit?: number;
}
/** The away seat's partner still gets its media: its grace period runs until `deadline`. */
export interface MatchKept {
  matchId: string;
  seat: 0 | 1;
  deadline: number;
}
export interface MatchResumed {
  matchId: string;
  seat: 0 | 1;
  /** the seat's socket before, so a late or repeated message changes nothing */
  old: string;
  socketId: string;
  node: string;
}

/**
 * A node died: the match ends if one of its seats was there (a seat already in its grace
 * period, its node drained, is the grace timer's to end); otherwise a game room that node
 * hosted died with it, and every node moves the match to its first seat's node the same way.
 */
export function afterNodeDied(match: Match, node: string): MatchEnded | null {
  const i = match.nodes.findIndex((n, seat) => n === node && match.away[seat] === null);
  if (i >= 0) return { matchId: match.id, by: match.sockets[i]!, reason: 'disconnected' };
  if (match.owner === node) {
    match.owner = match.nodes[0];
    match.game = null;
  }
  return null;
}

/** Endings by a person's choice: the one who chose never meets that partner again for a while. */
const SKIPS: ReadonlySet<EndReason> = new Set(['left', 'next']);

/** The skip a match's ending records (until `until`), when the ending was the socket's choice. */
export function skipOf(
  match: Match,
  socketId: string,
  reason: EndReason,
  until: number,
): Avoidance | undefined {
  if (!SKIPS.has(reason)) return undefined;
  const i = match.sockets.indexOf(socketId);
  return { by: match.users[i]!, other: match.users[1 - i]!, until };
}

import type { Match } from './match.ts';

interface LastPartner {
  socketId: string;
  userId: string;
  matchId: string;
  at: number;
}

/** The other side of a match someone is in or was in: who to report or block. */
export interface MatchSide {
  matchId: string;
  userId: string;
  socketId: string;
  deviceId: string | null;
  where: { country: string; countryCode: string };
}

/** A call someone was in: who sat across, when it began and when it ended (null: it runs). */
export type CallSpan = MatchSide & { startedAt: number; endedAt: number | null };

type EndedMatch = Pick<Match, 'id' | 'sockets' | 'users' | 'devices' | 'countries'> & {
  at: number;
  /** when the call began (rateCall reads how long it lasted) */
  startedAt?: number;
};

/** matches a person can still report or block someone from (a flash-and-leave, then Next…) */
export const RECENT_MATCHES_PER_USER = 5;

/** The side across from `userId` in `match`; undefined when `userId` was not in it. */
export function sideAcross(
  match: Pick<Match, 'id' | 'sockets' | 'users' | 'devices' | 'countries'>,
  userId: string,
): MatchSide | undefined {
  const mine = match.users.indexOf(userId);
  if (mine < 0) return undefined;
  const them = mine === 0 ? 1 : 0;
  return {
    matchId: match.id,
    userId: match.users[them],
    socketId: match.sockets[them],
    deviceId: match.devices?.[them] ?? null,
    where: match.countries?.[them] ?? { country: 'Unknown', countryCode: 'UN' },
  };
}

/**
 * Recent partners, for reports and blocks after a chat ended. Per socket, the last partner
 * (a report that names only the partner's socket id, as the spec's `reportUser` does); per
 * person, their last few matches (a report or block that names the match it was opened for,
 * so a dialog left open while the next partner arrives still lands on the one it was about).
 * Both maps are kept in the order the chats ended (re-inserted), so `prune` drops the
 * expired ones from the front.
 */
export class LastPartners {
  private readonly bySocket = new Map<string, LastPartner>();
  private readonly byUser = new Map<string, EndedMatch[]>();
  private readonly windowMs: number;
  constructor(windowMs: number) {
    this.windowMs = windowMs;
  }

  /** The match's chat ended at `at`: each socket remembers the other, each person the match. */
  ended(
    match: Pick<Match, 'id' | 'sockets' | 'users' | 'devices' | 'countries'> &
      Partial<Pick<Match, 'startedAt'>>,
    at: number,
  ) {
    const [s0, s1] = match.sockets;
    const [u0, u1] = match.users;
    this.bySocket.delete(s0);
    this.bySocket.delete(s1);
    this.bySocket.set(s0, { socketId: s1, userId: u1, matchId: match.id, at });
    this.bySocket.set(s1, { socketId: s0, userId: u0, matchId: match.id, at });
    const record: EndedMatch = {
      id: match.id,
      sockets: match.sockets,
      users: match.users,
      at,
      ...(match.startedAt !== undefined ? { startedAt: match.startedAt } : {}),
      ...(match.devices ? { devices: match.devices } : {}),
      ...(match.countries ? { countries: match.countries } : {}),
    };
    this.keep(u0, record);
    if (u1 !== u0) this.keep(u1, record);
  }

  /** `record` is the person's latest ended match; their list is changed in place (a match ends often). */
  private keep(user: string, record: EndedMatch): void {
    const kept = this.byUser.get(user) ?? [];
    const again = kept.findIndex((m) => m.id === record.id);
    if (again >= 0) kept.splice(again, 1);
    kept.push(record);
    if (kept.length > RECENT_MATCHES_PER_USER) kept.shift();
    this.byUser.delete(user);
    this.byUser.set(user, kept);
  }

  /** The partner `socketId` left within the window, if it is `partnerSocketId`. */
  find(socketId: string, partnerSocketId: string, now: number) {
    const last = this.bySocket.get(socketId);
    if (!last || last.socketId !== partnerSocketId || now - last.at >= this.windowMs) return;
    return { userId: last.userId, matchId: last.matchId };
  }

  /** Who sat across from `userId` in `matchId`, if that match ended within the window. */
  across(userId: string, matchId: string, now: number): MatchSide | undefined {
    const match = this.byUser.get(userId)?.find((m) => m.id === matchId);
    if (!match || now - match.at >= this.windowMs) return undefined;
    return sideAcross(match, userId);
  }

  /** `across`, with when that call started and ended: how long it lasted. */
  call(userId: string, matchId: string, now: number): CallSpan | undefined {
    const match = this.byUser.get(userId)?.find((m) => m.id === matchId);
    if (!match || now - match.at >= this.windowMs) return undefined;
    const side = sideAcross(match, userId);
    return side && { ...side, startedAt: match.startedAt ?? match.at, endedAt: match.at };
  }

  forget(socketId: string): void {
    this.bySocket.delete(socketId);
  }

  /** Drops last partners and matches older than the window, oldest first. */
  prune(now: number): void {
    for (const [id, last] of this.bySocket) {
      if (now - last.at < this.windowMs) break;
      this.bySocket.delete(id);
    }
    for (const [user, matches] of this.byUser) {
      if (now - matches.at(-1)!.at < this.windowMs) break;
      this.byUser.delete(user);
    }
  }
}

import type { Match } from './match.ts';

interface LastPartner {
  socketId: string;
  userId: string;
  matchId: string;
  at: number;
}

/**
 * Each socket's last partner, for reports just after a chat ended. Kept in the order the chats
 * ended (re-inserted), so `prune` drops the expired ones from the front; a socket that
 * disconnects loses its entry at once (a report comes from a live socket).
 */
export class LastPartners {
  private readonly bySocket = new Map<string, LastPartner>();
  private readonly windowMs: number;
  constructor(windowMs: number) {
    this.windowMs = windowMs;
  }

  /** The match's chat ended at `at`: each socket remembers the other. */
  ended(match: Pick<Match, 'id' | 'sockets' | 'users'>, at: number): void {
    const [s0, s1] = match.sockets;
    const [u0, u1] = match.users;
    this.bySocket.delete(s0);
    this.bySocket.delete(s1);
    this.bySocket.set(s0, { socketId: s1, userId: u1, matchId: match.id, at });
    this.bySocket.set(s1, { socketId: s0, userId: u0, matchId: match.id, at });
  }

  /** The partner `socketId` left within the window, if it is `partnerSocketId`. */
  find(socketId: string, partnerSocketId: string, now: number) {
    const last = this.bySocket.get(socketId);
    if (!last || last.socketId !== partnerSocketId || now - last.at >= this.windowMs) return;
    return { userId: last.userId, matchId: last.matchId };
  }

  forget(socketId: string): void {
    this.bySocket.delete(socketId);
  }

  /** Drops last partners older than the window, oldest first. */
  prune(now: number): void {
    for (const [id, last] of this.bySocket) {
      if (now - last.at < this.windowMs) break;
      this.bySocket.delete(id);
    }
  }
}

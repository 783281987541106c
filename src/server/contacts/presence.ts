import type { AppServer } from '../realtime/io.ts';
import type { AppSocket } from '../realtime/handle.ts';
import type { Db } from '../store/db.ts';
import { ExpiringMap } from '../lib/expiring.ts';
import { isBanned } from '../store/users.ts';
import { appearsOffline, keptBy } from './store.ts';

/** Every socket of a person joins their room, so any node can reach all of their tabs. */
export const userRoom = (userId: string) => `u:${userId}`;

/**
 * Who is online, for contacts only. A person is online while any of their sockets is connected
 * to any node (their room, through the adapter), unless they appear offline or are banned.
 * Presence news goes only to the people who keep them as a contact, each under the id they
 * know them by.
 */
/**
 * How long a node trusts what it read of a person's watchers and presence setting. Connecting
 * and disconnecting are hot paths that read nothing from the store for a known person; a change
 * made here forgets the entry at once, one made on another node shows within this time.
 */
const KNOWN_MS = 30_000;

interface Known {
  watchers: readonly { owner_id: string; id: string }[];
  appearOffline: boolean;
}

/**
 * What nearly everyone connected is: kept by nobody, not appearing offline. One shared value
 * rather than an object and an array per connected person (heap per idle socket).
 */
const NOBODY: Known = Object.freeze({ watchers: Object.freeze([]), appearOffline: false });

/** Whether a socket's person is banned there, by account or browser (moderation's shutOut). */
export type ShutOut = (data: Pick<AppSocket['data'], 'user' | 'deviceId'>) => Promise<boolean>;

export class Presence {
  private readonly db: Db;
  private readonly io: AppServer;
  private readonly now: () => number;
  private readonly shutOut: ShutOut;
  private readonly known = new ExpiringMap<string, Known>(50_000);

  constructor(db: Db, io: AppServer, now: () => number, shutOut?: ShutOut) {
    this.db = db;
    this.io = io;
    this.now = now;
    this.shutOut = shutOut ?? (async () => false);
  }

  /**
   * The live sockets of these people, wherever they are connected, but those banned where they
   * are (a member signed in on a banned browser is not there for their contacts).
   */
  async socketsOf(userIds: string[]) {
    if (!userIds.length) return [];
    const sockets = await this.io.in(userIds.map(userRoom)).fetchSockets();
    const out = await Promise.all(
      sockets.map(async (s) => ((await this.shutOut(s.data as AppSocket['data'])) ? null : s)),
    );
    return out.filter((s) => s !== null);
  }

  /** Of `userIds`, those with a socket connected somewhere. */
  async connected(userIds: string[]): Promise<Set<string>> {
    const sockets = await this.socketsOf(userIds);
    return new Set(sockets.map((s) => (s.data as AppSocket['data']).user.id));
  }

  /** Who keeps `userId` as a contact, and whether they appear offline (cached, see KNOWN_MS). */
  private async knownOf(userId: string): Promise<Known> {
    const now = this.now();
    const cached = this.known.get(userId, now);
    if (cached) return cached;
    const [watchers, appearOffline] = await Promise.all([
      keptBy(this.db, userId),
      appearsOffline(this.db, userId),
    ]);
    const known = watchers.length || appearOffline ? { watchers, appearOffline } : NOBODY;
    this.known.set(userId, known, now + KNOWN_MS, now);
    return known;
  }

  /** A person's contacts or presence setting changed here: read them afresh next time. */
  forget(...userIds: string[]): void {
    for (const id of userIds) this.known.delete(id);
  }

  /** Tells everyone who keeps `userId` whether they can see them online now. */
  async announce(userId: string, online: boolean): Promise<void> {
    const { watchers } = await this.knownOf(userId);
    for (const { owner_id, id } of watchers)
      this.io.to(userRoom(owner_id)).emit('contactPresence', { id, online });
  }

  /** Whether contacts may see this person online at all (not appearing offline, not banned). */
  async visible(userId: string, bannedUntil: number | null): Promise<boolean> {
    if (isBanned({ banned_until: bannedUntil }, this.now())) return false;
    return !(await this.knownOf(userId)).appearOffline;
  }

  /**
   * A socket connected: its person came online when it is their first. Someone nobody keeps
   * as a contact costs no more than joining their room (no cross-node socket count).
   */
  async arrived(socket: AppSocket): Promise<void> {
    const { user } = socket.data;
    await socket.join(userRoom(user.id));
    if (!(await this.knownOf(user.id)).watchers.length) return;
    const theirs = await this.socketsOf([user.id]);
    // the first socket their contacts may see (a banned browser's is none)
    if (theirs.length !== 1 || theirs[0]!.id !== socket.id) return;
    if (await this.visible(user.id, user.banned_until)) await this.announce(user.id, true);
  }

  /** A socket went away: its person went offline when it was their last. */
  async left(socket: AppSocket): Promise<void> {
    const { user } = socket.data;
    if (!(await this.knownOf(user.id)).watchers.length) return;
    const theirs = await this.socketsOf([user.id]);
    if (theirs.some((s) => s.id !== socket.id)) return;
    if (await this.visible(user.id, user.banned_until)) await this.announce(user.id, false);
  }
}

import type { Db } from '../store/db.ts';
import type { SocketUser } from '../store/users.ts';
import { activeBans, bansGeneration, type ActiveBan } from './store.ts';

export interface BanCacheOptions {
  db: Db;
  /** the store's count of other connections' commits, read at the call (Store.bansVersion) */
  externalVersion: () => number | undefined;
}

/**
 * The store's version as one entry read it, at its start (admission/admission.ts): the ban and
 * age-hold gates of that entry judge it against the store as of that moment, one read of
 * SQLite's data_version for both (each read is one statement: 10–20 µs a search).
 */
export interface StoreVersionSeen {
  version: number | undefined;
  /**
   * without a version (PostgreSQL): whether an age hold was in force, read by the ban gate in
   * its read of the person, for the age review's gate after it (age/review.ts)
   */
  held?: boolean;
}

export interface BanMaps {
  byUser: Map<string, ActiveBan>;
  byDevice: Map<string, ActiveBan>;
}

/**
 * The bans in force, held in memory so that the search guard, which runs on every findPartner,
 * needs no store round trip for the people who are not banned (all but a handful). It is only
 * trusted while nothing can have changed since it was read: a ban written through this process
 * moves `bansGeneration`, one committed by anyone else moves the store's `bansVersion`, read at
 * the moment of the check (never a pushed copy, which lags the commit). When that cannot be
 * known (PostgreSQL), or the cache finds a ban, the caller reads the person's row.
 */
export class BanCache {
  private readonly db: Db;
  private readonly externalVersion: () => number | undefined;
  private maps: BanMaps = { byUser: new Map(), byDevice: new Map() };
  private readAt: { local: number; external: number } | null = null;
  private loading: Promise<BanMaps> | null = null;

  constructor(options: BanCacheOptions) {
    this.db = options.db;
    this.externalVersion = options.externalVersion;
  }

  /**
   * False only when the cache is current and holds no ban for this user nor for the browser in
   * use (for a guest, nor the one it was made on): then the user is free to match without
   * asking the store.
   */
  async mayBeBanned(
    user: SocketUser,
    deviceId: string | null,
    now: number,
    seen?: StoreVersionSeen,
  ): Promise<boolean> {
    // without a version known now (PostgreSQL) the caller's one row read is cheaper than a load
    const external = seen ? seen.version : this.externalVersion();
    if (external === undefined) return true;
    // two tries: a write can land while the first read is on its way (the version, read once
    // here, is one SQLite statement: a search's largest cost of ours after the socket writes)
    let current = this.current(external);
    for (let i = 0; i < 2 && !current; i++) {
      await this.load(now);
      current = this.current();
    }
    if (!current) return true;
    const { byUser, byDevice } = this.maps;
    const holds = (ban: ActiveBan | undefined) => ban !== undefined && ban.expiresAt > now;
    if (holds(byUser.get(user.id))) return true;
    // the browser in use holds anyone signed in there; a guest, the browser it was made on too
    const devices = user.is_anonymous === 1 ? [deviceId, user.device_id] : [deviceId];
    return devices.some((d) => d && holds(byDevice.get(d)));
  }

  /** Reads the bans in force from the store (one query, shared by concurrent callers). */
  load(now: number): Promise<BanMaps> {
    this.loading ??= this.read(now).finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private current(external = this.externalVersion()): boolean {
    return (
      this.readAt !== null &&
      external !== undefined &&
      this.readAt.external === external &&
      this.readAt.local === bansGeneration(this.db)
    );
  }

  private async read(now: number): Promise<BanMaps> {
    // versions first: a write during the query moves them, and the next check reads again
    const local = bansGeneration(this.db);
    const external = this.externalVersion();
    const rows = await activeBans(this.db, now);
    const maps: BanMaps = { byUser: new Map(), byDevice: new Map() };
    const keep = (map: Map<string, ActiveBan>, key: string, ban: ActiveBan) => {
      if ((map.get(key)?.expiresAt ?? 0) < ban.expiresAt) map.set(key, ban);
    };
    for (const r of rows) {
      const ban = { expiresAt: r.expires_at, reason: r.reason };
      keep(maps.byUser, r.user_id, ban);
      if (r.device_id) keep(maps.byDevice, r.device_id, ban);
    }
    this.maps = maps;
    this.readAt = external === undefined ? null : { local, external };
    return maps;
  }
}

import type { Refusal } from '../../shared/protocol/index.ts';
import { ageGateStatus, ageSubjectOf } from '../age/gate.ts';
import type { StoreVersionSeen } from '../moderation/banCache.ts';
import type { AppSocket } from '../realtime/handle.ts';
import type { Db } from '../store/db.ts';
import { blockedBetween, type Person } from './blocksBetween.ts';

/**
 * Every way into the queue or into a call: a search (the Search button, auto-search after a
 * partner left), a Next, taking a seat back after reconnecting, and a call placed to one
 * person (a contact) rather than through the queue.
 */
export type Entry = 'search' | 'next' | 'resume' | 'call';

export interface AdmissionDeps {
  db: Db;
  /** the ban gate (moderation/service.ts): refuses a banned person and takes them out */
  banGate: (socket: AppSocket, seen?: StoreVersionSeen) => Promise<Refusal | undefined>;
  /** the age review (age/review.ts): refuses a held person and takes them out */
  holdGate?: (socket: AppSocket, seen?: StoreVersionSeen) => Promise<Refusal | undefined>;
  /**
   * the store's count of other connections' commits (Store.bansVersion), read once at the
   * start of an entry for both gates; none: each gate reads it
   */
  storeVersion?: () => number | undefined;
  /** feeds the queue every block on either side of the person before they queue */
  primeBlocks: (socket: AppSocket) => Promise<void> | undefined;
}

/** The person a socket speaks for: its account, and its browser (cookie, else the account's). */
export const personOf = (socket: AppSocket): Person => ({
  userId: socket.data.user.id,
  deviceId: socket.data.deviceId ?? socket.data.user.device_id,
});

/**
 * The one admission of the server: every entry path calls it before the person reaches the
 * queue or a partner, and it runs the same gates in the same order for all of them: the ban
 * (a banned person is also taken out of their match and the queue), the age review (a person
 * partners' devices named as under 18, until an operator clears them), the 18+ gate (never
 * answered, or answered under 18), then blocks: a queued entry has the queue learn the
 * person's blocks (it keeps them apart from everyone they blocked or who blocked them); an
 * entry with a known partner is refused when either blocked the other.
 * Returns the refusal (a code of the call table), or nothing when admitted.
 */
export function createAdmission(deps: AdmissionDeps) {
  return async function admit(
    socket: AppSocket,
    entry: Entry,
    partner?: Person,
  ): Promise<Refusal | undefined> {
    // both gates judge the entry against the store as of now, with one read of its version
    const seen = deps.storeVersion ? { version: deps.storeVersion() } : undefined;
    const banned = await deps.banGate(socket, seen);
    if (banned) return banned;
    const held = await deps.holdGate?.(socket, seen);
    if (held) return held;
    // an adult stays one, so a socket's later entries skip the check (its digest and cache
    // lookup were ~6% of a search's CPU)
    if (socket.data.adult !== true) {
      const age = await ageGateStatus(
        deps.db,
        ageSubjectOf(socket.data.user, socket.data.deviceId),
      );
      if (age.status === 'refused') return { code: 'age_refused' };
      if (age.status === 'unknown') return { code: 'age_required' };
      socket.data.adult = true;
    }
    if (partner) {
      if (await blockedBetween(deps.db, personOf(socket), partner)) return { code: 'blocked' };
    } else if (entry === 'search' || entry === 'next') {
      await deps.primeBlocks(socket);
    }
    return undefined;
  };
}

export type Admit = ReturnType<typeof createAdmission>;

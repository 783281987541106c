import { guestNameOf, textOf } from '../../shared/protocol/index.ts';
import type { AppSocket } from '../realtime/handle.ts';
import type { QueueEntry } from './queue.ts';

/** A socket searching on this node. */
export interface Searcher {
  interests: string[];
  /** when the search began: a search queued again after a Redis restart keeps its place */
  joinedAt?: number;
}

/** What the queue holds of a socket's search. */
export function entryOf(
  socket: AppSocket,
  interests: string[],
  joinedAt: number,
  node: string,
): QueueEntry {
  return {
    socketId: socket.id,
    userId: socket.data.user.id,
    ...(socket.data.deviceId ? { deviceId: socket.data.deviceId } : {}),
    interests,
    joinedAt,
    node,
    country: socket.data.country.country,
    countryCode: socket.data.country.countryCode,
    guest: socket.data.user.is_anonymous === 1,
    ...(socket.data.user.is_anonymous === 1 && socket.data.nameSeed !== null
      ? { guestName: guestNameOf(socket.data.nameSeed) }
      : {}),
    ...(socket.data.affinity?.languages.length
      ? { languages: socket.data.affinity.languages }
      : {}),
    ...(socket.data.affinity?.prefersCountry
      ? { prefersCountry: socket.data.affinity.prefersCountry }
      : {}),
  };
}

/**
 * The same account searching in a second tab (on this node) while its first tab searches or
 * is in a chat is told so: two tabs of one person compete for matches and confuse them.
 */
export class OtherTabs {
  /** each user's socket that searched last on this node */
  private readonly lastSearchBy = new Map<string, string>();

  /** `busy`: the socket searches or is in a chat and is still connected here. */
  note(socket: AppSocket, busy: (socketId: string) => boolean): void {
    const user = socket.data.user.id;
    const prev = this.lastSearchBy.get(user);
    if (prev && prev !== socket.id && busy(prev))
      socket.emit('notice', {
        code: 'openInAnotherTab',
        message: textOf({ code: 'openInAnotherTab' }),
      });
    this.lastSearchBy.set(user, socket.id);
  }

  forget(socketId: string, userId?: string): void {
    if (userId && this.lastSearchBy.get(userId) === socketId) this.lastSearchBy.delete(userId);
  }
}

import type { Refusal } from '../../shared/protocol/index.ts';
import type { Admit } from '../admission/admission.ts';
import type { Match, MatchService } from '../matchmaking/service.ts';
import type { AppSocket } from '../realtime/handle.ts';
import type { AppServer } from '../realtime/io.ts';
import type { Db } from '../store/db.ts';
import { ContactCalls } from './calls.ts';
import { Presence, type ShutOut } from './presence.ts';
import { recordMeeting } from './meetings.ts';
import { guestNameFor } from '../store/users.ts';
import { addMutual, nameOf, removeEverywhere, removePair } from './store.ts';

export interface ContactsDeps {
  db: Db;
  io: AppServer;
  matches: MatchService;
  admit: Admit;
  now: () => number;
  /** whether a socket's person is banned where it runs (moderation); none: nobody is */
  shutOut?: ShutOut;
  /** how long a contact call rings (CONTACT_RING_MS; the browser tests ring briefly) */
  ringMs?: number;
  onError?: (err: unknown) => void;
  /** false in a bench pricing Recent alone (benchKnobs.ts): matches write no Recent rows */
  recordMeetings?: boolean;
}

/**
 * Contacts: "Keep in touch" wishes of a match (kept on its owner node, where keepInTouch
 * runs, and forgotten when it ends), Recent (each match recorded on its owner node), presence
 * and calls. A one-sided wish is never sent anywhere: only both wishes together make news.
 */
export class Contacts {
  readonly presence: Presence;
  readonly calls: ContactCalls;
  private readonly deps: ContactsDeps;
  readonly db: Db;
  readonly now: () => number;
  /** per match: whether each seat wants to keep in touch */
  private readonly wishes = new Map<string, [boolean, boolean]>();

  constructor(deps: ContactsDeps) {
    this.deps = deps;
    this.db = deps.db;
    this.now = deps.now;
    this.presence = new Presence(deps.db, deps.io, deps.now, deps.shutOut);
    this.calls = new ContactCalls({ ...deps, bus: deps.matches.bus, presence: this.presence });
    const fail = (err: unknown) => deps.onError?.(err);
    if (deps.recordMeetings !== false) deps.matches.on('matched', (match) => this.met(match, fail));
    deps.matches.on('ended', (match) => void this.wishes.delete(match.id));
  }

  private met(match: Match, fail: (err: unknown) => void): void {
    const codes = match.countries ?? [{ countryCode: 'UN' }, { countryCode: 'UN' }];
    recordMeeting(
      this.deps.db,
      match.id,
      [
        { userId: match.users[0], countryCode: codes[0].countryCode },
        { userId: match.users[1], countryCode: codes[1].countryCode },
      ],
      this.deps.now(),
      fail,
    );
  }

  /** keepInTouch: runs on the match's owner node (a forwarded stand-in for remote sockets). */
  async keepInTouch(socket: AppSocket, want: boolean): Promise<Refusal | void> {
    const match = this.deps.matches.matchOf(socket.id);
    if (!match) return { code: 'not_in_call' };
    const seat = match.sockets.indexOf(socket.id) as 0 | 1;
    const wishes = this.wishes.get(match.id) ?? [false, false];
    const before = wishes[0] && wishes[1];
    wishes[seat] = want;
    this.wishes.set(match.id, wishes);
    if (before || !wishes[0] || !wishes[1] || match.users[0] === match.users[1]) return;
    const { db, io, now } = this.deps;
    const { aSees, bSees } = await addMutual(db, match.users[0], match.users[1], now());
    this.presence.forget(...match.users);
    const people = await db
      .selectFrom('users')
      .select(['id', 'username', 'display_name', 'name_seed'])
      .where('id', 'in', match.users)
      .execute();
    const person = (i: 0 | 1) => people.find((p) => p.id === match.users[i]) ?? EMPTY;
    const code = (i: 0 | 1) => match.countries?.[i].countryCode ?? 'UN';
    const named = (i: 0 | 1) => ({ name: nameOf(person(i)), ...guestNameFor(person(i)) });
    io.to(match.sockets[0]).emit('contactAdded', {
      contact: { id: aSees, ...named(1), countryCode: code(1) },
    });
    io.to(match.sockets[1]).emit('contactAdded', {
      contact: { id: bSees, ...named(0), countryCode: code(0) },
    });
  }

  /** A block (or a removal) between two people: both sides lose the contact, calls stop. */
  async separate(a: string, b: string): Promise<void> {
    await removePair(this.deps.db, a, b);
    this.presence.forget(a, b);
    this.calls.drop(a, b);
  }

  /** An under-18 answer at the gate: the person leaves everyone's contacts at once. */
  async underage(userId: string): Promise<void> {
    const watchers = await removeEverywhere(this.deps.db, userId);
    this.presence.forget(userId, ...watchers);
    this.calls.drop(userId);
  }
}

const EMPTY = { username: null, display_name: null, name_seed: null };

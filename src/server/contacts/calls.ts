import { randomUUID } from 'node:crypto';
import {
  CONTACTS,
  type ContactCallEndCode,
  type ContactPerson,
  type Refusal,
} from '../../shared/protocol/index.ts';
import type { Admit } from '../admission/admission.ts';
import type { ClusterBus } from '../cluster/bus.ts';
import type { QueueEntry } from '../matchmaking/queue.ts';
import { entryOf } from '../matchmaking/searchers.ts';
import { sharedLanguage } from '../../shared/rules/languages.ts';
import type { MatchService } from '../matchmaking/service.ts';
import type { Accepted, AppSocket } from '../realtime/handle.ts';
import type { AppServer } from '../realtime/io.ts';
import type { Db } from '../store/db.ts';
import { guestNameFor } from '../store/users.ts';
import { userRoom, type Presence } from './presence.ts';
import { answered, contactOf, declined, nameOf, rowFor } from './store.ts';

/** A ringing call, known to every node (the bus); its caller's node owns its timer. */
interface Ring {
  callId: string;
  owner: string;
  caller: QueueEntry;
  calleeId: string;
  /** the id the caller knows the callee by, and the callee the caller */
  callerSees: string;
  calleeSees: string;
  from: ContactPerson;
  /** when it began ringing, on the server's clock */
  startedAt: number;
}
interface Answer {
  callId: string;
  accept: boolean;
  callee: QueueEntry;
}
interface Over {
  callId: string;
  /** the callee's socket that answered, whose tabs hear nothing more */
  by?: string;
  /** what the callee's other tabs hear */
  calleeCode: ContactCallEndCode;
}

export interface CallDeps {
  db: Db;
  io: AppServer;
  bus: ClusterBus;
  matches: MatchService;
  admit: Admit;
  presence: Presence;
  now: () => number;
  ringMs?: number;
}

const CALL_GONE = { code: 'call_gone' } as const satisfies Refusal;

/**
 * Calls to a contact. The caller's node rings the callee's tabs (on any node, through their
 * room) and owns the ring; an answer travels to it over the bus, and an accepted call becomes
 * a match through MatchService.connect, the same announcement that makes a queue's pair a
 * match across nodes. Every call passes the one admission first (ban, 18+ gate, blocks).
 */
export class ContactCalls {
  private readonly rings = new Map<string, Ring>();
  private timer: ReturnType<typeof setInterval> | undefined;

  private readonly deps: CallDeps;

  constructor(deps: CallDeps) {
    this.deps = deps;
    deps.bus.on<Ring>('contact:ring', (ring) => void this.rings.set(ring.callId, ring));
    deps.bus.on<Answer>('contact:answer', (a) => void this.onAnswer(a).catch(() => undefined));
    deps.bus.on<Over>('contact:over', ({ callId }) => void this.rings.delete(callId));
    deps.bus.on<{ a: string; b: string }>('contact:drop', ({ a, b }) => this.onDrop(a, b));
  }

  private get nodeId() {
    return this.deps.bus.nodeId;
  }

  async call(socket: AppSocket, contactId: string): Promise<Refusal | Accepted<'callContact'>> {
    const { db, presence, now } = this.deps;
    const me = socket.data.user.id;
    const row = await contactOf(db, me, contactId);
    // the contact is mutual or not at all: a row the other side removed is no contact
    const back = row && (await rowFor(db, row.other_id, me));
    if (!row || !back) return { code: 'not_a_contact' };
    const refused = await this.deps.admit(socket, 'call', { userId: row.other_id, deviceId: null });
    if (refused) return refused;
    const paused = row.paused_until === null ? 0 : Number(row.paused_until);
    if (paused > now())
      return { code: 'calls_paused', params: { until: new Date(paused).toISOString() } };
    if ([...this.rings.values()].some((r) => r.caller.userId === me))
      return { code: 'already_calling' };
    if (this.deps.matches.matchOf(socket.id)) return { code: 'leave_chat_first' };
    const callee = await db
      .selectFrom('users')
      .select(['banned_until'])
      .where('id', '=', row.other_id)
      .executeTakeFirst();
    const sockets = await presence.socketsOf([row.other_id]);
    const visible = callee && (await presence.visible(row.other_id, callee.banned_until));
    if (!sockets.length || !visible) return { code: 'contact_offline' };
    const ringing = [...this.rings.values()].some(
      (r) => r.calleeId === row.other_id || r.caller.userId === row.other_id,
    );
    if (ringing || sockets.some((s) => (s.data as AppSocket['data']).inMatch))
      return { code: 'contact_busy' };
    const mine = await db
      .selectFrom('users')
      .select(['username', 'display_name', 'name_seed'])
      .where('id', '=', me)
      .executeTakeFirstOrThrow();
    const ring: Ring = {
      callId: randomUUID(),
      owner: this.nodeId,
      caller: entryOf(socket, [], now(), this.nodeId),
      calleeId: row.other_id,
      callerSees: row.id,
      calleeSees: back.id,
      from: {
        id: back.id,
        name: nameOf(mine),
        ...guestNameFor(mine),
        countryCode: socket.data.country.countryCode,
      },
      startedAt: now(),
    };
    this.deps.bus.publish('contact:ring', ring);
    this.deps.io
      .to(userRoom(row.other_id))
      .emit('contactCall', { callId: ring.callId, from: ring.from });
    // how long it rings is this server's setting: the caller's dialog says so
    return { accepted: { callId: ring.callId, ringSeconds: Math.round(this.ringMs / 1000) } };
  }

  private get ringMs() {
    return this.deps.ringMs ?? CONTACTS.ringMs;
  }

  /** The caller hangs up while it rings. */
  cancel(socket: AppSocket, callId: string): Refusal | void {
    const ring = this.rings.get(callId);
    if (!ring || ring.owner !== this.nodeId || ring.caller.socketId !== socket.id) return CALL_GONE;
    this.end(ring, null, 'cancelled');
  }

  /** The callee picks up or declines, on any of their tabs and any node. */
  async answer(socket: AppSocket, callId: string, accept: boolean): Promise<Refusal | void> {
    const ring = this.rings.get(callId);
    if (!ring || ring.calleeId !== socket.data.user.id) return CALL_GONE;
    if (accept) {
      const refused = await this.deps.admit(socket, 'call', {
        userId: ring.caller.userId,
        deviceId: ring.caller.deviceId ?? null,
      });
      if (refused) return refused;
      if (!this.rings.has(callId)) return CALL_GONE;
      // a random call (or search) of this tab gives way to the contact's call
      await this.deps.matches.leave(socket.id, 'left');
    }
    const callee = entryOf(socket, [], this.deps.now(), this.nodeId);
    this.deps.bus.publish('contact:answer', { callId, accept, callee } satisfies Answer);
  }

  /** On the ring's owner: the first answer settles it. */
  private async onAnswer({ callId, accept, callee }: Answer): Promise<void> {
    const ring = this.rings.get(callId);
    if (!ring || ring.owner !== this.nodeId) return;
    const { db, matches, io, now } = this.deps;
    if (!accept) {
      // counted before the caller hears it, so a call straight after meets the pause
      await declined(db, ring.callerSees, now());
      this.end(ring, 'declined', 'answered_elsewhere', callee.socketId);
      return;
    }
    const caller = io.of('/').sockets.get(ring.caller.socketId);
    if (!caller?.connected) {
      this.end(ring, null, 'cancelled');
      return;
    }
    this.end(ring, null, 'answered_elsewhere', callee.socketId);
    await matches.leave(caller.id, 'left');
    // the languages each last searched with, when they did (a contact call names none)
    const language = sharedLanguage(ring.caller.languages ?? [], callee.languages ?? []);
    matches.connect(
      { first: ring.caller, second: callee, commonInterests: [], sharedLanguage: language },
      [ring.callerSees, ring.calleeSees],
    );
    await answered(db, ring.callerSees, now());
  }

  /**
   * Ends a ring on its owner: the caller hears `callerCode` (none when it connected or they
   * hung up themselves), the callee's tabs `calleeCode` (all but the one that answered).
   */
  private end(
    ring: Ring,
    callerCode: ContactCallEndCode | null,
    calleeCode: ContactCallEndCode,
    by?: string,
  ): void {
    if (!this.rings.has(ring.callId)) return;
    const { io, bus } = this.deps;
    bus.publish('contact:over', { callId: ring.callId, calleeCode, by } satisfies Over);
    if (callerCode)
      io.to(ring.caller.socketId).emit('contactCallEnded', {
        callId: ring.callId,
        code: callerCode,
      });
    const tabs = io.to(userRoom(ring.calleeId));
    (by ? tabs.except(by) : tabs).emit('contactCallEnded', {
      callId: ring.callId,
      code: calleeCode,
    });
  }

  /** A block, a removal or an under-18 answer between two people stops their rings at once. */
  drop(a: string, b?: string): void {
    this.deps.bus.publish('contact:drop', { a, b: b ?? '' });
  }

  private onDrop(a: string, b: string): void {
    for (const ring of [...this.rings.values()]) {
      if (ring.owner !== this.nodeId) continue;
      const users = [ring.caller.userId, ring.calleeId];
      if (users.includes(a) && (!b || users.includes(b))) this.end(ring, 'no_answer', 'cancelled');
    }
  }

  /** The caller's socket went away: its ring stops. */
  gone(socketId: string): void {
    for (const ring of [...this.rings.values()])
      if (ring.owner === this.nodeId && ring.caller.socketId === socketId)
        this.end(ring, null, 'cancelled');
  }

  /** Rings of this node that rang their time out stop: nobody answered. */
  expire(now = this.deps.now()): void {
    for (const ring of [...this.rings.values()])
      if (ring.owner === this.nodeId && now - ring.startedAt >= this.ringMs)
        this.end(ring, 'no_answer', 'no_answer');
  }

  start(everyMs = 1_000): void {
    this.timer = setInterval(() => this.expire(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

import type { Refusal } from '../../shared/protocol/index.ts';
import type { MatchSide } from '../matchmaking/lastPartners.ts';
import type { MatchService } from '../matchmaking/service.ts';
import type { AppSocket, HandlerTable } from '../realtime/handle.ts';
import type { Db } from '../store/db.ts';
import { ExpiringMap } from '../lib/expiring.ts';
import type { Person } from '../admission/blocksBetween.ts';
import { addBlock, avoidancesOf, blocksInvolving, removeBlock, type BlockRow } from './store.ts';

export const NOT_YOUR_PARTNER = {
  code: 'not_your_partner',
  params: { action: 'block' },
} as const satisfies Refusal;
export const NOT_YOUR_MATCH = { code: 'not_your_match' } as const satisfies Refusal;
const PRIMED_KEPT = 50_000;
const PRIMED_KEPT_MS = 10 * 60_000;

/**
 * Blocks: the store keeps them; the matchmaking queue (memory or Redis) keeps them apart. A
 * socket's blocks are fed to the queue before its first search, so a restarted server or a
 * new node learns them from the store; a new block is fed at once.
 */
export class Blocks {
  private readonly db: Db;
  private readonly matches: MatchService;
  private readonly now: () => number;
  /**
   * People (account and browser) whose blocks the queue already has. Per person, not per
   * socket, so a reconnect or a new connection for every chat costs no store read; a block or
   * unblock made here is fed to the queue at once, and one made on another node feeds the
   * shared queue there. Kept a while, then read again (a queue that lost its state relearns).
   */
  private readonly primed = new ExpiringMap<string, number>(PRIMED_KEPT);
  /** when the queue last lost its state: a socket primed before then is primed again */
  private forgottenAt = -Infinity;

  /** after a block is recorded: the two are no longer contacts, their calls stop */
  private readonly onBlocked: (blocker: string, blocked: string) => Promise<void>;

  constructor(deps: {
    db: Db;
    matches: MatchService;
    now?: () => number;
    onBlocked?: (blocker: string, blocked: string) => Promise<void>;
  }) {
    this.db = deps.db;
    this.matches = deps.matches;
    this.now = deps.now ?? Date.now;
    this.onBlocked = deps.onBlocked ?? (async () => undefined);
  }

  /**
   * Before a socket searches: the queue learns every block on either side of this person.
   * Nothing to wait for (undefined) when the queue already has them.
   */
  prime(socket: AppSocket): Promise<void> | undefined {
    const now = this.now();
    // the same per socket (socket.data.blocksPrimedUntil): a socket's later searches skip
    // building and hashing the person's key (a string made anew per search, ~1% of its CPU)
    const until = socket.data.blocksPrimedUntil ?? -Infinity;
    if (until > now && until - PRIMED_KEPT_MS >= this.forgottenAt) return undefined;
    return this.primePerson(socket, now);
  }

  /**
   * The shared queue came back empty (a Redis restart): every person's blocks are fed to it
   * again before their next search, or two who blocked each other could meet.
   */
  forget(): void {
    this.primed.clear();
    this.forgottenAt = this.now();
  }

  private async primePerson(socket: AppSocket, now: number): Promise<void> {
    const { user, deviceId } = socket.data;
    const key = `${user.id}|${deviceId ?? ''}`;
    // the person's entry holds its own lapse time: the socket's lapses with it
    let until = this.primed.get(key, now);
    if (until === undefined) {
      await this.feed(await blocksInvolving(this.db, { userId: user.id, deviceId }));
      until = now + PRIMED_KEPT_MS;
      this.primed.set(key, until, until, now);
    }
    socket.data.blocksPrimedUntil = until;
  }

  /**
   * Blocks the partner and leaves the call when it is still on. The partner hears the usual
   * "Partner left the chat", never that they were blocked. With `matchId` (the match the
   * dialog was opened for) it blocks whoever sat across in that match, even after they left
   * and another partner came: that call goes on. Returns a refusal, if any.
   */
  async block(
    socket: AppSocket,
    partnerId: string,
    matchId?: string,
  ): Promise<Refusal | undefined> {
    const blockerId = socket.data.user.id;
    const current = this.matches.matchOf(socket.id);
    let side: MatchSide | undefined;
    if (matchId) {
      side = this.matches.partnerIn(blockerId, matchId);
      if (!side) return NOT_YOUR_MATCH;
    } else {
      if (!current || this.matches.partnerOf(socket.id) !== partnerId) return NOT_YOUR_PARTNER;
      const them = current.sockets.indexOf(partnerId);
      side = {
        matchId: current.id,
        userId: current.users[them]!,
        socketId: partnerId,
        deviceId: current.devices?.[them] ?? null,
        where: current.countries?.[them] ?? { country: 'Unknown', countryCode: 'UN' },
      };
    }
    if (side.userId === blockerId) return { code: 'self', params: { action: 'block' } };
    const blocker = { userId: blockerId, deviceId: socket.data.deviceId };
    await this.blockPerson(blocker, { userId: side.userId, deviceId: side.deviceId }, side.where);
    if (current?.id === side.matchId) await this.matches.leave(socket.id, 'left');
    return undefined;
  }

  /**
   * Records a block and keeps the two apart from now on: the queue learns it, and they are no
   * longer contacts (both sides), their calls stop. In a call or later from Recent alike.
   */
  async blockPerson(
    blocker: Person,
    blocked: Person,
    where: { country: string; countryCode: string },
  ): Promise<void> {
    await addBlock(this.db, blocker, blocked, where, this.now());
    await this.feed(
      await blocksInvolving(this.db, blocker).then((rows) =>
        rows.filter((r) => r.blocked_id === blocked.userId),
      ),
    );
    await this.onBlocked(blocker.userId, blocked.userId);
  }

  /** Removes one of `userId`'s blocks; false when it has no such block. */
  async unblock(userId: string, blockId: string): Promise<boolean> {
    const row = await removeBlock(this.db, userId, blockId);
    if (!row) return false;
    for (const { by, other } of avoidancesOf(row)) await this.matches.queue.unavoid(by, other);
    // another block may still keep some of these identities apart (say, the other way round)
    await this.feed(
      await blocksInvolving(this.db, { userId: row.blocker_id, deviceId: row.blocker_device }),
    );
    return true;
  }

  private async feed(rows: BlockRow[]): Promise<void> {
    const now = this.now();
    for (const row of rows)
      for (const avoidance of avoidancesOf(row)) await this.matches.queue.avoid(avoidance, now);
  }
}

/** Blocking's socket event. */
export function blockHandlers(blocks: Blocks) {
  return {
    blockUser: ({ partnerId, matchId }, socket) => blocks.block(socket, partnerId, matchId),
  } satisfies HandlerTable;
}

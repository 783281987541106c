import { randomUUID } from 'node:crypto';
import { BOT_RULE, HELD_FIRST_CALLS, type ChatMessage } from '../../shared/protocol/index.ts';
import type { Match, MatchService } from '../matchmaking/service.ts';
import type { Db } from '../store/db.ts';
import { holdParts, normalised } from './hold.ts';
import { CallCounter } from './callCounts.ts';
import type { RepeatCounter } from './repeats.ts';

/** What this node knows of a person: their call count (read for one match) and a bot mark. */
interface Standing {
  calls: number;
  /** the match the count was read or bumped for: a new match reads it again while still new */
  readFor: string | null;
  bot: boolean;
}

/** People kept in memory at most; past this the least recently seen go first. */
const STANDING_MAX = 100_000;
/** the longest text a bot flag keeps (a chat message is at most 500 characters) */
const FLAG_TEXT_MAX = 500;

export interface SpamGuardOptions {
  db: Db;
  matches: MatchService;
  repeats: RepeatCounter;
  now: () => number;
  /** a person was just marked a likely bot (logged for the operator) */
  onLikelyBot?: (userId: string, text: string) => void;
  onError: (err: unknown) => void;
}

/**
 * Chat from someone new, in the slow lane or a likely bot reaches the partner with its links, handles and
 * phone numbers held behind "Show" (docs/product.md, Held links); the same message to three
 * different partners within ten minutes marks its sender a likely bot (the bot rule), which
 * also puts them in the slow lane until an operator clears the flag (standing/rule.ts). The
 * sender's own copy is never touched: the client shows what they typed.
 */
export class SpamGuard {
  private readonly standing = new Map<string, Standing>();
  /** call counts being written: a message waits for its sender's, so the count includes this call */
  private readonly counting = new Map<string, Promise<void>>();
  /** each socket's messages in flight, so they reach the partner in the order they were sent */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** people whose bot flag this node is writing */
  private readonly flagging = new Set<string>();
  private readonly o: SpamGuardOptions;
  private readonly counts: CallCounter;

  constructor(options: SpamGuardOptions) {
    this.o = options;
    this.counts = new CallCounter(options.db);
  }

  /** Counts every call for both people (on the match's owner node, where `matched` fires). */
  start(): void {
    this.o.matches.on('matched', this.onMatched);
  }

  /** Writes the counts that wait (before contacts end the store's writer thread). */
  async stop(): Promise<void> {
    this.o.matches.off('matched', this.onMatched);
    await this.counts.flush().catch(this.o.onError);
  }

  private readonly onMatched = (match: Match): void => {
    for (const userId of new Set(match.users)) {
      // past the first calls nothing is counted: no promise for every match of everyone
      const known = this.standing.get(userId);
      if (known && known.calls > HELD_FIRST_CALLS) {
        known.readFor = match.id;
        continue;
      }
      const counted = this.countCall(userId, match.id).catch(this.o.onError);
      this.counting.set(userId, counted);
      void counted.then(() => {
        if (this.counting.get(userId) === counted) this.counting.delete(userId);
      });
    }
  };

  /**
   * One more call for this person. Counted only while it matters: once past the first five
   * calls this node writes nothing more for them. The count is written with the others of the
   * next COUNTS_FLUSH_MS in one batch (on a SQLite file, on the store's writer thread), not a
   * store write in the event loop per match; a message in the call waits for it (standingOf).
   */
  private async countCall(userId: string, matchId: string): Promise<void> {
    const known = this.standing.get(userId);
    // a likely bot's mark is read again at each new match (an operator may have cleared it)
    if (known && known.calls > HELD_FIRST_CALLS) {
      if (!known.bot) known.readFor = matchId;
      return;
    }
    const calls = await this.counts.add(userId);
    const now = this.standing.get(userId);
    this.remember(userId, { calls, readFor: matchId, bot: now?.bot ?? false });
  }

  private remember(userId: string, standing: Standing): void {
    this.standing.delete(userId);
    this.standing.set(userId, standing);
    if (this.standing.size > STANDING_MAX) this.standing.delete(this.standing.keys().next().value!);
  }

  /** What this node knows of the person in `matchId`, read from the store when it may be stale. */
  private async standingOf(userId: string, matchId: string): Promise<Standing> {
    await this.counting.get(userId);
    const known = this.standing.get(userId);
    if (known && (known.readFor === matchId || (!known.bot && known.calls > HELD_FIRST_CALLS)))
      return known;
    const [count, flag] = await Promise.all([
      this.o.db
        .selectFrom('call_counts')
        .select('calls')
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      this.o.db
        .selectFrom('bot_flags')
        .select('id')
        .where('user_id', '=', userId)
        .where('handled_at', 'is', null)
        .limit(1)
        .executeTakeFirst(),
    ]);
    const standing = {
      // the call under way counts, even before its count reached the store
      calls: Math.max(Number(count?.calls ?? 0), 1),
      readFor: matchId,
      // a flag this node is writing right now counts before the store has it
      bot: !!flag || this.flagging.has(userId),
    };
    this.remember(userId, standing);
    return standing;
  }

  /**
   * The partner's copy of a message `sender` sent in `matchId` to `partnerId` (a user id), in
   * the order the sender sent them.
   */
  relay(
    socketId: string,
    sender: string,
    matchId: string,
    partnerId: string,
    text: string,
  ): Promise<ChatMessage> {
    const before = this.inFlight.get(socketId) ?? Promise.resolve();
    // a slow-lane pair (both are: the lane meets only itself) has its links held however many
    // calls it has made
    const slow = this.o.matches.matchOf(socketId)?.slow === true;
    const mine = before.then(() => this.shape(sender, matchId, partnerId, text, slow));
    const settled = mine.catch(() => undefined);
    this.inFlight.set(socketId, settled);
    void settled.then(() => {
      if (this.inFlight.get(socketId) === settled) this.inFlight.delete(socketId);
    });
    return mine;
  }

  private async shape(
    sender: string,
    matchId: string,
    partnerId: string,
    text: string,
    slow: boolean,
  ): Promise<ChatMessage> {
    const standing = await this.standingOf(sender, matchId);
    if (!standing.bot) await this.botRule(sender, partnerId, text, standing);
    const strict = standing.bot;
    if (!strict && !slow && standing.calls > HELD_FIRST_CALLS) return { sender: 'partner', text };
    const held = holdParts(text, { strict });
    return held.held.length
      ? { sender: 'partner', text: held.text, held: held.held }
      : { sender: 'partner', text };
  }

  /** The same message to BOT_RULE.partners different people in the window: a likely bot. */
  private async botRule(
    sender: string,
    partnerId: string,
    text: string,
    standing: Standing,
  ): Promise<void> {
    const same = normalised(text);
    if (same.length < BOT_RULE.minChars && !holdParts(same, { strict: true }).held.length) return;
    let partners = await this.o.repeats.note(sender, same, partnerId, this.o.now());
    if (partners < BOT_RULE.partners || standing.bot) return;
    // An operator who cleared this person judged what they had sent by then: only partners
    // since the clear count (read here, on the rule's rare way to a flag, from the store, so a
    // clear made through any node counts).
    const cleared = await this.o.db
      .selectFrom('bot_flags')
      .select((eb) => eb.fn.max('handled_at').as('at'))
      .where('user_id', '=', sender)
      .executeTakeFirst();
    const since = Number(cleared?.at ?? 0);
    if (since > 0)
      partners = await this.o.repeats.note(sender, same, partnerId, this.o.now(), since);
    if (partners < BOT_RULE.partners || standing.bot) return;
    standing.bot = true;
    const flagText = same.slice(0, FLAG_TEXT_MAX);
    this.flagging.add(sender);
    try {
      await this.o.db
        .insertInto('bot_flags')
        .values({
          id: randomUUID(),
          user_id: sender,
          text: flagText,
          partners,
          created_at: this.o.now(),
          handled_at: null,
          handled_by: null,
        })
        .execute();
    } finally {
      this.flagging.delete(sender);
    }
    this.o.onLikelyBot?.(sender, flagText);
  }

  /**
   * An operator cleared this person's bot flag: this node holds their messages as anyone's
   * again at once; other nodes read the mark again at the person's next match there.
   */
  botCleared(userId: string): void {
    const known = this.standing.get(userId);
    if (known) Object.assign(known, { bot: false, readFor: null });
  }
}

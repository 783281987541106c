import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { BOT_RULE } from '../../shared/protocol/held.ts';

/**
 * The bot rule's counter: to how many different partners one person sent one (normalised)
 * message within BOT_RULE.windowMs. In memory on one node; in Redis with several, beside the
 * rate limits' counters, since a person's calls land on whichever node they connect to.
 */
export interface RepeatCounter {
  /**
   * `sender` sent `text` to `partner` at `now`: how many different partners got it in the
   * window, counting only those who got it at or after `since` (an operator's clear of the
   * person's bot flag: what they sent before it was judged and counts no more)
   */
  note(sender: string, text: string, partner: string, now: number, since?: number): Promise<number>;
}

/** Entries kept at most; past this the oldest senders' counts go first. */
const MEMORY_MAX = 50_000;

export class MemoryRepeats implements RepeatCounter {
  /** sender + text → partner → when they last got it; in the order first noted */
  private readonly seen = new Map<string, Map<string, number>>();
  private readonly windowMs: number;
  constructor(windowMs: number = BOT_RULE.windowMs) {
    this.windowMs = windowMs;
  }

  note(sender: string, text: string, partner: string, now: number, since = 0): Promise<number> {
    const key = `${sender}\n${text}`;
    const partners = this.seen.get(key) ?? new Map<string, number>();
    for (const [who, at] of partners) if (now - at >= this.windowMs) partners.delete(who);
    partners.set(partner, now);
    this.seen.delete(key);
    this.seen.set(key, partners);
    if (this.seen.size > MEMORY_MAX) this.seen.delete(this.seen.keys().next().value!);
    let counted = 0;
    for (const at of partners.values()) if (at >= since) counted++;
    return Promise.resolve(counted);
  }
}

// one sorted set per sender and message: partner → when; the old fall out, the key expires
const NOTE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return redis.call('ZCOUNT', KEYS[1], ARGV[4], '+inf')`;

type WithNote = Redis & {
  muRepeats(
    key: string,
    now: number,
    windowMs: number,
    partner: string,
    since: number,
  ): Promise<number>;
};

export class RedisRepeats implements RepeatCounter {
  private readonly redis: WithNote;
  private readonly prefix: string;
  private readonly windowMs: number;

  constructor(redis: Redis, prefix: string, windowMs: number = BOT_RULE.windowMs) {
    this.redis = redis as WithNote;
    this.prefix = prefix;
    this.windowMs = windowMs;
    if (!('muRepeats' in redis)) redis.defineCommand('muRepeats', { numberOfKeys: 1, lua: NOTE });
  }

  async note(
    sender: string,
    text: string,
    partner: string,
    now: number,
    since = 0,
  ): Promise<number> {
    // the text's hash keeps keys short and the message itself out of Redis
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 22);
    try {
      return await this.redis.muRepeats(
        `${this.prefix}bot:${sender}:${hash}`,
        now,
        this.windowMs,
        partner,
        since,
      );
    } catch {
      return 0; // Redis briefly away: the message goes through; the rule counts again after
    }
  }
}

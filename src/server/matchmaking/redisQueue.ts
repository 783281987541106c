import type { Redis } from 'ioredis';
import type { Avoidance } from './avoidances.ts';
import {
  DEFAULT_QUEUE_OPTIONS,
  type Pair,
  type QueueEntry,
  type QueueOptions,
  type SharedQueue,
} from './queue.ts';
import { QUEUE_LUA } from './queue.lua.ts';

type Runner = Redis & { muQueue(prefix: string, ...args: (string | number)[]): Promise<unknown> };

// cjson writes an empty list as {}: read lists back defensively.
const list = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);
function entryOf(raw: QueueEntry): QueueEntry {
  const entry = { ...raw, interests: list(raw.interests) };
  if (raw.languages) entry.languages = list(raw.languages);
  return entry;
}
function pairOf(json: string): Pair {
  const p = JSON.parse(json) as Pair;
  return {
    first: entryOf(p.first),
    second: entryOf(p.second),
    commonInterests: list(p.commonInterests),
    sharedLanguage: p.sharedLanguage ?? null,
  };
}

/** An avoidance as the Lua script takes it: by, other, and its lapse in ms ('' = a block). */
const avoidArgs = ({ by, other, until }: Avoidance, now: number) =>
  [by, other, until === null ? '' : Math.max(1, until - now)] as const;

/**
 * The matchmaking queue in Redis, shared by every node. Each operation is one atomic Lua call
 * (queue.lua.ts), so two nodes can never hand out the same waiting user.
 */
export class RedisMatchQueue implements SharedQueue {
  private readonly redis: Runner;
  private readonly prefix: string;
  private readonly options: QueueOptions;

  constructor(redis: Redis, prefix: string, options: Partial<QueueOptions> = {}) {
    this.redis = redis as Runner;
    this.prefix = prefix;
    this.options = { ...DEFAULT_QUEUE_OPTIONS, ...options };
    if (!('muQueue' in redis)) redis.defineCommand('muQueue', { numberOfKeys: 1, lua: QUEUE_LUA });
  }

  private run(...args: (string | number)[]) {
    return this.redis.muQueue(this.prefix, ...args);
  }

  /** A skip given with the search is recorded first, in the same Lua call (one trip). */
  async join(entry: QueueEntry, skip?: Avoidance): Promise<Pair | null> {
    const { anyoneMatchesAfterMs, noRepairWithinMs } = this.options;
    const res = await this.run(
      'join',
      JSON.stringify(entry),
      entry.joinedAt,
      anyoneMatchesAfterMs,
      noRepairWithinMs,
      ...(skip ? avoidArgs(skip, entry.joinedAt) : []),
    );
    return typeof res === 'string' ? pairOf(res) : null;
  }

  async leave(socketId: string): Promise<void> {
    await this.run('leave', socketId);
  }

  async tick(now: number): Promise<Pair[]> {
    const { anyoneMatchesAfterMs, noRepairWithinMs } = this.options;
    const res = (await this.run('tick', now, anyoneMatchesAfterMs, noRepairWithinMs)) as string[];
    return res.map(pairOf);
  }

  /**
   * Redis keeps the skip for its remaining time (PX) from the call, measured against the
   * caller's clock: `until - now`.
   */
  async avoid(avoidance: Avoidance, now: number): Promise<void> {
    await this.run('avoid', ...avoidArgs(avoidance, now));
  }

  async unavoid(by: string, other: string): Promise<void> {
    await this.run('unavoid', by, other);
  }

  async has(socketId: string): Promise<boolean> {
    return (await this.run('has', socketId)) === 1;
  }

  async size(): Promise<number> {
    return Number(await this.run('size'));
  }

  async purgeNode(node: string): Promise<number> {
    return Number(await this.run('purge', node));
  }
}

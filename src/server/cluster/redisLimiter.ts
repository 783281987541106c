import type { Redis } from 'ioredis';
import type { Limit, SharedLimiter } from '../realtime/limits.ts';

const TAKE = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return c`;

/** Fixed-window counters in Redis, so a user's limits hold across every node. */
export class RedisLimiter implements SharedLimiter {
  private readonly redis: Redis & { muTake(key: string, ms: number): Promise<number> };
  private readonly prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.redis = redis as typeof this.redis;
    this.prefix = prefix;
    if (!('muTake' in redis)) redis.defineCommand('muTake', { numberOfKeys: 1, lua: TAKE });
  }

  async take(key: string, limit: Limit): Promise<boolean> {
    try {
      return (await this.redis.muTake(`${this.prefix}rl:${key}`, limit.perMs)) <= limit.points;
    } catch {
      return true; // Redis briefly away: the per-socket limit on this node still holds
    }
  }
}

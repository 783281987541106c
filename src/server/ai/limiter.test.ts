import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './limiter.ts';

describe('AI rate limiter', () => {
  it('refuses past each window, says how long to wait, and resets per window', () => {
    let t = 0;
    const limiter = createRateLimiter(
      [
        { limit: 2, windowMs: 1_000 },
        { limit: 3, windowMs: 10_000 },
      ],
      () => t,
    );
    expect(limiter.hit('a')).toEqual({ ok: true });
    expect(limiter.hit('a')).toEqual({ ok: true });
    t = 400;
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterMs: 600 });
    expect(limiter.hit('b')).toEqual({ ok: true }); // keys are independent
    t = 1_000;
    expect(limiter.hit('a')).toEqual({ ok: true }); // minute window reset
    t = 1_200;
    // the long window is full now: 3 counted hits; refused hits never count
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterMs: 8_800 });
    t = 10_000;
    expect(limiter.hit('a')).toEqual({ ok: true });
  });
});

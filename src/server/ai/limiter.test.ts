import { describe, expect, it } from 'vitest';
import { AI_ADDRESS_WINDOWS, createRateLimiter } from './limiter.ts';

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

  it('a hit on several keys counts on all or none', () => {
    let t = 0;
    const limiter = createRateLimiter([{ limit: 2, windowMs: 1_000 }], () => t);
    expect(limiter.hit(['user:1', 'device:d'])).toEqual({ ok: true });
    expect(limiter.hit(['user:2', 'device:d'])).toEqual({ ok: true });
    // a third guest on the same device: refused, and user:3 is not charged
    expect(limiter.hit(['user:3', 'device:d']).ok).toBe(false);
    expect(limiter.check('user:3')).toEqual({ ok: true });
    t = 1_000;
    expect(limiter.hit(['user:3', 'device:d'])).toEqual({ ok: true });
  });

  it("an address's guests share a daily budget of 1,000 however many tokens they switch", () => {
    let t = 0;
    const address = createRateLimiter(AI_ADDRESS_WINDOWS, () => t);
    let allowed = 0;
    // one call a second for a day, as fast as the per-minute window allows
    for (let s = 0; s < 24 * 60 * 60; s += 1, t += 1_000) if (address.hit('ip:x').ok) allowed += 1;
    expect(allowed).toBe(1_000);
  });
});

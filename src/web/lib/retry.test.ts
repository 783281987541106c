import { describe, expect, it } from 'vitest';
import { MODEL_RETRY, retryDelay, withRetries } from './retry.ts';

/** A load that fails `failures` times (as a cut fetch does), then gives `value`. */
function flaky<T>(failures: number, value: T) {
  let calls = 0;
  return {
    load: () =>
      ++calls <= failures
        ? Promise.reject(new TypeError(`Failed to fetch (${calls})`))
        : Promise.resolve(value),
    calls: () => calls,
  };
}

describe('withRetries', () => {
  it('rides out failures with a doubling wait and gives the value once a try works', async () => {
    const waits: number[] = [];
    const retries: string[] = [];
    const model = flaky(2, 'model');
    const got = await withRetries(model.load, {
      onRetry: (attempt, error) => retries.push(`${attempt}: ${error}`),
      wait: async (ms) => void waits.push(ms),
    });
    expect(got).toBe('model');
    expect(model.calls()).toBe(3);
    expect(waits).toEqual([500, 1_000]);
    expect(retries).toEqual(['1: Failed to fetch (1)', '2: Failed to fetch (2)']);
  });

  it('gives up after the last try with the last error, having waited about 7.5 s in all', async () => {
    const waits: number[] = [];
    const model = flaky(99, 'model');
    await expect(
      withRetries(model.load, { wait: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow('Failed to fetch (5)');
    expect(model.calls()).toBe(MODEL_RETRY.attempts);
    expect(waits).toEqual([500, 1_000, 2_000, 4_000]);
  });

  it('caps the wait at the policy maximum', () => {
    const policy = { attempts: 10, firstDelayMs: 500, maxDelayMs: 6_000 };
    expect([0, 1, 4, 5, 8].map((a) => retryDelay(policy, a))).toEqual([
      0, 500, 4_000, 6_000, 6_000,
    ]);
  });
});

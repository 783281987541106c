/** How a model load (or any fetch-backed start-up) tries again after a failure. */
export interface RetryPolicy {
  /** tries in all, the first included */
  attempts: number;
  /** the wait before the second try; it doubles per try, up to maxDelayMs */
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * Five tries over about 7.5 s: long enough to ride out a dropped connection or a server
 * restarting for a deploy, short enough that a real failure is said soon.
 */
export const MODEL_RETRY: RetryPolicy = { attempts: 5, firstDelayMs: 500, maxDelayMs: 6_000 };

/** The wait before try number `attempt` (0 is the first try, which does not wait). */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  if (attempt <= 0) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` until it succeeds or the policy's tries are used up; then throws the last
 * error. `onRetry` hears of each try after the first, before its wait.
 */
export async function withRetries<T>(
  load: () => Promise<T>,
  options: {
    policy?: RetryPolicy;
    onRetry?: (attempt: number, error: string) => void;
    wait?: (ms: number) => Promise<void>;
  } = {},
): Promise<T> {
  const { policy = MODEL_RETRY, onRetry, wait = sleep } = options;
  let lastError = 'unknown error';
  for (let attempt = 0; attempt < policy.attempts; attempt++) {
    if (attempt > 0) {
      onRetry?.(attempt, lastError);
      await wait(retryDelay(policy, attempt));
    }
    try {
      return await load();
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
  }
  throw new Error(lastError);
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withRetries, type RetryPolicy } from './retry.ts';

/**
 * A code chunk that failed to arrive (a dropped connection) is asked for twice more before
 * the page says it could not load: about a second in all, as a person would not wait longer
 * for a page. A chunk gone for good (the site was updated) fails the same way, then the
 * LoadBoundary offers a reload.
 */
export const CHUNK_RETRY: RetryPolicy = { attempts: 3, firstDelayMs: 300, maxDelayMs: 1_000 };

/** React.lazy whose import is tried again on failure (see CHUNK_RETRY). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => withRetries(load, { policy: CHUNK_RETRY }));
}

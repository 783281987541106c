import type { ClientEventName, Refusal, Wait } from '../../shared/protocol/index.ts';
import type { Limit } from './limits.ts';

/** Roughly how long to wait, from a limit's window. */
function wait(perMs: number): Wait {
  if (perMs <= 1_000) return 'moment';
  if (perMs <= 10_000) return 'few_seconds';
  if (perMs <= 30_000) return 'half_minute';
  return 'minute';
}

/**
 * The refusal for `event` over `limit`: `too_fast` with the event and roughly how long to wait
 * (the table words it as what the person did too fast, never an event name).
 */
export function tooFast(event: ClientEventName | 'unknown', limit: Limit): Refusal {
  return { code: 'too_fast', params: { event, wait: wait(limit.perMs) } };
}

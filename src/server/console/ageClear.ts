import type { AgeReview } from '../age/review.ts';
import type { Db } from '../store/db.ts';
import { appendAudit } from './audit.ts';
import type { Outcome } from './service.ts';

/**
 * An operator cleared a person held for an age review: the hold ends (they may search and
 * call again at once, on every node at its next entry) and the action log says who and why.
 */
export async function clearAgeHold(
  deps: { db: Db; ageReview: AgeReview; now: () => number },
  userId: string,
  actor: string,
  note?: string,
): Promise<Outcome> {
  if (!(await deps.ageReview.clear(userId, actor))) return { ok: false, code: 'not_held' };
  await appendAudit(deps.db, {
    actor,
    action: 'age_clear',
    targetUserId: userId,
    note,
    at: deps.now(),
  });
  return { ok: true, code: 'cleared' };
}

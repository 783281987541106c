import type { Refusal } from '../../shared/protocol/index.ts';
import { ageGateStatus, ageSubjectOf } from '../age/gate.ts';
import { devicesOf, isHeldInStore } from '../age/holds.ts';
import { readBanState } from '../moderation/store.ts';
import type { Db } from '../store/db.ts';
import type { UserRow } from '../store/users.ts';

/**
 * The admission's gates for a request rather than a socket (`GET /api/ice` hands out TURN
 * credentials, a relay anyone holding them may use): the same ban and 18+ rules, read from the
 * store (a person held for age review too). `deviceId`: the request's device cookie (a guest's bans and answers bind to it).
 */
export async function mayCall(
  db: Db,
  user: UserRow,
  deviceId: string | null,
  now = Date.now(),
): Promise<Refusal | undefined> {
  const state = await readBanState(db, user.id, deviceId, now);
  if (!state || state.ban) return { code: 'banned', params: { doing: 'search' } };
  if (await isHeldInStore(db, user.id, devicesOf(user, deviceId))) return { code: 'age_review' };
  const age = await ageGateStatus(db, ageSubjectOf(user, deviceId), now);
  if (age.status === 'refused') return { code: 'age_refused' };
  if (age.status === 'unknown') return { code: 'age_required' };
  return undefined;
}

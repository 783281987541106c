import { hash } from 'node:crypto';
import { ADULT_AGE, AGE_RETRY_MS, ageOn, parseBirthDate } from '../../shared/rules/age.ts';
import type { AgeGateResponse } from '../../shared/protocol/index.ts';
import type { Db } from '../store/db.ts';
import type { SocketUser } from '../store/users.ts';
import { ExpiringMap } from '../lib/expiring.ts';

/** Who is answering: the account and every device it is known on. */
export interface AgeSubject {
  userId: string;
  anonymous: boolean;
  devices: string[];
}

export function ageSubjectOf(
  user: Pick<SocketUser, 'id' | 'is_anonymous' | 'device_id'>,
  deviceId: string | null | undefined,
): AgeSubject {
  const devices = [...new Set([deviceId, user.device_id].filter((d): d is string => !!d))];
  return { userId: user.id, anonymous: user.is_anonymous === 1, devices };
}

const accountKey = (s: AgeSubject) => `user:${s.userId}`;
const deviceKeys = (s: AgeSubject) => s.devices.map((d) => `device:${d}`);

/**
 * Adult answers lately read, per store, so that a search (the gate runs before each one) costs
 * no store round trip for someone already let through. Only "adult" is kept: a refusal runs
 * out and an unanswered gate is about to be answered. An under-18 answer written here clears
 * them all (it can turn an adult account's device into a refused one); one written on another
 * node reaches this node's searches within ADULT_KEPT_MS.
 */
export const ADULT_KEPT_MS = 5 * 60_000;
const ADULT_KEPT = 50_000;
const adults = new WeakMap<Db, ExpiringMap<string, true>>();
const adultsOf = (db: Db) => {
  let kept = adults.get(db);
  if (!kept) adults.set(db, (kept = new ExpiringMap(ADULT_KEPT)));
  return kept;
};
/**
 * The cache key of an account on its devices: the digest of the pieces, one short flat string
 * (the joined pieces would be a ~80-character chain of four strings kept per person).
 */
const subjectKey = (s: AgeSubject) =>
  hash('sha256', `${s.anonymous ? 'g' : 'm'}:${s.userId}:${s.devices.join(',')}`, 'base64url');

/**
 * The gate for this account on this device. A standing under-18 answer on the account or any
 * of its devices wins over everything (so a new guest on the same browser is refused too);
 * otherwise a member passes on the account's answer and a guest on the account's or device's.
 */
export async function ageGateStatus(
  db: Db,
  who: AgeSubject,
  now = Date.now(),
): Promise<AgeGateResponse> {
  const key = subjectKey(who);
  if (adultsOf(db).get(key, now)) return { status: 'adult', retryAt: null };
  const account = accountKey(who);
  const devices = deviceKeys(who);
  const rows = await db
    .selectFrom('age_checks')
    .select(['subject', 'adult', 'retry_at'])
    .where('subject', 'in', [account, ...devices])
    .execute();
  const refusedUntil = Math.max(
    0,
    ...rows.filter((r) => r.adult === 0 && (r.retry_at ?? 0) > now).map((r) => r.retry_at!),
  );
  if (refusedUntil > now)
    return { status: 'refused', retryAt: new Date(refusedUntil).toISOString() };
  const counts = (subject: string) =>
    subject === account || (who.anonymous && devices.includes(subject));
  if (rows.some((r) => r.adult === 1 && counts(r.subject))) {
    adultsOf(db).set(key, true, now + ADULT_KEPT_MS, now);
    return { status: 'adult', retryAt: null };
  }
  return { status: 'unknown', retryAt: null };
}

/**
 * Takes an answer when the gate is open (not answered yet, or a refusal has run out). An adult
 * answer is kept on the account (and, for a guest, on its devices); an under-18 one on the
 * account and every device for AGE_RETRY_MS. A gate already decided is left as it is.
 */
export async function answerAgeGate(
  db: Db,
  who: AgeSubject,
  birthDate: string,
  now = Date.now(),
): Promise<AgeGateResponse> {
  const current = await ageGateStatus(db, who, now);
  if (current.status !== 'unknown') return current;
  const birth = parseBirthDate(birthDate, now);
  if (!birth) throw new Error('answerAgeGate: birthDate must be validated first');
  const adult = ageOn(birth, now) >= ADULT_AGE;
  const subjects =
    adult && !who.anonymous ? [accountKey(who)] : [accountKey(who), ...deviceKeys(who)];
  const row = {
    birth_date: birthDate,
    adult: adult ? 1 : 0,
    answered_at: now,
    retry_at: adult ? null : now + AGE_RETRY_MS,
  };
  await db.transaction().execute(async (tx) => {
    for (const subject of subjects) {
      await tx
        .insertInto('age_checks')
        .values({ subject, ...row })
        .onConflict((c) => c.column('subject').doUpdateSet(row))
        .execute();
    }
  });
  if (!adult) adultsOf(db).clear();
  return ageGateStatus(db, who, now);
}

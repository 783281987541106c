import { randomUUID } from 'node:crypto';
import { carryOver } from '../contacts/store.ts';
import type { Db } from '../store/db.ts';
import { findUser, newNameSeed, type UserRow } from '../store/users.ts';
import type { ProviderId, ProviderProfile } from './providers.ts';

export type SignInKind = 'created' | 'linked' | 'existing';

async function findByProvider(db: Db, provider: ProviderId, subject: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_subject', '=', subject)
    .executeTakeFirst();
}

/**
 * Decides who a provider sign-in makes the browser:
 * - the provider account already has a user: that user (a guest signed in here is left behind,
 *   but their contacts and Recent move to that user);
 * - else the current guest: linked in place, same id, no longer anonymous (contacts stay);
 * - else a new user.
 */
export async function resolveSignIn(
  db: Db,
  provider: ProviderId,
  profile: ProviderProfile,
  current: UserRow | undefined,
  now = Date.now(),
): Promise<{ user: UserRow; kind: SignInKind }> {
  const details = { display_name: profile.displayName, email: profile.email };
  const existing = await findByProvider(db, provider, profile.subject);
  if (existing) {
    // Keep the name and e-mail as the provider has them now.
    await db.updateTable('users').set(details).where('id', '=', existing.id).execute();
    // the guest's contacts and Recent go with them to the account they signed in to
    if (current?.is_anonymous === 1) await carryOver(db, current.id, existing.id);
    return { user: { ...existing, ...details }, kind: 'existing' };
  }

  if (current && current.is_anonymous === 1) {
    try {
      const linked = await db
        .updateTable('users')
        .set({ ...details, provider, provider_subject: profile.subject, is_anonymous: 0 })
        .where('id', '=', current.id)
        .where('is_anonymous', '=', 1)
        .executeTakeFirst();
      if (Number(linked.numUpdatedRows) === 1) {
        const user = await findUser(db, current.id);
        if (user) return { user, kind: 'linked' };
      }
    } catch (err) {
      // A parallel sign-in linked this provider account first: use that user.
      const raced = await findByProvider(db, provider, profile.subject);
      if (raced) return { user: raced, kind: 'existing' };
      throw err;
    }
  }

  const row = {
    id: randomUUID(),
    provider,
    provider_subject: profile.subject,
    is_anonymous: 0,
    ...details,
    username: null,
    username_lower: null,
    username_changed_at: null,
    country: current?.country ?? null,
    country_code: current?.country_code ?? null,
    device_id: current?.device_id ?? null,
    created_at: now,
    last_seen_at: now,
    banned_until: null,
    ban_reason: null,
    ui_locale: null,
    name_seed: newNameSeed(),
  };
  try {
    await db.insertInto('users').values(row).execute();
  } catch (err) {
    const raced = await findByProvider(db, provider, profile.subject);
    if (raced) return { user: raced, kind: 'existing' };
    throw err;
  }
  if (current?.is_anonymous === 1) await carryOver(db, current.id, row.id);
  return {
    user: { ...row, points_all_time: 0, wins: 0, losses: 0, draws: 0, streak: 0 },
    kind: 'created',
  };
}

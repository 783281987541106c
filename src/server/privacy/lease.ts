import type { Db } from '../store/db.ts';

/**
 * Takes (or renews) the lease `name` for `holder` until `now + ttlMs`; true when `holder` has
 * it. One statement on both engines: the row is written only when it is free, expired or
 * already ours, so of several nodes asking at once exactly one gets it.
 */
export async function takeLease(
  db: Db,
  name: string,
  holder: string,
  now: number,
  ttlMs: number,
): Promise<boolean> {
  const result = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: now + ttlMs })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: now + ttlMs })
        .where((eb) =>
          eb.or([eb('job_leases.expires_at', '<=', now), eb('job_leases.holder', '=', holder)]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Gives the lease back early (a stopping node), so another node need not wait for expiry. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LocaleSetting, ProfileResponse } from '../../shared/protocol/index.ts';
import { LIMITS } from '../../shared/constants.ts';
import { isUiLocale, UI_LOCALES } from '../../shared/uiLocales.ts';
import { normalizeUsername } from '../../shared/rules/username.ts';
import { requireUser } from '../auth/guard.ts';
import type { TokenService } from '../auth/tokens.ts';
import { lookupCountry } from '../geo/country.ts';
import { rememberCountry } from '../geo/remember.ts';
import { parseOr400, sendError } from '../http/errors.ts';
import type { Db } from '../store/db.ts';
import { findUser, type UserRow } from '../store/users.ts';
import { cooldownFields, nextChangeAt } from './username.ts';
import type { Refusal } from '../../shared/protocol/index.ts';
import { routeInputs } from '../http/inputs.ts';

export const GUEST_FORBIDDEN = { code: 'guest_no_profile' } as const satisfies Refusal;
export const USERNAME_TAKEN = { code: 'username_taken' } as const satisfies Refusal;
export const USERNAME_COOLDOWN = { code: 'username_cooldown' } as const satisfies Refusal;

const patchSchema = z.object({ username: z.string().max(200) }).strict();
const localeSchema = z.strictObject({ locale: z.enum(UI_LOCALES) });

export const INPUTS = routeInputs({
  'GET /api/me': {},
  'PATCH /api/me': { body: patchSchema },
  'PUT /api/me/locale': { body: localeSchema },
});

export function toProfile(user: UserRow, now = Date.now()): ProfileResponse {
  const next = nextChangeAt(user.username_changed_at, now);
  return {
    username: user.username,
    points_all_time: user.points_all_time,
    wins: user.wins,
    losses: user.losses,
    streak: user.streak,
    usernameChangeAvailable: next === null,
    nextUsernameChangeAt: next === null ? null : new Date(next).toISOString(),
    displayName: user.display_name,
    email: user.email,
    country: user.country,
    countryCode: user.country_code,
    provider: user.provider as ProfileResponse['provider'],
    // a tag this server no longer offers reads as no choice, so clients need not know it
    uiLocale: isUiLocale(user.ui_locale) ? user.ui_locale : null,
  };
}

async function takenByOther(db: Db, lower: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_lower', '=', lower)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `GET /api/me`, `PATCH /api/me {username}` and `PUT /api/me/locale {locale}`: signed-in
 * (non-guest) users only.
 */
export function registerProfileRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService },
): void {
  const { db } = deps;
  const guard = requireUser(deps.tokens, db);

  app.get('/api/me', { preHandler: guard }, async (request, reply) => {
    const user = request.user!;
    if (user.is_anonymous === 1) return sendError(reply, 403, GUEST_FORBIDDEN);
    // the country of where they are now, as partners see it (also saved at each connection)
    return toProfile(await rememberCountry(db, user, lookupCountry(request.ip)));
  });

  app.patch('/api/me', { preHandler: guard }, async (request, reply) => {
    const user = request.user!;
    if (user.is_anonymous === 1) return sendError(reply, 403, GUEST_FORBIDDEN);
    const body = parseOr400(patchSchema, request.body ?? {}, reply);
    if (!body) return reply;
    const username = normalizeUsername(body.username);
    if (!username) return sendError(reply, 400, { code: 'username_invalid' });
    // Saving the name one already has changes nothing and spends no cooldown.
    if (username === user.username) return toProfile(user);

    const now = Date.now();
    const next = nextChangeAt(user.username_changed_at, now);
    if (next !== null) return sendError(reply, 429, USERNAME_COOLDOWN, cooldownFields(next, now));
    const lower = username.toLowerCase();
    if (await takenByOther(db, lower, user.id)) return sendError(reply, 409, USERNAME_TAKEN);

    let updated: bigint;
    try {
      // The cooldown is re-checked in the write itself, so two racing saves cannot both pass.
      const result = await db
        .updateTable('users')
        .set({ username, username_lower: lower, username_changed_at: now })
        .where('id', '=', user.id)
        .where((eb) =>
          eb.or([
            eb('username_changed_at', 'is', null),
            eb('username_changed_at', '<=', now - LIMITS.usernameCooldownMs),
          ]),
        )
        .executeTakeFirst();
      updated = result.numUpdatedRows;
    } catch (err) {
      if (await takenByOther(db, lower, user.id)) return sendError(reply, 409, USERNAME_TAKEN);
      throw err;
    }
    const fresh = await findUser(db, user.id);
    if (Number(updated) !== 1 && fresh) {
      const raced = nextChangeAt(fresh.username_changed_at, now);
      if (raced !== null)
        return sendError(reply, 429, USERNAME_COOLDOWN, cooldownFields(raced, now));
    }
    return toProfile(fresh ?? user, now);
  });

  app.put('/api/me/locale', { preHandler: guard }, async (request, reply) => {
    const user = request.user!;
    if (user.is_anonymous === 1) return sendError(reply, 403, GUEST_FORBIDDEN);
    const body = parseOr400(localeSchema, request.body ?? {}, reply);
    if (!body) return reply;
    await db
      .updateTable('users')
      .set({ ui_locale: body.locale })
      .where('id', '=', user.id)
      .execute();
    return { locale: body.locale } satisfies LocaleSetting;
  });
}

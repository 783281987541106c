import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  reportReasonSchema,
  type ContactsResponse,
  type PresenceSettings,
  type RecentResponse,
} from '../../shared/protocol/index.ts';
import { requireUser } from '../auth/guard.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Blocks } from '../blocks/service.ts';
import { DEVICE_COOKIE, DEVICE_ID } from '../http/cookies.ts';
import { parseOr400, sendError } from '../http/errors.ts';
import { routeInputs } from '../http/inputs.ts';
import type { Moderation } from '../moderation/service.ts';
import { activeBanFor } from '../moderation/store.ts';
import { DELETED_PROVIDER } from '../privacy/erase.ts';
import { guestNameFor, isBanned } from '../store/users.ts';
import type { Contacts } from './service.ts';
import {
  appearsOffline,
  contactOf,
  listOf,
  meetingIn,
  nameOf,
  recentOf,
  setAppearOffline,
} from './store.ts';

const idParams = z.strictObject({ id: z.string().min(1).max(64) });
const matchParams = z.strictObject({ matchId: z.string().min(1).max(64) });
const reportBody = z.strictObject({ reason: reportReasonSchema });
const presenceBody = z.strictObject({ appearOffline: z.boolean() });
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const NOT_YOUR_MATCH = { code: 'not_your_match' } as const;

export const INPUTS = routeInputs({
  'GET /api/contacts': {},
  'DELETE /api/contacts/:id': { params: idParams },
  'GET /api/recent': {},
  'POST /api/recent/:matchId/report': { params: matchParams, body: reportBody },
  'POST /api/recent/:matchId/block': { params: matchParams },
  'GET /api/me/presence': {},
  'PUT /api/me/presence': { body: presenceBody },
});

/**
 * People: `GET /api/contacts`, `DELETE /api/contacts/:id`, `GET /api/recent`, Report and Block
 * from Recent, and "Appear offline" (`GET`/`PUT /api/me/presence`). Guests and members alike.
 */
export function registerContactRoutes(
  app: FastifyInstance,
  deps: { contacts: Contacts; tokens: TokenService; moderation: Moderation; blocks: Blocks },
): void {
  const { contacts, moderation, blocks } = deps;
  const db = contacts.db;
  const now = contacts.now;
  const guard = requireUser(deps.tokens, db);

  app.get('/api/contacts', { preHandler: guard }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await listOf(db, request.user!.id);
    const connected = await contacts.presence.connected(rows.map((r) => r.other_id));
    const hidden = await db
      .selectFrom('presence_settings')
      .select('user_id')
      .where('appear_offline', '=', 1)
      .where('user_id', 'in', rows.length ? rows.map((r) => r.other_id) : [''])
      .execute();
    const offline = new Set(hidden.map((h) => h.user_id));
    return {
      items: rows.map((r) => ({
        id: r.id,
        name: nameOf(r),
        ...guestNameFor(r),
        countryCode: r.country_code ?? 'UN',
        online:
          connected.has(r.other_id) &&
          !offline.has(r.other_id) &&
          !isBanned(
            { banned_until: r.banned_until === null ? null : Number(r.banned_until) },
            now(),
          ),
        lastMetAt: iso(r.last_met_at),
      })),
    } satisfies ContactsResponse;
  });

  app.delete('/api/contacts/:id', { preHandler: guard }, async (request, reply) => {
    const params = parseOr400(idParams, request.params, reply);
    if (!params) return reply;
    const me = request.user!.id;
    const row = await contactOf(db, me, params.id);
    if (!row) return sendError(reply, 404, { code: 'not_a_contact' });
    // silent for the other side: their list just no longer has it
    await contacts.separate(me, row.other_id);
    return reply.code(204).send();
  });

  app.get('/api/recent', { preHandler: guard }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const me = request.user!.id;
    const rows = await recentOf(db, me, now());
    const kept = await db
      .selectFrom('contacts')
      .select('other_id')
      .where('owner_id', '=', me)
      .execute();
    const isContact = new Set(kept.map((k) => k.other_id));
    return {
      items: rows.map((r) => {
        // a deleted account: the meeting stays reportable, and nothing of the person shows
        const deleted = r.provider === DELETED_PROVIDER;
        return {
          matchId: r.match_id,
          name: deleted ? '' : nameOf(r),
          ...(deleted ? {} : guestNameFor(r)),
          deleted,
          countryCode: r.country_code,
          metAt: iso(r.met_at),
          isContact: !deleted && isContact.has(r.other_id),
        };
      }),
    } satisfies RecentResponse;
  });

  app.post('/api/recent/:matchId/report', { preHandler: guard }, async (request, reply) => {
    const params = parseOr400(matchParams, request.params, reply);
    if (!params) return reply;
    const body = parseOr400(reportBody, request.body ?? {}, reply);
    if (!body) return reply;
    const user = request.user!;
    // the ban in force on the person or on the browser they act from, as at the socket
    const cookie = request.cookies[DEVICE_COOKIE];
    const device = cookie && DEVICE_ID.test(cookie) ? cookie : null;
    if (await activeBanFor(db, user, device, now()))
      return sendError(reply, 403, { code: 'banned', params: { doing: 'report' } });
    const met = await meetingIn(db, user.id, params.matchId, now());
    if (!met) return sendError(reply, 404, NOT_YOUR_MATCH);
    const refused = await moderation.file({
      reporterId: user.id,
      reporterDevice: user.device_id,
      reporterAddress: moderation.trustsAddresses ? request.ip : null,
      reportedId: met.other_id,
      matchId: met.match_id,
      messages: [],
      reason: body.reason,
      evidence: undefined,
    });
    if (refused) return sendError(reply, 409, refused);
    return reply.code(204).send();
  });

  app.post('/api/recent/:matchId/block', { preHandler: guard }, async (request, reply) => {
    const params = parseOr400(matchParams, request.params, reply);
    if (!params) return reply;
    const user = request.user!;
    const met = await meetingIn(db, user.id, params.matchId, now());
    if (!met) return sendError(reply, 404, NOT_YOUR_MATCH);
    await blocks.blockPerson(
      { userId: user.id, deviceId: user.device_id },
      { userId: met.other_id, deviceId: null },
      { country: met.country_code, countryCode: met.country_code },
    );
    return reply.code(204).send();
  });

  app.get('/api/me/presence', { preHandler: guard }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { appearOffline: await appearsOffline(db, request.user!.id) } satisfies PresenceSettings;
  });

  app.put('/api/me/presence', { preHandler: guard }, async (request, reply) => {
    const body = parseOr400(presenceBody, request.body ?? {}, reply);
    if (!body) return reply;
    const user = request.user!;
    const before = await appearsOffline(db, user.id);
    await setAppearOffline(db, user.id, body.appearOffline);
    contacts.presence.forget(user.id);
    if (before !== body.appearOffline && !isBanned(user, now())) {
      const here = (await contacts.presence.connected([user.id])).has(user.id);
      if (here) await contacts.presence.announce(user.id, !body.appearOffline);
    }
    return { appearOffline: body.appearOffline } satisfies PresenceSettings;
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  APPEAL_MAX,
  BAN_REASONS,
  type AppealView,
  type OperatorBanReason,
  type StandingResponse,
} from '../../shared/protocol/index.ts';
import { requireUser } from '../auth/guard.ts';
import type { TokenService } from '../auth/tokens.ts';
import { DEVICE_COOKIE } from '../http/cookies.ts';
import { activeBanFor } from '../moderation/store.ts';
import type { Db } from '../store/db.ts';
import type { AppealsTable } from './schema.ts';
import { isOperator } from './operators.ts';
import { banReasonOf } from './reasons.ts';
import type { ModerationActions } from './service.ts';
import { sendCode } from './routes.ts';
import { zodIssue } from '../http/errors.ts';
import { routeInputs } from '../http/inputs.ts';

export interface StandingDeps {
  db: Db;
  tokens: TokenService;
  actions: ModerationActions;
  operatorEmails: readonly string[];
  appealsEmail: string | undefined;
  now: () => number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function appealView(a: AppealsTable): AppealView {
  return {
    id: a.id,
    status: a.status,
    text: a.text,
    createdAt: iso(a.created_at)!,
    note: a.note,
    decidedAt: iso(a.decided_at),
  };
}

/** The oldest warning the person has not acknowledged yet (they see it at their next search). */
export function pendingWarning(db: Db, userId: string) {
  return db
    .selectFrom('warnings')
    .select(['id', 'reason', 'created_at'])
    .where('user_id', '=', userId)
    .where('acknowledged_at', 'is', null)
    .orderBy('created_at')
    .executeTakeFirst();
}

const appealBody = z.strictObject({
  text: z
    .string({ error: 'Write why the ban should be lifted' })
    .trim()
    .min(1, 'Write why the ban should be lifted')
    .max(APPEAL_MAX, `Keep it to ${APPEAL_MAX} characters or fewer`),
});

const warningId = z.strictObject({ id: z.string().min(1).max(100) });

export const INPUTS = routeInputs({
  'GET /api/me/standing': {},
  'POST /api/me/appeal': { body: appealBody },
  'POST /api/me/warnings/:id/ack': { params: warningId },
});

/**
 * A person's own standing: GET /api/me/standing (operator?, the ban in force with its reason,
 * rule and appeal, a pending warning), POST /api/me/appeal and POST /api/me/warnings/:id/ack.
 */
export function registerStandingRoutes(app: FastifyInstance, deps: StandingDeps): void {
  const { db, actions, now } = deps;
  const preHandler = requireUser(deps.tokens, db);

  app.get('/api/me/standing', { preHandler }, async (request): Promise<StandingResponse> => {
    const user = request.user!;
    const ban = await activeBanFor(db, user, request.cookies[DEVICE_COOKIE], now());
    const [operator, appeals, warning] = await Promise.all([
      isOperator(db, user, deps.operatorEmails),
      db
        .selectFrom('appeals')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .limit(5)
        .execute(),
      pendingWarning(db, user.id),
    ]);
    const current = ban
      ? appeals.find((a) => Number(a.ban_expires_at) === ban.expiresAt)
      : undefined;
    const last = appeals.find((a) => a.status !== 'open');
    return {
      operator,
      ban: ban && {
        ...banReasonOf(ban.reason),
        expiresAt: new Date(ban.expiresAt).toISOString(),
        appeal: current ? appealView(current) : null,
      },
      lastAppeal: last ? appealView(last) : null,
      warning: warning
        ? {
            id: warning.id,
            reason: warning.reason as OperatorBanReason,
            rule: BAN_REASONS[warning.reason as OperatorBanReason]?.rule ?? 'terms',
            createdAt: iso(warning.created_at)!,
          }
        : null,
      appealsEmail: deps.appealsEmail ?? null,
    };
  });

  app.post('/api/me/appeal', { preHandler }, async (request, reply) => {
    const parsed = appealBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((i) => i.code === 'too_big');
      return sendCode(
        reply,
        tooLong ? 'too_long' : 'invalid',
        zodIssue(parsed.error, request.body ?? {}),
      );
    }
    const user = request.user!;
    const ban = await activeBanFor(db, user, request.cookies[DEVICE_COOKIE], now());
    const outcome = await actions.appeal(user.id, ban, parsed.data.text);
    return outcome.ok ? outcome : sendCode(reply, outcome.code);
  });

  app.post('/api/me/warnings/:id/ack', { preHandler }, async (request, reply) => {
    const parsed = warningId.safeParse(request.params);
    if (!parsed.success) return sendCode(reply, 'invalid');
    const done = await actions.acknowledgeWarning(request.user!.id, parsed.data.id);
    return done ? { ok: true } : sendCode(reply, 'not_found');
  });
}

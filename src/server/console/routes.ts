import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BAN_DURATION_CODES,
  BAN_DURATIONS,
  NOTE_MAX,
  OPERATOR_BAN_REASON_CODES,
  type ConsoleCode,
} from '../../shared/protocol/index.ts';
import { userFromRequest } from '../auth/guard.ts';
import type { TokenService } from '../auth/tokens.ts';
import { sendError, zodIssue } from '../http/errors.ts';
import type { Db } from '../store/db.ts';
import { readAudit } from './audit.ts';
import { isOperator } from './operators.ts';
import { listBotFlags } from './botFlags.ts';
import { personStanding } from '../standing/store.ts';
import { listAppeals, listBans, listReports, reportDetail } from './queue.ts';
import type { ModerationActions, Outcome } from './service.ts';
import { CONSOLE_STATUS } from './texts.ts';
import { routeInputs } from '../http/inputs.ts';
import type { InputIssue } from '../../shared/protocol/codes/inputIssue.ts';

export interface ConsoleRouteDeps {
  db: Db;
  tokens: TokenService;
  actions: ModerationActions;
  operatorEmails: readonly string[];
  now: () => number;
  /** ends a person's age review hold, audited (ageClear.ts) */
  clearAgeHold: (userId: string, actor: string, note?: string) => Promise<Outcome>;
  /** clears a person's likely-bot flag and its slow lane, audited (botFlags.ts) */
  clearBotFlag: (userId: string, actor: string, note?: string) => Promise<Outcome>;
}

/** Answers a console code with its status; `detail` (a bad field) rides along for the client. */
export function sendCode(reply: FastifyReply, code: ConsoleCode, detail?: InputIssue) {
  return sendError(reply, CONSOLE_STATUS[code], { code }, detail ? { detail } : {});
}

function parse<S extends z.ZodType>(schema: S, value: unknown, reply: FastifyReply) {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data as z.output<S>;
  const tooLong = result.error.issues.some((i) => i.code === 'too_big');
  void sendCode(reply, tooLong ? 'too_long' : 'invalid', zodIssue(result.error, value ?? {}));
  return undefined;
}

function answer(reply: FastifyReply, outcome: Outcome) {
  return outcome.ok ? reply.send(outcome) : sendCode(reply, outcome.code);
}

const note = z
  .string()
  .trim()
  .max(NOTE_MAX, `Keep the note to ${NOTE_MAX} characters or fewer`)
  .optional();
const reason = z.enum(OPERATOR_BAN_REASON_CODES, {
  error: `Reason must be one of ${OPERATOR_BAN_REASON_CODES.join(', ')}`,
});
const duration = z.enum(BAN_DURATION_CODES, {
  error: `Duration must be one of ${BAN_DURATION_CODES.join(', ')}`,
});
const id = z.strictObject({ id: z.string().min(1).max(100) });
const actionBody = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('dismiss'), note }),
    z.strictObject({ action: z.literal('warn'), reason, note }),
    z.strictObject({ action: z.literal('ban'), reason, duration, note }),
  ],
  { error: 'Action must be dismiss, warn or ban' },
);
const reportsQuery = z.strictObject({ status: z.enum(['open', 'all']).default('open') });
const bansQuery = z.strictObject({ q: z.string().max(200).default('') });
const appealsQuery = z.strictObject({
  status: z.enum(['open', 'accepted', 'rejected', 'all']).default('open'),
});
const auditQuery = z.strictObject({
  before: z.coerce.number().int().positive().optional(),
});
const noteBody = z.strictObject({ note });
const decisionBody = z.strictObject({ decision: z.enum(['accept', 'reject']), note });

export const INPUTS = routeInputs({
  'GET /api/admin/reports': { query: reportsQuery },
  'GET /api/admin/reports/:id': { params: id },
  'POST /api/admin/reports/:id/action': { params: id, body: actionBody },
  'POST /api/admin/reports/:id/escalate': { params: id, body: noteBody },
  'GET /api/admin/bans': { query: bansQuery },
  'POST /api/admin/users/:id/unban': { params: id, body: noteBody },
  'POST /api/admin/users/:id/age-clear': { params: id, body: noteBody },
  'GET /api/admin/appeals': { query: appealsQuery },
  'POST /api/admin/appeals/:id/decision': { params: id, body: decisionBody },
  'GET /api/admin/audit': { query: auditQuery },
  'GET /api/admin/bot-flags': {},
  'POST /api/admin/users/:id/bot-clear': { params: id, body: noteBody },
  'GET /api/admin/people/:id/standing': { params: id },
});

/** Every console route: the table the 403 test walks (method, path). */
export const CONSOLE_ROUTES = [
  ['GET', '/api/admin/reports'],
  ['GET', '/api/admin/reports/:id'],
  ['POST', '/api/admin/reports/:id/action'],
  ['POST', '/api/admin/reports/:id/escalate'],
  ['GET', '/api/admin/bans'],
  ['POST', '/api/admin/users/:id/unban'],
  ['POST', '/api/admin/users/:id/age-clear'],
  ['GET', '/api/admin/appeals'],
  ['POST', '/api/admin/appeals/:id/decision'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/bot-flags'],
  ['POST', '/api/admin/users/:id/bot-clear'],
  ['GET', '/api/admin/people/:id/standing'],
] as const;

/**
 * The moderation console's data, /api/admin/*: every route answers 403 (`forbidden`) to anyone
 * who is not an operator, before it reads its input. No route writes the audit log other than
 * by appending the action it performs.
 */
export function registerConsoleRoutes(app: FastifyInstance, deps: ConsoleRouteDeps): void {
  const { db, actions, now } = deps;
  // signed out, a guest, a member without the role: all get the same 403
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = await userFromRequest(request, deps.tokens, db);
    if (!user || !(await isOperator(db, user, deps.operatorEmails)))
      return sendCode(reply, 'forbidden');
    request.user = user;
  };
  const actor = (request: FastifyRequest) => request.user!.id;

  app.get('/api/admin/reports', { preHandler }, async (request, reply) => {
    const query = parse(reportsQuery, request.query, reply);
    if (!query) return;
    return { reports: await listReports(db, { status: query.status }) };
  });

  app.get('/api/admin/reports/:id', { preHandler }, async (request, reply) => {
    const params = parse(id, request.params, reply);
    if (!params) return;
    const detail = await reportDetail(db, params.id, now());
    return detail ?? sendCode(reply, 'not_found');
  });

  app.post('/api/admin/reports/:id/action', { preHandler }, async (request, reply) => {
    const params = parse(id, request.params, reply);
    const body = params && parse(actionBody, request.body, reply);
    if (!params || !body) return;
    const outcome = await actions.handleReport(
      params.id,
      actor(request),
      body.action === 'ban'
        ? {
            type: 'ban',
            reason: body.reason,
            durationMs: BAN_DURATIONS[body.duration],
            note: body.note,
          }
        : body.action === 'warn'
          ? { type: 'warn', reason: body.reason, note: body.note }
          : { type: 'dismiss', note: body.note },
    );
    return answer(reply, outcome);
  });

  // child safety: preserves the report and bans the person (service.ts, escalate)
  app.post('/api/admin/reports/:id/escalate', { preHandler }, async (request, reply) => {
    const params = parse(id, request.params, reply);
    const body = params && parse(noteBody, request.body, reply);
    if (!params || !body) return;
    return answer(reply, await actions.escalate(params.id, actor(request), body.note));
  });

  app.get('/api/admin/bans', { preHandler }, async (request, reply) => {
    const query = parse(bansQuery, request.query, reply);
    if (!query) return;
    return { bans: await listBans(db, query.q, now()) };
  });

  app.post('/api/admin/users/:id/unban', { preHandler }, async (request, reply) => {
    const params = parse(id, request.params, reply);
    const body = params && parse(noteBody, request.body, reply);
    if (!params || !body) return;
    return answer(reply, await actions.unban(params.id, actor(request), body.note));
  });

  app.post('/api/admin/users/:id/age-clear', { preHandler }, async (request, reply) => {
    const params = parse(id, request.params, reply);
    const body = params && parse(noteBody, request.body, reply);
    if (!params || !body) return;
    return answer(reply, await deps.clearAgeHold(params.id, actor(request), body.note));
  });

  app.get('/api/admin/appeals', { preHandler }, async (request, reply) => {
    const query = parse(appealsQuery, request.query, reply);
    if (!query) return;
    return { appeals: await listAppeals(db, query.status) };
  });

  app.post('/api/admin/appeals/:id/decision', { preHandler }, async (request, reply) => {
    const params = parse(id, request.params, reply);
    const body = params && parse(decisionBody, request.body, reply);
    if (!params || !body) return;
    return answer(
      reply,
      await actions.decideAppeal(params.id, actor(request), body.decision === 'accept', body.note),
    );
  });

  app.get('/api/admin/bot-flags', { preHandler }, async () => ({
    flags: await listBotFlags(db),
  }));

  app.post('/api/admin/users/:id/bot-clear', { preHandler }, async (request, reply) => {
    const params = parse(id, request.params, reply);
    const body = params && parse(noteBody, request.body, reply);
    if (!params || !body) return;
    return answer(reply, await deps.clearBotFlag(params.id, actor(request), body.note));
  });

  // a person's standing and its reasons (standing/rule.ts): what put them in the slow lane
  app.get('/api/admin/people/:id/standing', { preHandler }, async (request, reply) => {
    const params = parse(id, request.params, reply);
    if (!params) return;
    return (await personStanding(db, params.id, now())) ?? sendCode(reply, 'not_found');
  });

  app.get('/api/admin/audit', { preHandler }, async (request, reply) => {
    const query = parse(auditQuery, request.query, reply);
    if (!query) return;
    return { entries: await readAudit(db, { before: query.before }) };
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { wireOf, type Refusal } from '../../shared/protocol/index.ts';
import type { InputIssue } from '../../shared/protocol/codes/inputIssue.ts';
import { isOutage, RETRY_AFTER_S, UNAVAILABLE } from './unavailable.ts';

/** The first bad field of a failed parse: its path ('' for the whole input) and the problem. */
export function zodIssue(error: z.ZodError, input?: unknown): InputIssue {
  const issue = error.issues[0];
  if (!issue) return { field: '', detail: 'Invalid input', problem: 'invalid' };
  return { field: issue.path.join('.'), detail: issue.message, ...problemOf(issue, input) };
}

/** The value at `path` inside `input` (undefined when any step is missing). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The kind of a zod issue and the bound it broke, for clients that word it themselves. */
function problemOf(issue: z.core.$ZodIssue, input: unknown): Pick<InputIssue, 'problem' | 'limit'> {
  const sized = (bound: number | bigint) => {
    const limit = Number(bound);
    return Number.isFinite(limit) ? { limit } : {};
  };
  switch (issue.code) {
    case 'invalid_type':
      return { problem: valueAt(input, issue.path) === undefined ? 'missing' : 'wrong_type' };
    case 'too_big':
      return {
        problem: issue.origin === 'number' || issue.origin === 'bigint' ? 'too_large' : 'too_long',
        ...sized(issue.maximum),
      };
    case 'too_small':
      return {
        problem: issue.origin === 'number' || issue.origin === 'bigint' ? 'too_small' : 'too_short',
        ...sized(issue.minimum),
      };
    case 'invalid_format':
      return { problem: 'bad_format' };
    case 'unrecognized_keys':
      return { problem: 'unknown_field' };
    case 'invalid_value':
    case 'invalid_union':
      return { problem: 'not_allowed' };
    default:
      return { problem: 'invalid' };
  }
}

/**
 * Answers `status` with the refusal's wire body: `{ error, code, params? }` (the spec's text
 * under `error`) plus `extra` fields some answers add (cooldownEndsAt, retryAt…).
 */
export function sendError(
  reply: FastifyReply,
  status: number,
  refusal: Refusal,
  extra: Record<string, unknown> = {},
) {
  return reply.code(status).send({ ...wireOf('error', refusal), ...extra });
}

/** Parses `value` with `schema` or answers 400 with the reason; returns undefined then. */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  reply: FastifyReply,
): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  void sendError(reply, 400, { code: 'invalid_input', params: zodIssue(result.error, value) });
  return undefined;
}

/**
 * Every failed request answers with a code: the store or Redis away gets 503 and a
 * retry-after; a refusal thrown with its code (the rate limiter's) keeps it; else the
 * framework's own words as `bad_request`, or `server_error`, logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (err: { statusCode?: number; message: string; refusal?: Refusal }, request, reply) => {
      // the store or Redis away (a restart, a failover): nothing was written; the client may
      // send the same request again shortly
      if (isOutage(err))
        return sendError(reply.header('retry-after', String(RETRY_AFTER_S)), 503, UNAVAILABLE);
      const status =
        err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (status >= 500) request.log.error({ err }, 'request failed');
      const refusal: Refusal =
        status >= 500
          ? { code: 'server_error' }
          : (err.refusal ?? { code: 'bad_request', params: { detail: err.message } });
      return sendError(reply, status, refusal);
    },
  );
}

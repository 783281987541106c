import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { wireOf, type Refusal } from '../../shared/protocol/index.ts';

/** The first bad field of a failed parse: its path ('' for the whole input) and the problem. */
export function zodIssue(error: z.ZodError): { field: string; detail: string } {
  const issue = error.issues[0];
  if (!issue) return { field: '', detail: 'Invalid input' };
  return { field: issue.path.join('.'), detail: issue.message };
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
  void sendError(reply, 400, { code: 'invalid_input', params: zodIssue(result.error) });
  return undefined;
}

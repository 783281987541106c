import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** One line naming the first bad field, for 400 answers and socket errors. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

export function sendError(reply: FastifyReply, status: number, error: string, extra: object = {}) {
  return reply.code(status).send({ error, ...extra });
}

/** Parses `value` with `schema` or answers 400 with the reason; returns undefined then. */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  reply: FastifyReply,
): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  void sendError(reply, 400, describeZodError(result.error));
  return undefined;
}

import type { FastifyInstance } from 'fastify';
import type { AgeGateResponse } from '../../shared/protocol/index.ts';
import { z } from 'zod';
import { BIRTH_DATE_INVALID, parseBirthDate } from '../../shared/rules/age.ts';
import { requireUser } from '../auth/guard.ts';
import { deviceIdOf, type AuthDeps } from '../auth/routes.ts';
import { parseOr400, sendError } from '../http/errors.ts';
import { ageGateStatus, ageSubjectOf, answerAgeGate } from './gate.ts';

/** POST /api/age body: one real past day as YYYY-MM-DD, nothing else. */
const ageAnswerSchema = z
  .object({
    birthDate: z
      .string()
      .max(10)
      .refine((s) => parseBirthDate(s) !== null, BIRTH_DATE_INVALID),
  })
  .strict();

/**
 * `GET /api/age`: where this account on this browser stands at the 18+ gate.
 * `POST /api/age {birthDate}`: the answer. Both set the device cookie when the browser has
 * none yet (a member signed in straight away), so a refusal also holds for the browser.
 */
export function registerAgeRoutes(
  app: FastifyInstance,
  deps: Pick<AuthDeps, 'config' | 'db' | 'tokens'> & {
    /** an under-18 answer: the person leaves everyone's contacts */
    onRefused?: (userId: string) => Promise<void>;
  },
  now: () => number = Date.now,
): void {
  const { db } = deps;
  const guard = requireUser(deps.tokens, db);
  const authDeps = deps as AuthDeps; // deviceIdOf reads only the cookie settings

  app.get('/api/age', { preHandler: guard }, async (request, reply): Promise<AgeGateResponse> => {
    reply.header('cache-control', 'no-store');
    const who = ageSubjectOf(request.user!, deviceIdOf(authDeps, request, reply));
    return ageGateStatus(db, who, now());
  });

  app.post('/api/age', { preHandler: guard }, async (request, reply) => {
    const body = parseOr400(ageAnswerSchema, request.body, reply);
    if (!body) return reply;
    const who = ageSubjectOf(request.user!, deviceIdOf(authDeps, request, reply));
    const result = await answerAgeGate(db, who, body.birthDate, now());
    if (result.status === 'refused') {
      await deps.onRefused?.(request.user!.id);
      return sendError(reply, 403, { code: 'age_refused' }, { retryAt: result.retryAt });
    }
    return result;
  });
}

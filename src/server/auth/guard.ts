import type { FastifyReply, FastifyRequest } from 'fastify';
import { findUser, type UserRow } from '../store/users.ts';
import type { Db } from '../store/db.ts';
import type { TokenService } from './tokens.ts';
import { sendError } from '../http/errors.ts';
import { SESSION_ENDED, sessionEnded } from './sessionLive.ts';
import type { Refusal } from '../../shared/protocol/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRow;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** Resolves the bearer token to the stored user; undefined when there is none or it is bad. */
export async function userFromRequest(
  request: FastifyRequest,
  tokens: TokenService,
  db: Db,
): Promise<{ user?: UserRow; error?: Refusal }> {
  const verified = await tokens.verify(bearerToken(request));
  if (!verified.ok) return { error: verified.error };
  if (await sessionEnded(db, verified.claims)) return { error: SESSION_ENDED };
  const user = await findUser(db, verified.claims.userId);
  return user ? { user } : { error: { code: 'auth_unknown_user' } };
}

/** preHandler that answers 401 unless a valid bearer token names a stored user. */
export function requireUser(tokens: TokenService, db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { user, error } = await userFromRequest(request, tokens, db);
    if (!user) return sendError(reply, 401, error ?? { code: 'auth_required' });
    request.user = user;
  };
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BlocksResponse } from '../../shared/protocol/index.ts';
import { guestNameFor } from '../store/users.ts';
import { requireUser } from '../auth/guard.ts';
import type { TokenService } from '../auth/tokens.ts';
import { parseOr400, sendError } from '../http/errors.ts';
import type { Db } from '../store/db.ts';
import type { Blocks } from './service.ts';
import { blocksBy } from './store.ts';
import type { Refusal } from '../../shared/protocol/index.ts';
import { routeInputs } from '../http/inputs.ts';

export const NO_SUCH_BLOCK = { code: 'no_such_block' } as const satisfies Refusal;

const params = z.strictObject({
  id: z.string().regex(/^[0-9a-f-]{36}$/i, 'Block id is not valid'),
});

export const INPUTS = routeInputs({
  'GET /api/blocks': {},
  'DELETE /api/blocks/:id': { params },
});

/**
 * `GET /api/blocks` and `DELETE /api/blocks/:id`: the blocks a user made, guest or member.
 * A guest's block holds like a member's, so a guest sees and can undo it the same way.
 */
export function registerBlockRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService; blocks: Blocks },
): void {
  const guard = requireUser(deps.tokens, deps.db);

  app.get('/api/blocks', { preHandler: guard }, async (request) => {
    const user = request.user!;
    const rows = await blocksBy(deps.db, user.id);
    return {
      blocks: rows.map((r) => ({
        id: r.id,
        // a guest's guest name; a member's own name is not shown here, as before
        ...guestNameFor(r),
        country: r.country,
        countryCode: r.country_code,
        blockedAt: new Date(Number(r.created_at)).toISOString(),
      })),
    } satisfies BlocksResponse;
  });

  app.delete('/api/blocks/:id', { preHandler: guard }, async (request, reply) => {
    const user = request.user!;
    const parsed = parseOr400(params, request.params, reply);
    if (!parsed) return reply;
    if (!(await deps.blocks.unblock(user.id, parsed.id)))
      return sendError(reply, 404, NO_SUCH_BLOCK);
    return reply.code(204).send();
  });
}

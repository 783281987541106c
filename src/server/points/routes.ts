import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LIMITS } from '../../shared/constants.ts';
import type {
  LeaderboardResponse,
  MyRankResponse,
  TransactionsResponse,
} from '../../shared/protocol/points.ts';
import { isMonthId, seasonIdOf } from '../../shared/rules/season.ts';
import { requireUser } from '../auth/guard.ts';
import type { TokenService } from '../auth/tokens.ts';
import { parseOr400, sendError } from '../http/errors.ts';
import type { Db } from '../store/db.ts';
import { decodeCursor, rankOf, readPage } from './leaderboard.ts';
import { ALL_TIME_BOARD } from './schema.ts';
import type { Refusal } from '../../shared/protocol/index.ts';
import { routeInputs } from '../http/inputs.ts';

export const LEADERBOARD_PAGE_SIZE = 20;
export const GUEST_RANK_ERROR = { code: 'guest_no_rank' } as const satisfies Refusal;
export const GUEST_TRANSACTIONS_ERROR = { code: 'guest_no_points' } as const satisfies Refusal;

/** A season id that is well-formed and not in the future (checked against the clock per call). */
const seasonId = z
  .string()
  .refine(isMonthId, 'must be a month like 2025-05')
  .refine((v) => v <= seasonIdOf(Date.now()), 'must not be a future month');

const boardQuery = z.object({
  scope: z.enum(['seasonal', 'all_time'], 'must be seasonal or all_time'),
  seasonId: seasonId.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(LEADERBOARD_PAGE_SIZE),
});

const rankQuery = z.object({
  season: z
    .string()
    .refine((v) => v === 'all' || isMonthId(v), 'must be all or a month like 2025-05')
    .refine((v) => v === 'all' || v <= seasonIdOf(Date.now()), 'must not be a future month')
    .default('all'),
});

const transactionsQuery = z.object({
  limit: z.coerce
    .number('must be a number from 1 to 50')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(LIMITS.transactionsPageSize, `must be at most ${LIMITS.transactionsPageSize}`)
    .default(LIMITS.transactionsPageSize),
});

export const INPUTS = routeInputs({
  'GET /api/leaderboard': { query: boardQuery },
  'GET /api/leaderboard/me': { query: rankQuery },
  'GET /api/me/transactions': { query: transactionsQuery },
});

export interface PointsRouteDeps {
  db: Db;
  tokens: TokenService;
}

/** Guests have no ledger: they are told to sign in (403), as the spec's rank banner expects. */
function refuseGuest(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  if (request.user?.is_anonymous !== 1) return false;
  void sendError(reply, 403, refusal);
  return true;
}

export function registerPointsRoutes(app: FastifyInstance, { db, tokens }: PointsRouteDeps): void {
  const auth = requireUser(tokens, db);

  app.get('/api/leaderboard', async (request, reply): Promise<LeaderboardResponse | void> => {
    const query = parseOr400(boardQuery, request.query, reply);
    if (!query) return;
    const board =
      query.scope === 'all_time' ? ALL_TIME_BOARD : (query.seasonId ?? seasonIdOf(Date.now()));
    const after = query.cursor ? decodeCursor(query.cursor, board) : undefined;
    if (after && 'code' in after) return sendError(reply, 400, after);
    reply.header('cache-control', 'no-store');
    return readPage(db, board, after, query.limit);
  });

  app.get(
    '/api/leaderboard/me',
    { preHandler: auth },
    async (request, reply): Promise<MyRankResponse | void> => {
      if (refuseGuest(request, reply, GUEST_RANK_ERROR)) return;
      const query = parseOr400(rankQuery, request.query, reply);
      if (!query) return;
      reply.header('cache-control', 'no-store');
      return rankOf(db, query.season === 'all' ? ALL_TIME_BOARD : query.season, request.user!.id);
    },
  );

  app.get(
    '/api/me/transactions',
    { preHandler: auth },
    async (request, reply): Promise<TransactionsResponse | void> => {
      if (refuseGuest(request, reply, GUEST_TRANSACTIONS_ERROR)) return;
      const query = parseOr400(transactionsQuery, request.query, reply);
      if (!query) return;
      const rows = await db
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', request.user!.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .execute();
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map((r) => ({
          id: r.id,
          reason: r.reason,
          gameType: r.game_type,
          createdAt: new Date(r.created_at).toISOString(),
          matchId: r.match_id,
          delta: r.delta,
          totalAfter: r.total_after,
        })),
      };
    },
  );
}

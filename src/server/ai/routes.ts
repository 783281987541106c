import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AI } from '../../shared/constants.ts';
import {
  AI_SPOTTY_REPLY,
  aiChatRequestSchema,
  randomStarter,
  type AiChatResponse,
  type AiMessage,
  type AiMode,
  type AiStatusResponse,
} from '../../shared/protocol/index.ts';
import { bearerToken, userFromRequest } from '../auth/guard.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import { parseOr400, sendError } from '../http/errors.ts';
import type { Db } from '../store/db.ts';
import { isBanned } from '../store/users.ts';
import { createRateLimiter } from './limiter.ts';
import { offlineReply } from './offline.ts';
import { callUpstream, type UpstreamConfig } from './upstream.ts';

export interface AiDeps {
  config: Config;
  tokens: TokenService;
  db: Db;
}

const OFFLINE_MODEL = 'offline-practice-partner';

/**
 * The practice buddy. Signed-out visitors may use it (the page is public), limited per IP;
 * a valid bearer token makes the limit per user instead. The API key stays on the server.
 */
export function registerAiRoutes(app: FastifyInstance, { config, tokens, db }: AiDeps): void {
  const upstream: UpstreamConfig | undefined = config.AI_BASE_URL
    ? {
        baseUrl: config.AI_BASE_URL,
        model: config.AI_MODEL,
        apiKey: config.AI_API_KEY,
        timeoutMs: config.AI_TIMEOUT_MS,
      }
    : undefined;
  const mode: AiMode = upstream ? 'online' : 'offline';
  const limiter = config.RATE_LIMITS === 'on' ? createRateLimiter(AI.rateLimits) : undefined;

  /** Rate-limit key: the user when the token is good, else the client address. */
  async function clientKey(request: FastifyRequest) {
    if (!bearerToken(request)) return { key: `ip:${request.ip}` };
    const { user } = await userFromRequest(request, tokens, db);
    if (!user) return { key: `ip:${request.ip}` };
    return { key: `user:${user.id}`, banned: isBanned(user) };
  }

  app.get('/api/ai/status', async (_request, reply): Promise<AiStatusResponse> => {
    reply.header('cache-control', 'no-store');
    return { mode };
  });

  app.post('/api/ai/chat', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = parseOr400(aiChatRequestSchema, request.body, reply);
    if (!body) return reply;
    // the server owns the system prompt: a client's system messages are ignored
    const history: AiMessage[] = body.messages
      .filter((m) => m.role !== 'system')
      .map((m) => ({ role: m.role, content: m.content.trim() }));
    const last = history.at(-1);
    if (!last || last.role !== 'user' || !last.content)
      return sendError(reply, 400, 'The last message must be a non-empty user message');

    const { key, banned } = await clientKey(request);
    if (banned) return sendError(reply, 403, 'You have been banned for violating our terms.');
    const verdict = limiter?.hit(key);
    if (verdict && !verdict.ok) {
      const seconds = Math.ceil(verdict.retryAfterMs / 1000);
      reply.header('retry-after', String(seconds));
      return sendError(
        reply,
        429,
        `You're sending messages too fast. Please wait ${formatWait(seconds)} and try again.`,
        { retryAfterSeconds: seconds },
      );
    }

    let content: string;
    let fallback: AiChatResponse['fallback'];
    if (!upstream) {
      content = offlineReply(history);
    } else {
      const result = await callUpstream(upstream, history);
      if (!result.ok) {
        request.log.warn({ reason: result.reason, status: result.status }, 'AI endpoint failed');
        content = AI_SPOTTY_REPLY;
        fallback = 'spotty';
      } else if (result.content === null) {
        content = randomStarter();
        fallback = 'starter';
      } else {
        content = result.content;
      }
    }
    const response: AiChatResponse = {
      id: `chatcmpl-${randomUUID()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: upstream ? upstream.model : OFFLINE_MODEL,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      mode,
      ...(fallback ? { fallback } : {}),
    };
    return response;
  });
}

function formatWait(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AI } from '../../shared/constants.ts';
import {
  AI_SPOTTY_REPLY,
  aiChatRequestSchema,
  aiTranslateRequestSchema,
  randomStarter,
  type AiChatResponse,
  type AiMessage,
  type AiMode,
  type AiStatusResponse,
  type AiTranslateResponse,
} from '../../shared/protocol/index.ts';
import { bearerToken, userFromRequest } from '../auth/guard.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import { parseOr400, sendError } from '../http/errors.ts';
import type { Db } from '../store/db.ts';
import { activeBanFor } from '../moderation/store.ts';
import { AI_ADDRESS_WINDOWS, createRateLimiter, type Verdict } from './limiter.ts';
import { DEVICE_COOKIE, DEVICE_ID } from '../http/cookies.ts';
import { offlineReply } from './offline.ts';
import { callUpstream, translateUpstream, type UpstreamConfig } from './upstream.ts';
import { routeInputs } from '../http/inputs.ts';

export interface AiDeps {
  config: Config;
  tokens: TokenService;
  db: Db;
  /** the clock of the per-minute and per-day budgets (tests move it instead of waiting) */
  now?: () => number;
}

const OFFLINE_MODEL = 'offline-practice-partner';

/**
 * The practice buddy. Signed-out visitors may use it (the page is public), limited per IP;
 * a valid bearer token makes the limit per user instead. The API key stays on the server.
 */
export const INPUTS = routeInputs({
  'GET /api/ai/status': {},
  'POST /api/ai/chat': { body: aiChatRequestSchema },
  'POST /api/ai/translate': { body: aiTranslateRequestSchema },
});

/** A valid tag in its canonical spelling ('PT-br' → 'pt-BR'); the schema has checked it. */
const canonical = (tag: string) => Intl.getCanonicalLocales(tag)[0] ?? tag;

export function registerAiRoutes(
  app: FastifyInstance,
  { config, tokens, db, now = Date.now }: AiDeps,
): void {
  const upstream: UpstreamConfig | undefined = config.AI_BASE_URL
    ? {
        baseUrl: config.AI_BASE_URL,
        model: config.AI_MODEL,
        apiKey: config.AI_API_KEY,
        timeoutMs: config.AI_TIMEOUT_MS,
      }
    : undefined;
  const mode: AiMode = upstream ? 'online' : 'offline';
  const limiter = config.RATE_LIMITS === 'on' ? createRateLimiter(AI.rateLimits, now) : undefined;
  const perAddress =
    config.RATE_LIMITS === 'on' ? createRateLimiter(AI_ADDRESS_WINDOWS, now) : undefined;

  /**
   * Rate-limit keys. A member: the account. A guest: the account, its browsers (the device
   * cookie and the one it was made on) and, with signed-out visitors, the address's budget;
   * a fresh guest token alone buys nothing. Signed out: the address.
   */
  async function clientKeys(request: FastifyRequest) {
    const address = `ip:${request.ip}`;
    const { user } = bearerToken(request)
      ? await userFromRequest(request, tokens, db)
      : { user: undefined };
    if (!user) return { keys: [address], address };
    const cookie = request.cookies[DEVICE_COOKIE];
    const device = cookie && DEVICE_ID.test(cookie) ? cookie : null;
    // the ban in force on the person or on the browser they ask from, as at the socket
    const banned = (await activeBanFor(db, user, device, now())) !== null;
    if (user.is_anonymous !== 1) return { keys: [`user:${user.id}`], banned };
    const devices = [device, user.device_id]
      .filter((d): d is string => Boolean(d))
      .map((d) => `device:${d}`);
    return { keys: [`user:${user.id}`, ...devices], address, banned };
  }

  /** Counts one request on every key and the address budget, or on none; the wait if refused. */
  function take(keys: string[], address: string | undefined): number | null {
    if (!limiter || !perAddress) return null;
    const free: Verdict = { ok: true };
    const verdicts = [limiter.check(keys), address ? perAddress.check(address) : free];
    const waits = verdicts.map((v) => (v.ok ? 0 : v.retryAfterMs));
    if (waits.some((ms) => ms > 0)) return Math.max(...waits);
    limiter.hit(keys);
    if (address) perAddress.hit(address);
    return null;
  }

  app.get('/api/ai/status', async (_request, reply): Promise<AiStatusResponse> => {
    reply.header('cache-control', 'no-store');
    return { mode, translate: Boolean(upstream) };
  });

  /** Who may ask, and whether their budget allows it; a reply is sent when not. */
  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const { keys, address, banned } = await clientKeys(request);
    if (banned) {
      sendError(reply, 403, { code: 'banned', params: { doing: 'app' } });
      return false;
    }
    const waitMs = take(keys, address);
    if (waitMs === null) return true;
    const seconds = Math.ceil(waitMs / 1000);
    reply.header('retry-after', String(seconds));
    sendError(
      reply,
      429,
      { code: 'ai_too_fast', params: { seconds } },
      { retryAfterSeconds: seconds },
    );
    return false;
  }

  /**
   * A chat message translated by the operator's endpoint, for a pair with no shared language.
   * The web sends text here only after the person turned it on; it shares the buddy's budgets.
   */
  app.post('/api/ai/translate', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = parseOr400(aiTranslateRequestSchema, request.body, reply);
    if (!body) return reply;
    if (!upstream) return sendError(reply, 503, { code: 'ai_translate_off' });
    if (!(await admit(request, reply))) return reply;
    const result = await translateUpstream(upstream, body.text, canonical(body.to));
    if (!result.ok || result.content === null) {
      request.log.warn(
        { reason: result.ok ? 'empty' : result.reason },
        'AI endpoint failed to translate',
      );
      return sendError(reply, 502, { code: 'ai_translate_failed' });
    }
    const response: AiTranslateResponse = { text: result.content };
    return response;
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
      return sendError(reply, 400, { code: 'ai_last_message' });

    if (!(await admit(request, reply))) return reply;
    const language = body.language ? canonical(body.language) : 'en';

    let content: string;
    let fallback: AiChatResponse['fallback'];
    if (!upstream) {
      content = offlineReply(history, Math.random, language);
    } else {
      const result = await callUpstream(upstream, history, fetch, language);
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

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  wireOf,
  type AccountRefusal,
  type AccountCode,
  type AuthPopupMessage,
} from '../../shared/protocol/index.ts';
import type { Config } from '../config.ts';
import { findUser } from '../store/users.ts';
import { callbackPage, POPUP_SCRIPT, POPUP_SCRIPT_PATH } from './callbackPage.ts';
import { createFacebookProvider } from './facebook.ts';
import { createGoogleProvider } from './google.ts';
import { resolveSignIn } from './linking.ts';
import { createStateSealer, newFlowSecrets, STATE_TTL_S, type OAuthState } from './oauthState.ts';
import { ProviderError, type OAuthProvider, type ProviderId } from './providers.ts';
import { REFRESH_COOKIE, STATE_COOKIE } from '../http/cookies.ts';
import { cookieOptions, type AuthDeps } from './routes.ts';
import { REFRESH_TTL_MS } from './sessions.ts';
import { routeInputs } from '../http/inputs.ts';

/** A failed sign-in's page and message: the code, its params, and its English. */
function failure(provider: ProviderId, refusal: AccountRefusal): AuthPopupMessage {
  const wire = wireOf('error', refusal) as { error: string; code: AccountCode };
  return { type: 'mu-auth', provider, status: 'error', ...wire };
}

/** The providers the operator configured (client id and secret both set). */
export function configuredProviders(config: Config): Map<ProviderId, OAuthProvider> {
  const map = new Map<ProviderId, OAuthProvider>();
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    map.set(
      'google',
      createGoogleProvider({
        issuer: config.GOOGLE_ISSUER,
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
      }),
    );
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    map.set(
      'facebook',
      createFacebookProvider({
        clientId: config.FACEBOOK_CLIENT_ID,
        clientSecret: config.FACEBOOK_CLIENT_SECRET,
        authUrl: config.FACEBOOK_AUTH_URL,
        tokenUrl: config.FACEBOOK_TOKEN_URL,
        graphUrl: config.FACEBOOK_GRAPH_URL,
      }),
    );
  }
  return map;
}

const paramsSchema = z.object({ provider: z.enum(['google', 'facebook']) });
const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
  error_reason: z.string().max(256).optional(),
});

export const INPUTS = routeInputs({
  'GET /api/auth/popup.js': {},
  'GET /api/auth/:provider/start': { params: paramsSchema },
  'GET /api/auth/:provider/callback': { params: paramsSchema, query: callbackQuery },
});

export function redirectUriFor(config: Config, request: FastifyRequest, provider: ProviderId) {
  const origin = config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
  return `${origin}/api/auth/${provider}/callback`;
}

/** Popup pages must keep their opener even after visiting the provider's site. */
function popupHeaders(reply: FastifyReply) {
  reply.header('cross-origin-opener-policy', 'unsafe-none');
  reply.header('cache-control', 'no-store');
}

function sendPage(reply: FastifyReply, message: AuthPopupMessage) {
  popupHeaders(reply);
  return reply
    .code(message.status === 'error' ? 400 : 200)
    .type('text/html; charset=utf-8')
    .send(callbackPage(message));
}

/** `GET /api/auth/:provider/start` and `.../callback`: the popup sign-in flow. */
export function registerOAuthRoutes(
  app: FastifyInstance,
  deps: AuthDeps & { signingKey: Uint8Array },
): void {
  const providers = configuredProviders(deps.config);
  const sealer = createStateSealer(deps.signingKey);
  const stateCookie = (request: FastifyRequest) => ({
    ...cookieOptions(deps.config, request, '/api/auth'),
    maxAge: STATE_TTL_S,
  });

  app.get(POPUP_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(POPUP_SCRIPT),
  );

  app.get('/api/auth/:provider/start', async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) return reply.callNotFound();
    const id = params.data.provider;
    const fail = (refusal: AccountRefusal) => sendPage(reply, failure(id, refusal));
    const provider = providers.get(id);
    if (!provider) return fail({ code: 'oauth_not_configured', params: { provider: id } });
    const secrets = newFlowSecrets();
    const redirectUri = redirectUriFor(deps.config, request, id);
    let url: string;
    try {
      url = await provider.authorizationUrl({ ...secrets, redirectUri });
    } catch (err) {
      request.log.warn({ err, provider: id }, 'sign-in start failed');
      const detail = err instanceof ProviderError ? err.message : '';
      return fail({ code: 'oauth_unavailable', params: { provider: id, detail } });
    }
    const state: OAuthState = { provider: id, redirectUri, ...secrets };
    reply.setCookie(STATE_COOKIE, await sealer.seal(state), stateCookie(request));
    popupHeaders(reply);
    return reply.redirect(url, 302);
  });

  app.get('/api/auth/:provider/callback', async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) return reply.callNotFound();
    const id = params.data.provider;
    const fail = (refusal: AccountRefusal, detail?: unknown) => {
      const message = failure(id, refusal);
      if (message.status === 'error')
        request.log.warn(
          { provider: id, code: message.code, detail },
          `sign-in failed: ${message.error}`,
        );
      return sendPage(reply, message);
    };
    const provider = providers.get(id);
    if (!provider) return fail({ code: 'oauth_not_configured', params: { provider: id } });
    const query = callbackQuery.safeParse(request.query);
    if (!query.success) return fail({ code: 'oauth_malformed' });
    const q = query.data;

    const saved = await sealer.open(request.cookies[STATE_COOKIE]);
    reply.clearCookie(STATE_COOKIE, { path: '/api/auth' });
    if (!saved || saved.provider !== id || !q.state || q.state !== saved.state)
      return fail({ code: 'oauth_state' });
    if (q.error) {
      if (q.error === 'access_denied' || q.error_reason === 'user_denied')
        return sendPage(reply, { type: 'mu-auth', provider: id, status: 'cancelled' });
      const detail = q.error_description ?? q.error;
      return fail({ code: 'oauth_refused', params: { provider: id, detail } });
    }
    if (!q.code) return fail({ code: 'oauth_no_code', params: { provider: id } });

    let profile;
    try {
      profile = await provider.exchange({
        code: q.code,
        redirectUri: saved.redirectUri,
        nonce: saved.nonce,
        codeVerifier: saved.codeVerifier,
      });
    } catch (err) {
      if (err instanceof ProviderError)
        return fail({ code: 'oauth_failed', params: { provider: id } }, err.message);
      request.log.error({ err }, 'sign-in exchange crashed');
      return fail({ code: 'oauth_server_error' });
    }

    const cookie = request.cookies[REFRESH_COOKIE];
    const currentId = await deps.sessions.peek(cookie);
    const current = currentId ? await findUser(deps.db, currentId) : undefined;
    const { user, kind } = await resolveSignIn(deps.db, id, profile, current);
    // A new session on every sign-in: the guest's session ends even when it was linked. A
    // guest linked in place keeps its id as a member: every session it had as a guest ends,
    // and with them every access token issued to the guest (they carry the session's id).
    if (currentId) await deps.sessions.revoke(cookie);
    if (kind === 'linked') await deps.sessions.revokeAllFor(user.id);
    reply.setCookie(REFRESH_COOKIE, await deps.sessions.create(user.id), {
      ...cookieOptions(deps.config, request, '/api/auth'),
      maxAge: REFRESH_TTL_MS / 1000,
    });
    request.log.info({ provider: id, userId: user.id, kind }, 'signed in with provider');
    return sendPage(reply, { type: 'mu-auth', provider: id, status: 'success', kind });
  });
}

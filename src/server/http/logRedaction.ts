import type { FastifyServerOptions } from 'fastify';

/** Query parameters that must never reach a log: an OAuth code or state is a credential. */
const SECRET_PARAMS = /([?&](?:code|state|access_token|id_token|token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's logger options with request URLs redacted (Fastify logs every request's URL,
 * and the OAuth callback's carries `code` and `state`).
 */
export function withRedaction(
  logger: boolean | Record<string, unknown>,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...(base.serializers as object | undefined),
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

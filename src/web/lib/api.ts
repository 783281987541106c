import { UI } from '../../shared/constants.ts';
import type { Coded } from '../i18n/codes.ts';
import { i18n } from '../i18n/i18n.ts';

/** A failed call: `message` is the text a user may see, `body` holds extra fields. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(message: string, status: number, body: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export interface ApiClientOptions {
  base: string;
  /**
   * Returns a fresh bearer token (refreshed when close to its max age), or null. A token at
   * hand comes back as is: the request then leaves at once, not after the page's next render.
   */
  getToken?: () => Promise<string | null> | string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  body?: unknown;
  auth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

async function readBody(res: Response): Promise<{ json?: Record<string, unknown>; html: boolean }> {
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (type.includes('text/html') || /^\s*<(!doctype|html)/i.test(text)) return { html: true };
  if (!text) return { html: false };
  try {
    const json: unknown = JSON.parse(text);
    return {
      json: json && typeof json === 'object' ? (json as Record<string, unknown>) : {},
      html: false,
    };
  } catch {
    return { html: false };
  }
}

/** Tries after the first of a read the server refused as briefly unavailable. */
const UNAVAILABLE_RETRIES = 2;

/** The app's one HTTP client, with the error texts clients rely on (docs/product.md). */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const defaultTimeout = options.timeoutMs ?? UI.apiTimeoutMs;

  /**
   * A read refused because the server's database or Redis is briefly away (503, code
   * 'unavailable': nothing was done) is asked again after the server's Retry-After, twice at
   * most; a write is not, since the person decides whether to send it again.
   */
  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await requestOnce<T>(method, path, opts);
      } catch (err) {
        const unavailable =
          err instanceof ApiError && err.status === 503 && err.body.code === 'unavailable';
        if (!unavailable || method !== 'GET' || attempt >= UNAVAILABLE_RETRIES) throw err;
        const seconds = Number(err.body.retryAfter ?? 2);
        await new Promise((r) => setTimeout(r, Math.min(Math.max(seconds, 0), 5) * 1000));
      }
    }
  }

  async function requestOnce<T>(method: string, path: string, opts: RequestOptions): Promise<T> {
    const url = `${options.base}${path}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.auth !== false && options.getToken) {
      const pending = options.getToken();
      const token = typeof pending === 'string' || pending === null ? pending : await pending;
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const ms = opts.timeoutMs ?? defaultTimeout;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ms);
    const onAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onAbort);
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers,
        credentials: 'include',
        body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
        signal: controller.signal,
      });
    } catch (err) {
      if (controller.signal.aborted) throw new ApiError(i18n._('request.timeout', { ms }), 0);
      throw new ApiError(i18n._('request.network', { url }), 0, { cause: String(err) });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
    if (res.status === 204) return undefined as T;
    let parsed: Awaited<ReturnType<typeof readBody>>;
    try {
      parsed = await readBody(res);
    } catch {
      if (controller.signal.aborted) throw new ApiError(i18n._('request.timeout', { ms }), 0);
      throw new ApiError(i18n._('request.network', { url }), 0);
    }
    if (parsed.html) {
      throw new ApiError(
        i18n._('request.notJson', { url, base: options.base || 'same origin' }),
        res.status,
      );
    }
    const body = parsed.json ?? {};
    if (!res.ok) {
      // the words for the body's code (i18n/codes.ts); the body's own text only for a code
      // this client does not know (a newer server, or not ours at all)
      // (loaded on the first failure: the landing pages' JS stays small)
      const words = await import('../i18n/codes.ts').then(
        (m) => m.wordsFor(body as Coded),
        () => undefined,
      );
      const text =
        words ||
        (typeof body.error === 'string' && body.error) ||
        (typeof body.message === 'string' && body.message) ||
        i18n._('request.failed', { status: res.status });
      const retryAfter = res.headers.get('retry-after');
      throw new ApiError(text, res.status, retryAfter ? { ...body, retryAfter } : body);
    }
    return body as T;
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

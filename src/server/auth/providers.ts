export type ProviderId = 'google' | 'facebook';

/** Who the provider says signed in. */
export interface ProviderProfile {
  subject: string;
  displayName: string | null;
  email: string | null;
}

export interface OAuthProvider {
  id: ProviderId;
  authorizationUrl(input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
  }): Promise<string>;
  /** Trades the code for the user's identity; throws ProviderError when anything is off. */
  exchange(input: {
    code: string;
    redirectUri: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<ProviderProfile>;
}

/** A sign-in that failed at or because of the provider; the message is safe to show. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/** Calls a provider endpoint with a time limit; network failures become ProviderErrors. */
export async function providerFetch(
  what: string,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw new ProviderError(`Could not reach the sign-in provider (${what}): ${String(err)}`);
  }
}

/** Reads a JSON answer, turning OAuth-style error bodies into a ProviderError. */
export async function providerJson(what: string, res: Response): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    /* not JSON: reported below by status */
  }
  if (!res.ok) {
    const error = body.error;
    const detail =
      typeof error === 'object' && error && 'message' in error
        ? String((error as { message: unknown }).message)
        : [body.error, body.error_description].filter(Boolean).join(': ');
    throw new ProviderError(`${what} failed (${res.status})${detail ? `: ${detail}` : ''}`);
  }
  return body;
}

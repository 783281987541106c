import { AI } from '../../shared/constants.ts';
import type { AiMessage } from '../../shared/protocol/index.ts';

/** What the server tells the model; clients cannot replace it. */
export const SYSTEM_PROMPT =
  'You are a friendly, upbeat conversation partner helping someone practise small talk in ' +
  'English. Keep every reply under 3 sentences, casual and warm, and usually end with a ' +
  'question that keeps the conversation going. Stay on light, everyday topics; if asked for ' +
  'anything harmful or explicit, politely steer back to small talk.';

export interface UpstreamConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export type UpstreamResult =
  | { ok: true; content: string | null }
  | { ok: false; reason: 'timeout' | 'network' | 'status' | 'invalid'; status?: number };

export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/**
 * One call to an OpenAI-compatible `POST {base}/chat/completions`. Never throws: every
 * failure becomes a reason the route turns into the spotty-connection reply.
 * `content: null` means the endpoint answered but without usable text.
 */
export async function callUpstream(
  config: UpstreamConfig,
  history: readonly AiMessage[],
  fetchImpl: typeof fetch = fetch,
): Promise<UpstreamResult> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let res: Response;
  try {
    res = await fetchImpl(chatCompletionsUrl(config.baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: config.model,
        messages: [{ role: 'system', content: SYSTEM_PROMPT }, ...history],
        temperature: AI.temperature,
        max_tokens: 200,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (err) {
    return { ok: false, reason: isTimeout(err) ? 'timeout' : 'network' };
  }
  let body: unknown;
  try {
    // the body can stall too; the same timeout signal covers reading it
    body = await res.json();
  } catch (err) {
    if (isTimeout(err)) return { ok: false, reason: 'timeout' };
    return res.ok
      ? { ok: false, reason: 'invalid', status: res.status }
      : { ok: false, reason: 'status', status: res.status };
  }
  if (!res.ok) return { ok: false, reason: 'status', status: res.status };
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string' || !content.trim()) return { ok: true, content: null };
  // cut to what the next request may carry back as history
  return { ok: true, content: clip(content.trim(), AI.maxMessageChars) };
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

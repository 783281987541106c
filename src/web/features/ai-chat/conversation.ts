import { AI } from '../../../shared/constants.ts';
import type { AiChatResponse, AiMessage } from '../../../shared/protocol/index.ts';
import { randomStarter } from '../../../shared/protocol/ai-replies.ts';

export const GREETING: AiMessage = {
  role: 'assistant',
  content: "Hi! I'm your practice buddy. Say hello, or tell me how your day is going.",
};

/**
 * What the page sends: the latest messages within the server's caps. The server adds its own
 * system prompt, so the page never sends one.
 */
export function historyForRequest(messages: readonly AiMessage[]): AiMessage[] {
  return messages
    .filter((m) => m.role !== 'system')
    .slice(-AI.maxMessages)
    .map((m) => ({ role: m.role, content: m.content.slice(0, AI.maxMessageChars) }));
}

/** The reply's text, or a random conversation starter when it is missing (docs/product.md). */
export function replyText(
  response: Partial<AiChatResponse> | undefined,
  random: () => number = Math.random,
): string {
  const content = response?.choices?.[0]?.message?.content;
  return typeof content === 'string' && content.trim() ? content.trim() : randomStarter(random);
}

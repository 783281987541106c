import { AI } from '../../../shared/constants.ts';
import type { AiChatResponse, AiMessage } from '../../../shared/protocol/index.ts';
import { i18n } from '../../i18n/i18n.ts';

/** What the buddy says when the connection fails, in the app's language. */
export const spottyReply = () => i18n._('aiChat.spotty');

/**
 * The conversation starters in the app's language; English's are the shared AI_STARTERS (the
 * offline partner on the server has its own, per language).
 */
const starters = () => [
  i18n._('aiChat.starter.smile'),
  i18n._('aiChat.starter.travel'),
  i18n._('aiChat.starter.hobby'),
  i18n._('aiChat.starter.food'),
  i18n._('aiChat.starter.morning'),
  i18n._('aiChat.starter.movie'),
  i18n._('aiChat.starter.weekend'),
  i18n._('aiChat.starter.cheer'),
  i18n._('aiChat.starter.learned'),
  i18n._('aiChat.starter.place'),
];

function randomStarter(random: () => number): string {
  const list = starters();
  return list[Math.floor(random() * list.length)] ?? list[0]!;
}

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

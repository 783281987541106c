import { z } from 'zod';
import { AI } from '../constants.ts';

/**
 * POST /api/ai/chat is OpenAI-compatible in and out. The server owns the system prompt and
 * the temperature, so a client's system messages are accepted (for compatibility) and dropped.
 */
export const aiMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z
    .string('content must be text')
    .max(AI.maxMessageChars, `content must be at most ${AI.maxMessageChars} characters`),
});

export const aiChatRequestSchema = z
  .object({
    messages: z
      .array(aiMessageSchema)
      .min(1, 'messages must hold at least one message')
      .max(
        AI.maxMessages,
        `The conversation is too long (at most ${AI.maxMessages} messages); start a new one`,
      ),
    temperature: z.number().min(0).max(2).optional(),
  })
  .loose();

export type AiMessage = z.infer<typeof aiMessageSchema>;
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

/** `online`: a configured OpenAI-compatible endpoint answers; `offline`: the built-in partner. */
export type AiMode = 'online' | 'offline';

export interface AiChatResponse {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: {
    index: number;
    message: { role: 'assistant'; content: string };
    finish_reason: 'stop';
  }[];
  /** Ours, beside the OpenAI fields: who answered, and which fallback (if any) was used. */
  mode: AiMode;
  fallback?: 'spotty' | 'starter';
}

export interface AiStatusResponse {
  mode: AiMode;
}

export * from './ai-replies.ts';

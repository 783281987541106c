import { z } from 'zod';
import { AI, LIMITS } from '../constants.ts';

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

/** A BCP 47 language tag ('es', 'pt-BR'); the server canonicalises it (Intl). */
export const languageTagSchema = z
  .string('must be a language tag')
  .max(35, 'must be a language tag of at most 35 characters')
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/, 'must be a BCP 47 language tag, like es or pt-BR')
  .refine(isLanguageTag, 'must be a BCP 47 language tag, like es or pt-BR');

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

export const aiChatRequestSchema = z
  .object({
    /** ours: the page's language; the buddy answers in it (English when absent) */
    language: languageTagSchema.optional(),
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
  /** ours: POST /api/ai/translate works (the operator configured an AI endpoint) */
  translate?: boolean;
}

/** POST /api/ai/translate: one chat message into the reader's language. */
export const aiTranslateRequestSchema = z.object({
  text: z
    .string('text must be text')
    .trim()
    .min(1, 'text must not be empty')
    .max(
      LIMITS.chatMessageMaxLength,
      `text must be at most ${LIMITS.chatMessageMaxLength} characters`,
    ),
  to: languageTagSchema,
});

export type AiTranslateRequest = z.infer<typeof aiTranslateRequestSchema>;

export interface AiTranslateResponse {
  text: string;
  /** the source language, when the service named it */
  from?: string;
}

export * from './ai-replies.ts';

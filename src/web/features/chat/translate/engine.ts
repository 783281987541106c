import type { AiStatusResponse, AiTranslateResponse } from '../../../../shared/protocol/index.ts';
import { api } from '../../session/session.ts';

/**
 * The two ways a message can be translated: the browser's own on-device translator (Chrome's
 * built-in Translator API; nothing leaves the device) or the operator's AI endpoint through
 * POST /api/ai/translate (only after the person turned it on: the text leaves the device).
 */

interface TranslatorLike {
  translate(text: string): Promise<string>;
}
interface TranslatorApi {
  availability(o: { sourceLanguage: string; targetLanguage: string }): Promise<string>;
  create(o: { sourceLanguage: string; targetLanguage: string }): Promise<TranslatorLike>;
}
interface DetectorApi {
  availability(): Promise<string>;
  create(): Promise<{ detect(text: string): Promise<{ detectedLanguage?: string }[]> }>;
}

const scope = globalThis as unknown as {
  Translator?: TranslatorApi;
  LanguageDetector?: DetectorApi;
};

export const hasOnDeviceTranslator = (): boolean =>
  typeof self !== 'undefined' && 'Translator' in self && Boolean(scope.Translator);

/**
 * Whether this browser can translate on the device at all. The Translator API being there is
 * not enough: a browser may have it with no language detector model, and without knowing the
 * message's language nothing can be translated (Chromium 156 on Linux answers 'unavailable').
 */
export async function deviceTranslates(): Promise<boolean> {
  if (!hasOnDeviceTranslator() || !scope.LanguageDetector) return false;
  try {
    return (await scope.LanguageDetector.availability()) !== 'unavailable';
  } catch {
    return false;
  }
}

/** Whether this message can be translated on the device into `to` (its pair is supported). */
export async function deviceTranslatesMessage(text: string, to: string): Promise<boolean> {
  const translator = scope.Translator;
  const from = translator ? await detect(text) : null;
  if (!translator || !from || primary(from) === primary(to)) return false;
  try {
    const pair = { sourceLanguage: primary(from), targetLanguage: primary(to) };
    return (await translator.availability(pair)) !== 'unavailable';
  } catch {
    return false;
  }
}

const primary = (tag: string) => tag.toLowerCase().split('-')[0] ?? tag;

/** The language to read messages in: the person's first spoken language, else the page's. */
export function readerLanguage(): string {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem('spokenLanguages') ?? '[]');
    if (Array.isArray(saved) && typeof saved[0] === 'string' && saved[0]) return saved[0];
  } catch {
    /* no storage or not ours: the page's language */
  }
  return document.documentElement.lang || navigator.language || 'en';
}

async function detect(text: string): Promise<string | null> {
  if (!scope.LanguageDetector) return null;
  try {
    const detector = await scope.LanguageDetector.create();
    return (await detector.detect(text))[0]?.detectedLanguage ?? null;
  } catch {
    return null;
  }
}

export type Outcome =
  | { ok: true; text: string; from?: string }
  /** same: already in the reader's language; none: this browser cannot translate it */
  | { ok: false; reason: 'same' | 'none' | 'failed'; message?: string };

/** On the device, when the browser has a translator for this pair; `none` when it has not. */
export async function translateOnDevice(
  text: string,
  to: string,
  partnerLanguage?: string,
): Promise<Outcome> {
  const translator = scope.Translator;
  if (!translator) return { ok: false, reason: 'none' };
  const from = (await detect(text)) ?? partnerLanguage ?? null;
  if (!from) return { ok: false, reason: 'none' };
  if (primary(from) === primary(to)) return { ok: false, reason: 'same' };
  try {
    const pair = { sourceLanguage: primary(from), targetLanguage: primary(to) };
    if ((await translator.availability(pair)) === 'unavailable')
      return { ok: false, reason: 'none' };
    const made = await translator.create(pair);
    return { ok: true, text: await made.translate(text), from: pair.sourceLanguage };
  } catch {
    return { ok: false, reason: 'none' };
  }
}

/** Through the operator's endpoint: call only after the person turned it on. */
export async function translateOnServer(text: string, to: string): Promise<Outcome> {
  try {
    const res = await api.post<AiTranslateResponse>('/api/ai/translate', { text, to });
    return { ok: true, text: res.text, ...(res.from ? { from: res.from } : {}) };
  } catch (err) {
    return { ok: false, reason: 'failed', message: err instanceof Error ? err.message : undefined };
  }
}

/** Whether this server translates (the operator configured an AI endpoint). */
export async function serverTranslates(): Promise<boolean> {
  try {
    const status = await api.get<AiStatusResponse>('/api/ai/status', { auth: false });
    return status.translate === true;
  } catch {
    return false;
  }
}

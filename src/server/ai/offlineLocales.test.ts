import { describe, expect, it } from 'vitest';
import { AI_STARTERS, type AiMessage } from '../../shared/protocol/index.ts';
import { offlineReply } from './offline.ts';
import { localeFor } from './offlineLocales.ts';
import { SYSTEM_PROMPT, systemPrompt } from './upstream.ts';

const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const user = (content: string): AiMessage[] => [{ role: 'user', content }];

/** What a person in each language says, and what the partner answers to it. */
const CASES: Record<string, { hello: string; how: string; thanks: string; expect: RegExp }> = {
  es: { hello: 'Hola', how: '¿Cómo estás?', thanks: 'Gracias', expect: /gracias|hola|¡/i },
  'pt-BR': { hello: 'Oi', how: 'Tudo bem?', thanks: 'Valeu!', expect: /você|oi|olá/i },
  fr: { hello: 'Salut', how: 'Ça va ?', thanks: 'Merci', expect: /toi|tu|salut|bonjour/i },
  de: { hello: 'Hallo', how: "Wie geht's?", thanks: 'Danke!', expect: /dir|du|hallo|hi/i },
  tr: { hello: 'Merhaba', how: 'Nasılsın?', thanks: 'Teşekkürler', expect: /\p{L}/u },
  ru: { hello: 'Привет', how: 'Как дела?', thanks: 'Спасибо', expect: /\p{Script=Cyrillic}/u },
  ar: { hello: 'مرحبا', how: 'كيف حالك؟', thanks: 'شكرا', expect: /\p{Script=Arabic}/u },
};

describe('the offline partner in the page language', () => {
  for (const [tag, c] of Object.entries(CASES)) {
    const locale = localeFor(tag)!;
    it(`answers ${tag}: greetings, "how are you", thanks, questions and anything else`, () => {
      expect(locale).toBeDefined();
      expect(locale.greetingReplies).toContain(offlineReply(user(c.hello), seeded(1), tag));
      expect(locale.howReplies).toContain(offlineReply(user(c.how), seeded(2), tag));
      expect(locale.thanksReplies).toContain(offlineReply(user(c.thanks), seeded(3), tag));
      expect(locale.followUps).toContain(offlineReply(user('Zxqv Mnbvc lkjh'), seeded(4), tag));
      expect(offlineReply(user(c.hello), seeded(5), tag)).toMatch(c.expect);
      // never English: none of its openers or its fallbacks
      const reply = offlineReply(user(c.how), seeded(6), tag);
      expect(AI_STARTERS).not.toContain(reply);
      expect(reply).not.toMatch(/\b(the|you|what|thanks)\b/i);
    });

    it(`never repeats itself in ${tag}, and opens a new topic in it when nothing fits`, () => {
      const history: AiMessage[] = [];
      for (let i = 0; i < 12; i++) {
        history.push({ role: 'user', content: '...' });
        const reply = offlineReply(history, seeded(10 + i), tag);
        const earlier = history.filter((m) => m.role === 'assistant').map((m) => m.content);
        if (i < locale.starters.length) expect(earlier).not.toContain(reply);
        else expect(reply).not.toBe(earlier.at(-1));
        expect(locale.starters).toContain(reply);
        history.push({ role: 'assistant', content: reply });
      }
    });
  }

  it('answers in English for English and for languages it has no words for', () => {
    for (const tag of ['en', 'en-GB', 'ja', 'nl']) {
      expect(localeFor(tag)).toBeUndefined();
      expect(offlineReply(user('Hello'), seeded(1), tag)).toMatch(/^(Hi|Hey|Hello)/);
    }
  });

  it('the endpoint is told to reply in the page language; English keeps the original prompt', () => {
    expect(systemPrompt('en')).toBe(SYSTEM_PROMPT);
    expect(SYSTEM_PROMPT).toMatch(/small talk in English\./);
    expect(systemPrompt('es')).toMatch(/small talk in Spanish \(es\)\. Always reply in Spanish/);
    expect(systemPrompt('pt-BR')).toMatch(/Always reply in Brazilian Portuguese \(pt-BR\)/);
    expect(systemPrompt('ar')).toMatch(/Always reply in Arabic \(ar\)/);
  });
});

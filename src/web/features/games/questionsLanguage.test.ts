import { describe, expect, it } from 'vitest';
import { mindQuestionLine, questionsLanguageNote } from './questionsLanguage.ts';

describe("a question game's language note", () => {
  it('says the questions are in English when the pair shares a language without a bank', () => {
    expect(questionsLanguageNote('en', 'de', 'en')).toBe('Questions in English');
    expect(questionsLanguageNote(undefined, 'tr', 'en')).toBe('Questions in English');
  });

  it('says nothing when the questions are in the shared language, whatever the region', () => {
    expect(questionsLanguageNote('es', 'es-MX', 'en')).toBeNull();
    expect(questionsLanguageNote('pt-BR', 'pt-PT', 'en')).toBeNull();
    expect(questionsLanguageNote('en', 'en-GB', 'de')).toBeNull();
  });

  it("with no shared language, compares with the page's language", () => {
    expect(questionsLanguageNote('en', null, 'en-US')).toBeNull();
    expect(questionsLanguageNote('en', null, 'fr')).toBe('Questions in English');
  });

  it('names a bank language in itself', () => {
    expect(questionsLanguageNote('es', 'de', 'en')).toBe('Questions in Español');
  });
});

describe("Read my mind's question line", () => {
  it("keeps the spec's English prompt, and asks in the bank's language otherwise", () => {
    expect(mindQuestionLine('en', 'tea', 'coffee')).toBe('Would you rather… tea or coffee?');
    expect(mindQuestionLine(undefined, 'tea', 'coffee')).toBe('Would you rather… tea or coffee?');
    expect(mindQuestionLine('es', 'playa', 'montaña')).toBe('¿Qué prefieres… playa o montaña?');
    expect(mindQuestionLine('pt-BR', 'praia', 'serra')).toBe('Você prefere… praia ou serra?');
    expect(mindQuestionLine('ru', 'жить у моря', 'жить в горах')).toBe(
      'Что выберешь… жить у моря или жить в горах?',
    );
    expect(mindQuestionLine('ar', 'الشاي', 'القهوة')).toBe('أيّهما أفضل لك… الشاي أم القهوة؟');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readCatalogue } from '../../../../scripts/ui-messages.ts';
import { UI_LOCALES, type UiLocale } from '../../../shared/uiLocales.ts';
import { i18n } from '../../i18n/i18n.ts';
import {
  languageNameIn,
  mindQuestionLine,
  questionsLanguageNote,
  turkishQuestionParticle,
} from './questionsLanguage.ts';

/** Switches the words to a language's games catalogue, compiled as the build does. */
function speak(locale: UiLocale) {
  const messages: Messages = {};
  for (const [id, text] of Object.entries(readCatalogue('features/games', locale)))
    messages[id] = compileMessageOrThrow(text);
  i18n.load(locale, messages);
  i18n.activate(locale);
}

describe("a question game's language note", () => {
  afterEach(() => speak('en'));

  it('says the questions are in English when the pair shares a language without a bank', () => {
    expect(questionsLanguageNote('en', 'ja', 'en')).toBe('Questions in English');
    expect(questionsLanguageNote(undefined, 'ko', 'en')).toBe('Questions in English');
  });

  it('says nothing when the questions are in the shared language, whatever the region', () => {
    expect(questionsLanguageNote('es', 'es-MX', 'en')).toBeNull();
    expect(questionsLanguageNote('pt-BR', 'pt-PT', 'en')).toBeNull();
    expect(questionsLanguageNote('en', 'en-GB', 'de')).toBeNull();
    expect(questionsLanguageNote('fr', 'fr-CA', 'en')).toBeNull();
    expect(questionsLanguageNote('de', 'de-AT', 'en')).toBeNull();
    expect(questionsLanguageNote('tr', 'tr', 'en')).toBeNull();
  });

  it("with no shared language, compares with the page's language", () => {
    expect(questionsLanguageNote('en', null, 'en-US')).toBeNull();
    expect(questionsLanguageNote('en', null, 'fr')).toBe('Questions in English');
  });

  it("names the questions' language in the reader's language, not in itself", () => {
    expect(questionsLanguageNote('es', 'ja', 'en')).toBe('Questions in Spanish');
    const written: Record<string, string> = {};
    for (const locale of UI_LOCALES) {
      speak(locale);
      written[locale] = questionsLanguageNote('en', 'ja', locale)!;
    }
    // each a natural phrase in its own language, with the name a reader of it would use
    expect(written).toEqual({
      en: 'Questions in English',
      es: 'Preguntas en inglés',
      'pt-BR': 'Perguntas em inglês',
      fr: 'Questions en anglais',
      de: 'Fragen auf Englisch',
      tr: 'Soru dili: İngilizce',
      ru: 'Язык вопросов: английский',
      ar: 'لغة الأسئلة: الإنجليزية',
    });
    speak('de');
    expect(questionsLanguageNote('pt-BR', 'ja', 'de')).toBe('Fragen auf Portugiesisch (Brasilien)');
  });

  it('falls back to the tag when a name cannot be given', () => {
    expect(languageNameIn('en', 'not a tag!')).toBe('en');
  });
});

describe("Read my mind's question line", () => {
  it("keeps the spec's English prompt, and asks in the bank's language otherwise", () => {
    expect(mindQuestionLine('en', 'tea', 'coffee')).toBe('Would you rather… tea or coffee?');
    expect(mindQuestionLine(undefined, 'tea', 'coffee')).toBe('Would you rather… tea or coffee?');
    expect(mindQuestionLine('es', 'playa', 'montaña')).toBe('¿Qué prefieres… playa o montaña?');
    expect(mindQuestionLine('pt-BR', 'praia', 'serra')).toBe('Você prefere… praia ou serra?');
    expect(mindQuestionLine('fr', 'le thé', 'le café')).toBe(
      'Vous préférez… le thé ou le café\u202f?',
    );
    expect(mindQuestionLine('de-AT', 'Tee trinken', 'Kaffee trinken')).toBe(
      'Würdest du lieber… Tee trinken oder Kaffee trinken?',
    );
    expect(mindQuestionLine('tr', 'simit', 'poğaça')).toBe(
      'Hangisini seçerdin… simit mi, poğaça mı?',
    );
  });

  it('gives Turkish the question particle each option calls for', () => {
    expect(turkishQuestionParticle('dağda yaşamak')).toBe('mı');
    expect(turkishQuestionParticle('kışın tatile çıkmak')).toBe('mı');
    expect(turkishQuestionParticle('deniz kenarında yürümek')).toBe('mi');
    expect(turkishQuestionParticle('Türk kahvesi')).toBe('mi');
    expect(turkishQuestionParticle('her gün erken paydos')).toBe('mu');
    expect(turkishQuestionParticle('sıcak bir banyo')).toBe('mu');
    expect(turkishQuestionParticle('on saat yürüyüş')).toBe('mü');
    expect(turkishQuestionParticle('bir gün boyunca İSTANBUL')).toBe('mu');
    expect(turkishQuestionParticle('KIŞ')).toBe('mı');
    expect(mindQuestionLine('ru', 'жить у моря', 'жить в горах')).toBe(
      'Что выберете… жить у моря или жить в горах?',
    );
    expect(mindQuestionLine('ar', 'الشاي', 'القهوة')).toBe('أيّهما أفضل لك… الشاي أم القهوة؟');
  });
});

import { describe, expect, it } from 'vitest';
import { AI } from '../../../shared/constants.ts';
import { AI_STARTERS, type AiMessage } from '../../../shared/protocol/index.ts';
import { historyForRequest, replyText } from './conversation.ts';
import {
  canSpeak,
  pageLanguage,
  recognitionConstructor,
  recognitionErrorText,
  speechLanguage,
  transcriptOf,
} from './speech.ts';

describe('speech helpers', () => {
  it('finds the standard or the prefixed recognition, or none', () => {
    class Std {}
    class Webkit {}
    expect(
      recognitionConstructor({ SpeechRecognition: Std, webkitSpeechRecognition: Webkit }),
    ).toBe(Std);
    expect(recognitionConstructor({ webkitSpeechRecognition: Webkit })).toBe(Webkit);
    expect(recognitionConstructor({})).toBeUndefined();
    expect(canSpeak({})).toBe(false);
    expect(canSpeak({ speechSynthesis: {}, SpeechSynthesisUtterance: class {} })).toBe(true);
  });

  it('has a friendly text for each microphone error and stays quiet when we aborted', () => {
    expect(recognitionErrorText('not-allowed')).toMatch(/blocked.*Allow the microphone/);
    expect(recognitionErrorText('service-not-allowed')).toMatch(/blocked/);
    expect(recognitionErrorText('no-speech')).toMatch(/didn't hear anything/);
    expect(recognitionErrorText('audio-capture')).toMatch(/No microphone was found/);
    expect(recognitionErrorText('network')).toMatch(/network connection/);
    expect(recognitionErrorText('bad-grammar')).toMatch(/\(bad-grammar\).*try again/);
    expect(recognitionErrorText('aborted')).toBeUndefined();
  });

  it('joins the results from resultIndex on and reports finality', () => {
    const results = [
      { isFinal: true, 0: { transcript: 'old words' } },
      { isFinal: false, 0: { transcript: ' hello' } },
      { isFinal: true, 0: { transcript: ' there ' } },
    ];
    expect(transcriptOf({ resultIndex: 1, results })).toEqual({ text: 'hello there', final: true });
    expect(transcriptOf({ resultIndex: 1, results: results.slice(0, 2) })).toEqual({
      text: 'hello',
      final: false,
    });
  });
});

describe('conversation helpers', () => {
  it('sends at most the latest allowed messages, without system messages, each within the cap', () => {
    const many: AiMessage[] = Array.from({ length: AI.maxMessages + 7 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `m${i}`,
    }));
    const sent = historyForRequest([{ role: 'system', content: 'x' }, ...many]);
    expect(sent).toHaveLength(AI.maxMessages);
    expect(sent.at(-1)).toEqual(many.at(-1));
    expect(sent.some((m) => m.role === 'system')).toBe(false);
    const long = historyForRequest([{ role: 'assistant', content: 'x'.repeat(5000) }]);
    expect(long[0]!.content).toHaveLength(AI.maxMessageChars);
  });

  it('reads choices[0].message.content and falls back to a starter', () => {
    const ok = { choices: [{ message: { content: ' Hey! ' } }] } as never;
    expect(replyText(ok)).toBe('Hey!');
    expect(AI_STARTERS).toContain(replyText(undefined));
    expect(AI_STARTERS).toContain(replyText({ choices: [] }));
    expect(AI_STARTERS).toContain(replyText({ choices: [{ message: { content: ' ' } }] } as never));
  });
});

describe('the language the buddy speaks, listens and answers in', () => {
  it("is the page's language, en-US for English, English for a missing or broken tag", () => {
    expect(pageLanguage({ documentElement: { lang: 'es' } })).toBe('es');
    expect(pageLanguage({ documentElement: { lang: 'PT-br' } })).toBe('pt-BR');
    expect(pageLanguage({ documentElement: { lang: '' } })).toBe('en');
    expect(pageLanguage({ documentElement: { lang: 'not a tag!' } })).toBe('en');
    expect(speechLanguage('en')).toBe('en-US');
    expect(speechLanguage('en-GB')).toBe('en-US');
    expect(speechLanguage('de')).toBe('de');
    expect(speechLanguage('pt-BR')).toBe('pt-BR');
  });
});

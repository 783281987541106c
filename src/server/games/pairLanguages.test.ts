import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MindView, PartnerFound, TriviaView } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { bankFor as mindBankFor } from './mind/bank.ts';
import { bankFor as triviaBankFor } from './trivia/bank.ts';

/**
 * A pair who share French, German or Turkish (each saying it their own way: a region, another
 * case) plays both question games in that language over real sockets, and both players are
 * told which bank the questions come from.
 */
describe('question games for a pair sharing French, German or Turkish', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function user(): Promise<AppClientSocket> {
    const { token } = await server.guest();
    const socket = server.connect(token);
    await connected(socket);
    return socket;
  }

  /** Two searchers with these languages, matched; resolves with their sockets. */
  async function pairSpeaking(a: string[], b: string[]) {
    const [x, y] = [await user(), await user()];
    const found = nextEvent<PartnerFound>(y, 'partnerFound');
    await ack(x, 'findPartner', { languages: a });
    await ack(y, 'findPartner', { languages: b });
    await found;
    return [x, y] as const;
  }

  it.each([
    ['fr', ['fr'], ['fr-CA', 'en']],
    ['de', ['de-CH'], ['DE']],
    ['tr', ['tr'], ['tr-TR']],
  ])('a %s pair reads its own trivia and Read my mind questions', async (language, a, b) => {
    const [x, y] = await pairSpeaking(a, b);

    const triviaAsked = nextEvent(y, 'triviaChallengeRequested');
    expect(await ack(x, 'requestTriviaChallenge')).toEqual({ ok: true });
    await triviaAsked;
    const trivia = [
      nextEvent<TriviaView>(x, 'challengeStarted'),
      nextEvent<TriviaView>(y, 'challengeStarted'),
    ];
    expect(await ack(y, 'acceptTriviaChallenge')).toEqual({ ok: true });
    const texts = new Set(triviaBankFor(language).questions.map((q) => q.question));
    const english = new Set(triviaBankFor('en').questions.map((q) => q.question));
    for (const view of await Promise.all(trivia)) {
      expect(view.language).toBe(language);
      for (const q of view.yourQuestions) {
        expect(texts.has(q.question), q.question).toBe(true);
        expect(english.has(q.question), q.question).toBe(false);
      }
    }
    expect(await ack(x, 'endChallenge')).toMatchObject({ ok: true });

    const mindAsked = nextEvent(x, 'mindChallengeRequested');
    expect(await ack(y, 'requestMindChallenge')).toEqual({ ok: true });
    await mindAsked;
    const mind = [
      nextEvent<MindView>(x, 'mindChallengeStarted'),
      nextEvent<MindView>(y, 'mindChallengeStarted'),
    ];
    expect(await ack(x, 'acceptMindChallenge')).toEqual({ ok: true });
    const pairs = new Set(mindBankFor(language).questions.map((q) => q.options.join(' | ')));
    for (const view of await Promise.all(mind)) {
      expect(view.language).toBe(language);
      expect(pairs.has(view.question.options.join(' | ')), view.question.options[0]).toBe(true);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MindView } from '../../shared/protocol/mind.ts';
import type { PartnerFound, TriviaView } from '../../shared/protocol/index.ts';
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
 * Two people who both speak a language with its own banks (each saying it their own way: a
 * region, another case), matched over real sockets, play
 * trivia and Read my mind in that language: every question comes from its bank, none from the
 * English one, and each view names the bank so the panel needs no "Questions in English" note.
 * [what each one lists in findPartner, the bank they should get]
 */
const PAIRS: [string[], string[], string][] = [
  [['fr'], ['fr-CA', 'en'], 'fr'],
  [['de-CH'], ['DE'], 'de'],
  [['tr'], ['tr-TR'], 'tr'],
  [['ru'], ['ru-RU', 'en'], 'ru'],
  [['ru-KZ'], ['ru-BY'], 'ru'],
  [['ar'], ['fr', 'ar-EG'], 'ar'],
  [['ar-MA'], ['ar-SA'], 'ar'],
];

describe('a pair sharing a language plays the question games in it', () => {
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

  async function pairSpeaking(a: string[], b: string[]) {
    const [x, y] = [await user(), await user()];
    const found = nextEvent<PartnerFound>(y, 'partnerFound');
    await ack(x, 'findPartner', { languages: a });
    await ack(y, 'findPartner', { languages: b });
    await found;
    return [x, y] as const;
  }

  /** x asks, y accepts: both players' first views. */
  async function startGame<V>(x: AppClientSocket, y: AppClientSocket, game: 'Trivia' | 'Mind') {
    const requested = nextEvent(y, `${lower(game)}ChallengeRequested`);
    expect(await ack(x, `request${game}Challenge`)).toEqual({ ok: true });
    await requested;
    const started = game === 'Trivia' ? 'challengeStarted' : 'mindChallengeStarted';
    const views = [nextEvent<V>(x, started), nextEvent<V>(y, started)];
    expect(await ack(y, `accept${game}Challenge`)).toEqual({ ok: true });
    return Promise.all(views);
  }

  it.each(PAIRS)('%j and %j get the %s banks', async (a, b, bank) => {
    const [x, y] = await pairSpeaking(a, b);
    expect(server.services.matches.matchOf(x.id!)?.sharedLanguage).toMatch(new RegExp(`^${bank}`));

    const questions = new Set(triviaBankFor(bank).questions.map((q) => q.question));
    const english = new Set(triviaBankFor('en').questions.map((q) => q.question));
    const trivia = await startGame<TriviaView>(x, y, 'Trivia');
    for (const view of trivia) expect(view.language).toBe(bank);
    // the player on turn sees a first question
    const asked = trivia.flatMap((view) => view.yourQuestions.map((q) => q.question));
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked) {
      expect(questions.has(question), question).toBe(true);
      expect(english.has(question), question).toBe(false);
    }
    expect(await ack(x, 'endChallenge')).toMatchObject({ ok: true });

    const options = new Set(mindBankFor(bank).questions.map((q) => q.options.join(' | ')));
    const [mx, my] = await startGame<MindView>(x, y, 'Mind');
    for (const view of [mx!, my!]) {
      expect(view.language).toBe(bank);
      expect(options.has(view.question.options.join(' | ')), view.question.options[0]).toBe(true);
    }
    expect(my!.question.options).toEqual(mx!.question.options);
  });
});

const lower = (s: string) => s.toLowerCase() as 'trivia' | 'mind';

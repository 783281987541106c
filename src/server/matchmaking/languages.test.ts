import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MindView } from '../../shared/protocol/mind.ts';
import type { PartnerFound, TriviaView } from '../../shared/protocol/index.ts';
import { bankFor as mindBankFor } from '../games/mind/bank.ts';
import { bankFor as triviaBankFor } from '../games/trivia/bank.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';

describe('matching by language over real sockets', () => {
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

  it('two Spanish speakers meet before an English speaker who waited longer; both hear the shared language, kept on the match', async () => {
    const en = await user();
    const es1 = await user();
    const es2 = await user();
    const found1 = nextEvent<PartnerFound>(es1, 'partnerFound');
    const found2 = nextEvent<PartnerFound>(es2, 'partnerFound');
    expect(await ack(en, 'findPartner', { interests: [], languages: ['en'] })).toEqual({
      ok: true,
    });
    expect(await ack(es1, 'findPartner', { languages: ['ES'], country: null })).toEqual({
      ok: true,
    });
    expect(await ack(es2, 'findPartner', { languages: ['es-mx', 'fr'], country: 'mx' })).toEqual({
      ok: true,
    });
    const [f1, f2] = [await found1, await found2];
    // 'es' of 'es' and 'es-MX': the primary subtag
    expect(f1).toMatchObject({ partnerId: es2.id, sharedLanguage: 'es' });
    expect(f2).toMatchObject({ partnerId: es1.id, sharedLanguage: 'es' });
    expect(server.services.matches.matchOf(es1.id!)?.sharedLanguage).toBe('es');
    expect(server.services.matches.isSearching(en.id!)).toBe(true);
    expect(await ack(en, 'leave')).toEqual({ ok: true });
  });

  it('a pair without a language in common hears null', async () => {
    const a = await user();
    const b = await user();
    const found = nextEvent<PartnerFound>(b, 'partnerFound');
    await ack(a, 'findPartner', { interests: [] });
    await ack(b, 'findPartner', { languages: ['ja'] });
    expect((await found).sharedLanguage).toBeNull();
  });

  /** Two searchers with these languages, matched; resolves with their sockets. */
  async function pairSpeaking(a: string[], b: string[]) {
    const [x, y] = [await user(), await user()];
    const found = nextEvent<PartnerFound>(y, 'partnerFound');
    await ack(x, 'findPartner', { languages: a });
    await ack(y, 'findPartner', { languages: b });
    await found;
    return [x, y] as const;
  }

  async function playTrivia(x: AppClientSocket, y: AppClientSocket) {
    const requested = nextEvent(y, 'triviaChallengeRequested');
    expect(await ack(x, 'requestTriviaChallenge')).toEqual({ ok: true });
    await requested;
    const started = nextEvent<TriviaView>(x, 'challengeStarted');
    expect(await ack(y, 'acceptTriviaChallenge')).toEqual({ ok: true });
    const view = await started;
    expect(await ack(x, 'endChallenge')).toMatchObject({ ok: true });
    return view;
  }

  it('games ask in the language the pair shares where a bank is written in it, else in English and say so', async () => {
    const texts = (lang: string) => new Set(triviaBankFor(lang).questions.map((q) => q.question));
    const [es1, es2] = await pairSpeaking(['es'], ['es-AR']);
    const spanish = await playTrivia(es1, es2);
    expect(spanish.language).toBe('es');
    for (const q of spanish.yourQuestions) expect(texts('es').has(q.question)).toBe(true);

    const requested = nextEvent(es2, 'mindChallengeRequested');
    expect(await ack(es1, 'requestMindChallenge')).toEqual({ ok: true });
    await requested;
    const mind = nextEvent<MindView>(es1, 'mindChallengeStarted');
    expect(await ack(es2, 'acceptMindChallenge')).toEqual({ ok: true });
    const view = await mind;
    expect(view.language).toBe('es');
    expect(mindBankFor('es').questions.map((q) => q.options[0])).toContain(
      view.question.options[0],
    );

    const [ja1, ja2] = await pairSpeaking(['ja'], ['ja-JP']);
    const japanese = await playTrivia(ja1, ja2);
    expect(japanese.language).toBe('en');
    for (const q of japanese.yourQuestions) expect(texts('en').has(q.question)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { MindView, ServerEventName, TriviaView } from '../../shared/protocol/index.ts';
import type { Match } from '../matchmaking/service.ts';
import type { AnyGame, Out } from './host/definition.ts';
import { bankFor as mindBankFor } from './mind/bank.ts';
import { mindGame } from './mind/game.ts';
import { bankFor as triviaBankFor } from './trivia/bank.ts';
import { triviaGame } from './trivia/game.ts';

const T0 = Date.UTC(2026, 0, 5, 12);
const match = (sharedLanguage?: string) =>
  ({
    id: 'm1',
    sockets: ['s0', 's1'],
    users: ['u0', 'u1'],
    nodes: ['n', 'n'],
    owner: 'n',
    startedAt: T0,
    game: null,
    away: [null, null],
    sharedLanguage,
  }) as Match;

/** Seat 0 asks, seat 1 accepts: what each seat receives as the game starts. */
function start(game: AnyGame, m: Match, request: string, accept: string) {
  const sent: { to: unknown; event: ServerEventName; payload: unknown }[] = [];
  const out: Out = {
    ids: ['s0', 's1'],
    send: (to, event, ...args) => void sent.push({ to, event, payload: args[0] }),
  };
  const ctx = { now: T0, random: () => 0.42 };
  const seated = (seat: 0 | 1, state: unknown) => ({
    actor: { socketId: `s${seat}`, userId: `u${seat}` },
    seat,
    match: m,
    state,
    media: [
      { mic: true, camera: true },
      { mic: true, camera: true },
    ] as const,
  });
  const events = game.events as Record<string, (p: unknown, at: unknown) => { type: string }>;
  let state = game.initial(m);
  for (const [name, seat] of [
    [request, 0],
    [accept, 1],
  ] as const) {
    const step = game.reduce(state, events[name]!(undefined, seated(seat, state)), ctx);
    expect(step.refused).toBeUndefined();
    state = step.state;
    for (const effect of step.effects)
      game.emit(effect, { state, match: m, gameId: 'm1:1', now: T0, out });
  }
  return sent;
}

const triviaStart = (game: AnyGame, m = match()) =>
  start(game, m, 'requestTriviaChallenge', 'acceptTriviaChallenge')
    .filter((s) => s.event === 'challengeStarted')
    .map((s) => s.payload as TriviaView);
const mindStart = (game: AnyGame, m = match()) =>
  start(game, m, 'requestMindChallenge', 'acceptMindChallenge')
    .filter((s) => s.event === 'mindChallengeStarted')
    .map((s) => s.payload as MindView);

describe("trivia in the pair's language", () => {
  const texts = (language: string) =>
    new Set(triviaBankFor(language).questions.map((q) => q.question));

  it('asks Spanish questions in a game created with language es, and says so', () => {
    const views = triviaStart(triviaGame({ language: 'es', now: () => T0 }));
    expect(views).toHaveLength(2);
    for (const view of views) expect(view.language).toBe('es');
    const asked = views.flatMap((v) => v.yourQuestions.map((q) => q.question));
    expect(asked.length).toBeGreaterThan(0);
    for (const q of asked) expect(texts('es').has(q), q).toBe(true);
  });

  it('falls back to English for a language without a bank (ja)', () => {
    const views = triviaStart(triviaGame({ language: 'ja', now: () => T0 }));
    for (const view of views) expect(view.language).toBe('en');
    for (const q of views.flatMap((v) => v.yourQuestions))
      expect(texts('en').has(q.question)).toBe(true);
  });

  it('can read the language from each match, and asks English without one', () => {
    const game = triviaGame({
      language: (m) => (m as Match & { sharedLanguage?: string }).sharedLanguage,
      now: () => T0,
    });
    const [pt] = triviaStart(game, match('pt-PT'));
    expect(pt!.language).toBe('pt-BR');
    expect(texts('pt-BR').has(pt!.yourQuestions[0]!.question)).toBe(true);
    expect(triviaStart(triviaGame({ now: () => T0 }))[0]!.language).toBe('en');
  });
});

describe('"Read my mind" in the pair\'s language', () => {
  const options = (language: string) =>
    new Set(mindBankFor(language).questions.map((q) => q.options.join(' | ')));

  it('asks Spanish questions in a game created with language es, and says so', () => {
    const views = mindStart(mindGame({ language: 'es', random: () => 0.3 }));
    expect(views).toHaveLength(2);
    for (const view of views) {
      expect(view.language).toBe('es');
      expect(options('es').has(view.question.options.join(' | '))).toBe(true);
    }
  });

  it('falls back to English for a language without a bank (ja)', () => {
    const views = mindStart(mindGame({ language: 'ja', random: () => 0.3 }));
    for (const view of views) {
      expect(view.language).toBe('en');
      expect(options('en').has(view.question.options.join(' | '))).toBe(true);
    }
  });
});

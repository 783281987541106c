import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AI_STARTERS, type AiMessage } from '../../shared/protocol/index.ts';
import { offlineReply, salientWord } from './offline.ts';

const user = (content: string): AiMessage => ({ role: 'user', content });
const assistant = (content: string): AiMessage => ({ role: 'assistant', content });
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe('offline practice partner', () => {
  it('picks up the topic or keyword the user wrote', () => {
    const cases: [string, RegExp][] = [
      ['I play the guitar every evening', /guitar/i],
      ['We watched a movie yesterday', /movie/i],
      ['Just got back from a trip to Spain', /trip/i],
      ['I made pizza for dinner', /pizza|dinner/i],
      ['My dog keeps stealing socks', /dog/i],
      ['Work has been crazy this week', /work/i],
      ['I feel so tired today', /tired/i],
      ['My name is Priya', /Priya/],
      ['I collect vintage typewriters', /typewriters/i],
      ['Quantum physics fascinates me', /fascinates|physics|quantum/i],
    ];
    for (const [message, related] of cases) {
      for (const seed of [0, 0.3, 0.6, 0.99]) {
        const reply = offlineReply([user(message)], () => seed);
        expect(reply, message).toMatch(related);
      }
    }
  });

  it('answers greetings, questions and short answers with something to reply to', () => {
    expect(offlineReply([user('hello!')], () => 0)).toMatch(/\?$/);
    expect(offlineReply([user('How are you?')], () => 0)).toMatch(/thanks/i);
    expect(offlineReply([assistant('Do you like tea?'), user('no')], () => 0)).toMatch(/\?$/);
  });

  it('answers the common openings of a practice conversation sensibly', () => {
    const cases: [string, RegExp][] = [
      ['I am learning Spanish, can you help me practise?', /learning Spanish|Spanish is/],
      ["I'm studying Japanese", /Japanese/],
      ['Can you help me practice my English?', /practise (your )?English/i],
      ['I want to improve my english speaking', /practise (your )?English/i],
      ['Can we practice?', /practise/i],
      ["Let's practise conversation", /practise/i],
      ['Can you correct my mistakes?', /can't check grammar/],
      ['What should we talk about?', /something easy|hobbies/],
      ["I don't know what to say", /something easy|hobbies/],
      ['Please speak slowly', /keep it simple/],
      ['What is your name?', /practice buddy/],
      ['Are you a bot?', /practice buddy/],
      ['Where are you from?', /Where are you from/],
      ['Nice to meet you!', /Nice to meet you too/],
      ['Thank you so much', /You're welcome/],
      ['Bye, see you later', /Bye for now/],
    ];
    for (const [message, expected] of cases) {
      for (const seed of [0, 0.5, 0.99]) {
        const reply = offlineReply([user(message)], () => seed);
        expect(reply, message).toMatch(expected);
        // never the keyword echo that made no sense ("Good question about \"learning\"!")
        expect(reply, message).not.toMatch(/Good question about|You mentioned "/);
        expect(sentences(reply), message).toBeLessThanOrEqual(2);
      }
    }
    // a practice request asked twice still gets a fresh, fitting answer
    const first = offlineReply([user('I am learning Spanish, can you help me practise?')], () => 0);
    const second = offlineReply(
      [
        user('I am learning Spanish, can you help me practise?'),
        assistant(first),
        user('I am learning Spanish, can you help me practise?'),
      ],
      () => 0,
    );
    expect(second).not.toBe(first);
    expect(second).toMatch(/Spanish/);
  });

  it('opens with a conversation starter when there is nothing to pick up', () => {
    expect(AI_STARTERS).toContain(offlineReply([], () => 0.5));
    expect(AI_STARTERS).toContain(offlineReply([user('!!! ...')], () => 0.5));
  });

  it('never repeats an earlier reply, even when the user says the same thing over and over', () => {
    const history: AiMessage[] = [];
    for (let turn = 0; turn < 30; turn++) {
      history.push(user('I like music'));
      const reply = offlineReply(history, () => 0);
      expect(reply).not.toBe(history.filter((m) => m.role === 'assistant').at(-1)?.content);
      history.push(assistant(reply));
    }
    // the first replies are all distinct and stay on the topic while options last
    const replies = history.filter((m) => m.role === 'assistant').map((m) => m.content);
    expect(new Set(replies.slice(0, 10)).size).toBe(10);
    expect(replies[0]).toMatch(/music/);
  });

  it('is never empty, never its previous reply, and at most 2 sentences for any input', () => {
    const message = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .array(
          fc.constantFrom('hi', 'music', 'tired', 'my name is Ana', 'why?', 'no', 'the', 'guitar'),
          { maxLength: 8 },
        )
        .map((w) => w.join(' ')),
    );
    fc.assert(
      fc.property(
        fc.array(message, { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (userTurns, seed) => {
          const history: AiMessage[] = [];
          for (const text of userTurns) {
            history.push(user(text));
            const previous = history.filter((m) => m.role === 'assistant').at(-1)?.content;
            const reply = offlineReply(history, () => seed);
            expect(reply.trim().length).toBeGreaterThan(0);
            expect(reply).not.toBe(previous);
            expect(sentences(reply)).toBeLessThanOrEqual(2);
            history.push(assistant(reply));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('chooses a meaningful word, not filler', () => {
    expect(salientWord('I think that photography is really something')).toBe('photography');
    expect(salientWord('is it ok')).toBeUndefined();
  });
});

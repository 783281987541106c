import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_BUSY_REASON } from '../../shared/protocol/index.ts';
import {
  ack,
  matchedPair,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';

type Game = 'Trivia' | 'Laugh';
const request = (game: Game) => `request${game}Challenge`;
const requested = (game: Game) => `${game.toLowerCase()}ChallengeRequested`;
const rejected = (game: Game) => `${game.toLowerCase()}ChallengeRejected`;

/** Every event `socket` receives, in order, until `stop` returns true. */
function record(socket: AppClientSocket, stop: (event: string, seen: string[]) => boolean) {
  const seen: string[] = [];
  return new Promise<string[]>((resolve) => {
    const on = (event: string, payload: unknown) => {
      seen.push(`${event} ${JSON.stringify(payload)}`);
      if (stop(event, seen)) {
        socket.offAny(on);
        resolve(seen);
      }
    };
    socket.onAny(on);
  });
}

describe('two game requests at once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  for (const [first, second] of [
    ['Trivia', 'Laugh'],
    ['Laugh', 'Trivia'],
    ['Trivia', 'Trivia'],
    ['Laugh', 'Laugh'],
  ] as [Game, Game][]) {
    it(`${first} and ${second} at once: the first wins, the other asker is told and then asked`, async () => {
      const { a, b } = await matchedPair(server);
      // b's own request loses; b hears "busy", then a's request again (its client ignored the
      // first copy while its own request was pending)
      const heardByB = record(
        b,
        (e, seen) => e === requested(first) && seen.some((x) => x.startsWith(rejected(second))),
      );
      const aAsked = nextEvent(b, requested(first));
      a.emit(request(first) as 'pong');
      await aAsked; // a's request arrived first
      expect(await ack(b, request(second))).toEqual({ ok: true });
      const events = await heardByB;
      expect(events.slice(-2)).toEqual([
        `${rejected(second)} ${JSON.stringify({ reason: GAME_BUSY_REASON, code: 'busy' })}`,
        `${requested(first)} ${JSON.stringify({ from: a.id })}`,
      ]);
      // b accepts the winner's game: it starts for both
      const startedEvent = first === 'Trivia' ? 'challengeStarted' : 'laughChallengeStarted';
      const started = nextEvent(a, startedEvent);
      expect(await ack(b, `accept${first}Challenge`)).toEqual({ ok: true });
      await started;
      expect(server.services.matches.matchOf(a.id!)!.game).toBe(first.toLowerCase());
      a.disconnect();
      b.disconnect();
    });
  }

  it('a request while a game runs is turned down as busy, with nothing sent again', async () => {
    const { a, b } = await matchedPair(server);
    const asked = nextEvent(b, 'triviaChallengeRequested');
    await ack(a, 'requestTriviaChallenge');
    await asked;
    const started = nextEvent(a, 'challengeStarted');
    await ack(b, 'acceptTriviaChallenge');
    await started;
    const heard = record(a, (e) => e === 'laughChallengeRejected');
    expect(await ack(a, 'requestLaughChallenge')).toEqual({ ok: true });
    expect(await heard).toEqual([
      `laughChallengeRejected ${JSON.stringify({ reason: GAME_BUSY_REASON, code: 'busy' })}`,
    ]);
    a.disconnect();
    b.disconnect();
  });
});

/**
 * Two game requests at once, for every pair of registered games (shared/games/registry.ts):
 * the first to arrive wins, the other asker hears "Busy…" and then the winner's request again,
 * and accepting it starts the winner's game. A game added to the registry is covered here
 * without a line more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_KINDS, GAMES, type GameKind } from '../../shared/games/registry.ts';
import { GAME_BUSY_REASON } from '../../shared/protocol/index.ts';
import {
  ack,
  matchedPair,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';

const request = (game: GameKind) => GAMES[game].actions.request.event;
const accept = (game: GameKind) => GAMES[game].actions.accept.event;
const requested = (game: GameKind) => GAMES[game].signals.requested;
const rejected = (game: GameKind) => GAMES[game].signals.rejected;
const started = (game: GameKind) => GAMES[game].signals.started;
const busy = JSON.stringify({ reason: GAME_BUSY_REASON, code: 'busy' });

/** Every event `socket` receives, in order, until `stop` returns true. */
function record(socket: AppClientSocket, stop: (event: string, seen: string[]) => boolean) {
  const seen: string[] = [];
  return new Promise<string[]>((resolve) => {
    const on = (event: string, payload: unknown) => {
      // the server's heartbeat (every 10 s) is not something a game sent: a slow run meets it
      if (event === 'ping') return;
      seen.push(`${event} ${JSON.stringify(payload)}`);
      if (stop(event, seen)) {
        socket.offAny(on);
        resolve(seen);
      }
    };
    socket.onAny(on);
  });
}

const pairs = GAME_KINDS.flatMap((first) => GAME_KINDS.map((second) => [first, second] as const));

describe('two game requests at once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('runs over the games of the registry', () => {
    expect(GAME_KINDS).toEqual(expect.arrayContaining(['trivia', 'laugh', 'mind']));
  });

  it.each(pairs)(
    '%s and %s at once: the first wins, the other asker is told and then asked',
    async (first, second) => {
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
        `${rejected(second)} ${busy}`,
        `${requested(first)} ${JSON.stringify({ from: a.id })}`,
      ]);
      // b accepts the winner's game: it starts for both
      const startedForA = nextEvent(a, started(first));
      expect(await ack(b, accept(first))).toEqual({ ok: true });
      await startedForA;
      expect(server.services.matches.matchOf(a.id!)!.game).toBe(first);
      a.disconnect();
      b.disconnect();
    },
  );

  it.each(GAME_KINDS)(
    'a request while %s runs is turned down as busy, with nothing sent again',
    async (running) => {
      const { a, b } = await matchedPair(server);
      const asked = nextEvent(b, requested(running));
      await ack(a, request(running));
      await asked;
      const startedForA = nextEvent(a, started(running));
      await ack(b, accept(running));
      await startedForA;
      for (const other of GAME_KINDS) {
        const heard = record(a, (e) => e === rejected(other));
        expect(await ack(a, request(other))).toEqual({ ok: true });
        expect(await heard).toEqual([`${rejected(other)} ${busy}`]);
      }
      a.disconnect();
      b.disconnect();
    },
  );
});

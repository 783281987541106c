import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '../../../shared/constants.ts';
import {
  DRAW,
  type DrawEnded,
  type DrawView,
  type PartnerFound,
} from '../../../shared/protocol/index.ts';
import {
  ack,
  matchedPair,
  nextEvent,
  returningUser,
  startTestServer,
  steerableClock,
  type AppClientSocket,
  type TestServer,
} from '../../testing/harness.ts';

/**
 * Draw and guess over real sockets: two members play a whole game, guessing in the chat box.
 * Everything the one guessing receives (every event, every payload) is read for the word
 * before it is guessed: the word reaches only the drawer until its round is over.
 */

/** Every event a socket receives, in order, as its name and its payloads written out. */
function record(socket: AppClientSocket) {
  const seen: string[] = [];
  socket.onAny((event: string, ...args: unknown[]) => seen.push(JSON.stringify([event, ...args])));
  return seen;
}

/**
 * The word as a word of its own, wherever it stands: "star" inside the event name
 * "drawGuessStarted" or "sink" inside "drawGuessInk" is not the word reaching anyone.
 */
const asWord = (word: string) => {
  const escaped = word.toLocaleLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
};

const stroke = (round: number, points = 2) => ({
  round,
  line: 1,
  colour: 'blue',
  width: 10,
  points: Array.from({ length: points }, (_, i) => [i * 10, i * 5]),
});

describe('Draw and guess between two people', () => {
  let server: TestServer;
  const clock = steerableClock();
  beforeAll(async () => {
    server = await startTestServer({}, 'sqlite', false, clock.now);
  });
  afterAll(() => server.close());

  async function started() {
    const { a, b } = await matchedPair(server, true);
    const seen = new Map([
      [a, record(a)],
      [b, record(b)],
    ]);
    const requested = nextEvent(b, 'drawGuessRequested');
    expect(await ack(a, 'requestDrawGuess')).toEqual({ ok: true });
    await requested;
    const views = [
      nextEvent<DrawView>(a, 'drawGuessStarted'),
      nextEvent<DrawView>(b, 'drawGuessStarted'),
    ];
    expect(await ack(b, 'acceptDrawGuess')).toEqual({ ok: true });
    const [va, vb] = await Promise.all(views);
    return { a, b, seen, views: [va!, vb!] as const };
  }

  it('plays every round: the word reaches the one guessing only once it is guessed', async () => {
    const { a, b, seen, views } = await started();
    let [va, vb] = views;
    const relayed: string[] = [];
    for (const s of [a, b]) s.on('receiveMessage', ({ text }) => relayed.push(text));
    const played: string[] = [];

    for (let round = 1; round <= DRAW.rounds; round++) {
      // a fresh rate window for the chat and the ink of each round
      clock.advance(2_000);
      const [drawer, guesser, dv, gv] = va.drawing ? [a, b, va, vb] : [b, a, vb, va];
      expect(dv).toMatchObject({ round, drawing: true });
      expect(gv).toMatchObject({ round, drawing: false });
      const word = dv.word!;
      expect(word).toBeTruthy();
      expect(gv.word).toBeUndefined();
      expect(gv.hint).toHaveLength([...word].length);

      // the drawer's ink streams to the one guessing; the guesser's pen is refused
      const ink = nextEvent<{ round: number; stroke: unknown }>(guesser, 'drawGuessInk');
      expect(await ack(drawer, 'drawStroke', stroke(round))).toEqual({ ok: true });
      expect(await ink).toMatchObject({ round, stroke: { colour: 'blue', width: 10 } });
      expect(await ack(guesser, 'drawStroke', stroke(round))).toMatchObject({
        ok: false,
        code: 'not_your_turn',
      });
      // a stroke too long for one piece never gets past the wire's schema
      expect(
        await ack(drawer, 'drawStroke', stroke(round, DRAW.maxPointsPerStroke + 1)),
      ).toMatchObject({
        ok: false,
        code: 'invalid_payload',
      });

      // a wrong guess is plain chat (a made-up word: no round's word may hide in it); the drawer
      // writing the word is refused, not relayed
      const wrong = nextEvent<{ text: string }>(drawer, 'receiveMessage');
      expect(await ack(guesser, 'sendMessage', { text: 'is it a zorblefrump?' })).toEqual({
        ok: true,
      });
      expect((await wrong).text).toBe('is it a zorblefrump?');
      expect(await ack(drawer, 'sendMessage', { text: `psst: ${word}` })).toMatchObject({
        ok: false,
        code: 'word_in_chat',
      });

      const before = seen.get(guesser)!.join('\n').toLocaleLowerCase();
      expect(before).not.toMatch(asWord(word));

      // the right guess, typed loosely, ends the round for both; the chat does not carry it
      const last = round === DRAW.rounds;
      const next = [a, b].map((s) =>
        nextEvent<DrawView & DrawEnded>(s, last ? 'drawGuessEnded' : 'drawGuessUpdate'),
      );
      expect(await ack(guesser, 'sendMessage', { text: ` ${word.toLocaleUpperCase()}! ` })).toEqual(
        {
          ok: true,
        },
      );
      const [na, nb] = await Promise.all(next);
      played.push(word);
      if (last) {
        for (const end of [na!, nb!]) {
          expect(end).toMatchObject({ result: 'victory', score: DRAW.rounds });
          expect(end.played.map((r) => r.word)).toEqual(played);
          // a right guess scores for both: the pair's win is each one's
          expect(end.rewards.awardedPoints).toBe(POINTS.win);
        }
      } else {
        for (const view of [na!, nb!])
          expect(view).toMatchObject({
            round: round + 1,
            score: round,
            last: { word, guessed: true },
          });
        // the roles swap
        expect(na!.drawing).toBe(!va.drawing);
        [va, vb] = [na!, nb!];
      }
    }
    expect(relayed.some((text) => played.some((w) => text.includes(w.toLocaleUpperCase())))).toBe(
      false,
    );
  });

  it('a guesser back from a dropped connection sees the drawing so far, never the word', async () => {
    const [a, b] = [await returningUser(server), await returningUser(server)];
    const interests = ['draw-reconnect'];
    const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    await ack(a.socket, 'findPartner', { interests });
    await ack(b.socket, 'findPartner', { interests });
    const { matchId } = await found;
    const views = [a, b].map((u) => nextEvent<DrawView>(u.socket, 'drawGuessStarted'));
    await ack(a.socket, 'requestDrawGuess');
    expect(await ack(b.socket, 'acceptDrawGuess')).toEqual({ ok: true });
    const [va, vb] = await Promise.all(views);
    const [drawer, guesser, word] = va!.drawing ? [a, b, va!.word!] : [b, a, vb!.word!];
    clock.advance(2_000);
    for (let line = 1; line <= 3; line++)
      expect(await ack(drawer.socket, 'drawStroke', { ...stroke(1), line })).toEqual({ ok: true });

    const paused = nextEvent<DrawView>(drawer.socket, 'drawGuessUpdate');
    guesser.socket.io.engine.close();
    expect(await paused).toMatchObject({ paused: true, timeLeft: 0 });

    const back = await guesser.reconnect();
    const seen = record(back);
    const resumed = nextEvent<DrawView>(back, 'drawGuessUpdate');
    expect(await ack(back, 'resumeMatch', { matchId })).toEqual({ ok: true });
    const view = await resumed;
    expect(view).toMatchObject({ round: 1, drawing: false, paused: false });
    expect(view.strokes.map((s) => s.line)).toEqual([1, 2, 3]);
    expect(view.word).toBeUndefined();
    expect(seen.join('\n').toLocaleLowerCase()).not.toMatch(asWord(word));
  });

  it('limits the ink a drawer streams per second', async () => {
    const { a, b, views } = await started();
    clock.advance(2_000);
    const drawer = views[0].drawing ? a : b;
    const acks = [];
    const limit = 30;
    for (let i = 0; i <= limit; i++) acks.push(await ack(drawer, 'drawStroke', stroke(1)));
    expect(acks.slice(0, limit).every((x) => x.ok)).toBe(true);
    expect(acks[limit]).toMatchObject({
      ok: false,
      code: 'too_fast',
      params: { event: 'drawStroke' },
    });
  });
});

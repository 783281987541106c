import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_KINDS, GAMES, type GameKind } from '../../../shared/games/registry.ts';
import type { PartnerFound } from '../../../shared/protocol/index.ts';
import { ENDED_NOTE } from '../../points/index.ts';
import {
  ack,
  nextEvent,
  returningUser,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../../testing/harness.ts';

/**
 * The challenge flow, once, over every game of the registry: the host answers it the same way
 * for each (its wire names come from the registry entry).
 */

interface Ended {
  result: string;
  code?: string;
  params?: { game?: string };
  rewards: { awardedPoints: number; note?: string };
}

/** The server notices a dropped connection (Wi-Fi to 4G): the transport closes under it. */
const dropConnection = (socket: AppClientSocket) => socket.io.engine.close();

describe.each(GAME_KINDS)('the challenge flow of %s', (kind: GameKind) => {
  const { actions, signals } = GAMES[kind];
  const ev = {
    request: actions.request.event,
    accept: actions.accept.event,
    reject: actions.reject.event,
    end: actions.end.event,
  };
  // a game move with a valid payload (the hostile-input suite's sample)
  const move = Object.values(actions as Record<string, { event: string; sample?: object }>)
    .filter((a) => a.sample)
    .at(-1)!;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let tag = 0;
  /** Two guests matched with each other, cameras on (the laugh challenge needs them). */
  async function pair() {
    const a = await returningUser(server);
    const b = await returningUser(server);
    const interests = [`flow-${kind}-${++tag}`];
    const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    await ack(a.socket, 'findPartner', { interests });
    await ack(b.socket, 'findPartner', { interests });
    const { matchId } = await found;
    for (const s of [a.socket, b.socket]) await ack(s, 'mediaState', { mic: true, camera: true });
    return { a, b, matchId };
  }
  const gameOf = (s: AppClientSocket) => server.services.matches.matchOf(s.id!)?.game ?? null;

  async function request(from: AppClientSocket, to: AppClientSocket) {
    const requested = nextEvent<{ from: string }>(to, signals.requested);
    expect(await ack(from, ev.request)).toEqual({ ok: true });
    expect((await requested).from).toBe(from.id);
  }

  async function start(a: AppClientSocket, b: AppClientSocket) {
    await request(a, b);
    const started = [nextEvent(a, signals.started), nextEvent(b, signals.started)];
    expect(await ack(b, ev.accept)).toEqual({ ok: true });
    await Promise.all(started);
    expect(gameOf(a)).toBe(kind);
  }

  it('a request reaches the partner; declining tells the asker and frees the lock', async () => {
    const { a, b } = await pair();
    await request(a.socket, b.socket);
    expect(gameOf(a.socket)).toBe(kind);
    expect(await ack(a.socket, ev.accept)).toMatchObject({ ok: false, code: 'own_request' });
    const declined = nextEvent<{ code: string }>(a.socket, signals.rejected);
    expect(await ack(b.socket, ev.reject)).toEqual({ ok: true });
    expect(await declined).toMatchObject({ code: 'declined', params: { game: kind } });
    expect(gameOf(a.socket)).toBeNull();
    expect(await ack(b.socket, ev.accept)).toMatchObject({ ok: false, code: 'no_request' });
  });

  it('the asker withdraws; a second request while one waits or a game runs hears Busy', async () => {
    const { a, b } = await pair();
    await request(a.socket, b.socket);
    const busy = nextEvent<{ code: string }>(b.socket, signals.rejected);
    await ack(b.socket, ev.request);
    expect(await busy).toMatchObject({ code: 'busy' });
    const withdrawn = nextEvent<{ code: string }>(b.socket, signals.rejected);
    expect(await ack(a.socket, ev.end)).toEqual({ ok: true });
    expect(await withdrawn).toMatchObject({ code: 'withdrawn', params: { game: kind } });
    expect(gameOf(a.socket)).toBeNull();

    await start(a.socket, b.socket);
    for (const other of GAME_KINDS) {
      const refused = nextEvent<{ code: string }>(b.socket, GAMES[other].signals.rejected);
      await ack(b.socket, GAMES[other].actions.request.event);
      expect(await refused).toMatchObject({ code: 'busy' });
    }
  });

  it('End Challenge ends a running game early for both: no winner, no points', async () => {
    const { a, b } = await pair();
    await start(a.socket, b.socket);
    const ended = [
      nextEvent<Ended>(a.socket, signals.ended),
      nextEvent<Ended>(b.socket, signals.ended),
    ];
    expect(await ack(a.socket, ev.end)).toEqual({ ok: true });
    const [ea, eb] = await Promise.all(ended);
    expect(ea).toMatchObject({ result: 'ended', code: 'ended_by_you', params: { game: kind } });
    expect(eb).toMatchObject({ result: 'ended', code: 'ended_by_partner', params: { game: kind } });
    expect(ea!.rewards).toEqual({ awardedPoints: 0, note: ENDED_NOTE, noteCode: 'ended' });
    expect(gameOf(a.socket)).toBeNull();
    expect(await ack(a.socket, ev.end)).toMatchObject({ ok: false, code: 'no_game' });
    // the lock is free again: a new request goes out
    await request(b.socket, a.socket);
  });

  it('pauses while a player reconnects (moves refused) and goes on once both are back', async () => {
    const { a, b, matchId } = await pair();
    await start(a.socket, b.socket);
    const reconnecting = nextEvent(b.socket, 'partnerReconnecting');
    dropConnection(a.socket);
    await reconnecting;
    expect(await ack(b.socket, move.event, move.sample)).toMatchObject({
      ok: false,
      code: 'paused',
    });
    const back = await a.reconnect();
    expect(await ack(back, 'resumeMatch', { matchId })).toEqual({ ok: true });
    expect(gameOf(back)).toBe(kind);
    // the game goes on, on the new socket: its end reaches it there
    const ended = nextEvent<Ended>(back, signals.ended);
    expect(await ack(b.socket, ev.end)).toEqual({ ok: true });
    expect(await ended).toMatchObject({ result: 'ended', code: 'ended_by_partner' });
  });

  it('a player leaving the call ends the game for the one who stays; a request just goes', async () => {
    const { a, b } = await pair();
    await start(a.socket, b.socket);
    const ended = nextEvent<Ended>(a.socket, signals.ended);
    await ack(b.socket, 'leave');
    expect(await ended).toMatchObject({ result: 'ended', code: 'ended_partner_left' });

    const second = await pair();
    await request(second.a.socket, second.b.socket);
    await ack(second.a.socket, 'leave');
    expect(gameOf(second.b.socket)).toBeNull();
  });
});

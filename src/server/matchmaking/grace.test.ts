import { refusedAck, textOf } from '../../shared/protocol/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchResumedPayload, PartnerFound, TriviaView } from '../../shared/protocol/index.ts';
import { REFUSALS, TURN_MS } from '../games/trivia/rules.ts';
import {
  ack,
  nextEvent,
  returningUser,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { CHAT_ENDED, RECONNECT_GRACE_MS } from './service.ts';

/** The server notices a dropped connection (Wi-Fi to 4G): the transport closes under it. */
function dropConnection(socket: AppClientSocket): void {
  socket.io.engine.close();
}

describe('grace period: a dropped socket keeps its match while its user reconnects', () => {
  let server: TestServer;
  let clock = 1_000_000;
  let tag = 0;
  beforeAll(async () => {
    server = await startTestServer({}, 'sqlite', false, () => clock);
  });
  afterAll(() => server.close());

  const user = () => returningUser(server);

  async function pair() {
    const a = await user();
    const b = await user();
    const interests = [`grace${++tag}`];
    const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    await ack(a.socket, 'findPartner', { interests });
    await ack(b.socket, 'findPartner', { interests });
    return { a, b, matchId: (await found).matchId };
  }

  /** Collects the partnerDisconnected events a socket gets (none is the point of most tests). */
  function leftEvents(socket: AppClientSocket) {
    const seen: unknown[] = [];
    socket.on('partnerDisconnected', (p) => seen.push(p));
    return seen;
  }

  it('the partner hears "reconnecting", then the match, its chat and signals go on with the new socket', async () => {
    const { a, b, matchId } = await pair();
    const bLeft = leftEvents(b.socket);
    const reconnecting = nextEvent<{ matchId: string }>(b.socket, 'partnerReconnecting');
    dropConnection(a.socket);
    expect(await reconnecting).toEqual({ matchId });

    // b's chat is refused while a is away, with a reason a person understands
    expect(await ack(b.socket, 'sendMessage', { text: 'still there?' })).toMatchObject({
      ok: false,
      error: 'Your partner is reconnecting. Try again in a moment.',
    });

    clock += RECONNECT_GRACE_MS - 1;
    server.services.matches.seats.expireAway();
    const a2 = await a.reconnect();
    const aBack = nextEvent<MatchResumedPayload>(a2, 'matchResumed');
    const bBack = nextEvent<MatchResumedPayload>(b.socket, 'matchResumed');
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual({ ok: true });
    expect(await aBack).toEqual({ matchId, partnerId: b.socket.id, partnerAway: false });
    expect(await bBack).toEqual({ matchId, partnerId: a2.id, partnerAway: false });

    const message = nextEvent<{ text: string }>(a2, 'receiveMessage');
    expect(await ack(b.socket, 'sendMessage', { text: 'welcome back' })).toEqual({ ok: true });
    expect((await message).text).toBe('welcome back');
    const signal = nextEvent<{ partnerId: string }>(b.socket, 'signal');
    expect(
      await ack(a2, 'signal', {
        partnerId: b.socket.id,
        signal: { kind: 'candidate', candidate: null },
      }),
    ).toEqual({ ok: true });
    expect((await signal).partnerId).toBe(a2.id);

    clock += RECONNECT_GRACE_MS * 2;
    server.services.matches.seats.expireAway();
    expect(bLeft).toEqual([]);
    expect(server.services.matches.matchOf(a2.id!)?.id).toBe(matchId);
  });

  it('after the grace period the partner is told, and the match can no longer be resumed', async () => {
    const { a, b, matchId } = await pair();
    const reconnecting = nextEvent(b.socket, 'partnerReconnecting');
    dropConnection(a.socket);
    await reconnecting;
    clock += RECONNECT_GRACE_MS - 1;
    server.services.matches.seats.expireAway();
    expect(server.services.matches.matchOf(b.socket.id!)?.id).toBe(matchId);

    const left = nextEvent<{ reason: string }>(b.socket, 'partnerDisconnected');
    clock += 1;
    server.services.matches.seats.expireAway();
    expect(await left).toMatchObject({ reason: 'Partner disconnected' });
    const a2 = await a.reconnect();
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual(refusedAck(CHAT_ENDED));
  });

  it('nobody else can take a seat, and bad payloads are refused without changing anything', async () => {
    const { a, b, matchId } = await pair();
    dropConnection(a.socket);
    await nextEvent(b.socket, 'partnerReconnecting');
    const stranger = await user();
    expect(await ack(stranger.socket, 'resumeMatch', { matchId })).toMatchObject({
      ok: false,
      error: textOf(CHAT_ENDED),
    });
    expect((await ack(stranger.socket, 'resumeMatch', {})).ok).toBe(false);
    expect((await ack(stranger.socket, 'resumeMatch', { matchId: 7 })).ok).toBe(false);
    expect((await ack(stranger.socket, 'resumeMatch', { matchId, extra: 1 })).ok).toBe(false);
    expect(server.services.matches.matchOf(stranger.socket.id!)).toBeUndefined();
    const a2 = await a.reconnect();
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual({ ok: true });
  });

  it('a client that closes its socket on purpose ends the call at once', async () => {
    const { a, b } = await pair();
    const left = nextEvent<{ reason: string }>(b.socket, 'partnerDisconnected');
    a.socket.disconnect();
    expect(await left).toMatchObject({ reason: 'Partner disconnected' });
  });

  it('a new socket takes over a seat whose old socket the server still thinks is connected', async () => {
    const { a, b, matchId } = await pair();
    const bLeft = leftEvents(b.socket);
    const a2 = await a.reconnect();
    const oldClosed = new Promise<string>((resolve) => a.socket.once('disconnect', resolve));
    const bBack = nextEvent<MatchResumedPayload>(b.socket, 'matchResumed');
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual({ ok: true });
    expect((await bBack).partnerId).toBe(a2.id);
    expect(await oldClosed).toBe('io server disconnect');
    expect(server.services.matches.partnerOf(b.socket.id!)).toBe(a2.id);
    expect(bLeft).toEqual([]);
  });

  it('a running trivia game pauses while a player is away and gives the turn back in full', async () => {
    const { a, b, matchId } = await pair();
    const requested = nextEvent(b.socket, 'triviaChallengeRequested');
    await ack(a.socket, 'requestTriviaChallenge');
    await requested;
    const started = nextEvent<TriviaView>(a.socket, 'challengeStarted');
    await ack(b.socket, 'acceptTriviaChallenge');
    const view = await started;
    const onTurn = view.currentTurn === a.socket.id ? a : b;
    const offTurn = onTurn === a ? b : a;

    const reconnecting = nextEvent(offTurn.socket, 'partnerReconnecting');
    dropConnection(onTurn.socket);
    await reconnecting;
    // past the turn's end while paused, and still within the grace period (further, the sweep
    // that ends matches whose grace ran out may run before the player is back)
    const skipped = RECONNECT_GRACE_MS - 1_000;
    expect(skipped).toBeGreaterThanOrEqual(TURN_MS * 2);
    clock += skipped;
    expect(await ack(offTurn.socket, 'submitAnswer', { selectedIndex: 0 })).toMatchObject({
      ok: false,
      error: textOf(REFUSALS.paused),
      code: 'paused',
    });

    const back = await onTurn.reconnect();
    const resumedView = nextEvent<TriviaView>(back, 'challengeUpdate');
    const partnerView = nextEvent<TriviaView>(offTurn.socket, 'challengeUpdate');
    expect(await ack(back, 'resumeMatch', { matchId })).toEqual({ ok: true });
    const mine = await resumedView;
    expect(mine.currentTurn).toBe(back.id);
    expect(mine.turnId).toBe(view.turnId + 1);
    expect(mine.timeLeft).toBe(TURN_MS);
    expect(mine.yourCurrentIndex).toBe(0);
    expect(mine.yourQuestions).toHaveLength(1);
    expect((await partnerView).currentTurn).toBe(back.id);
    // the returning player answers their own turn: it counts
    const update = nextEvent<TriviaView>(offTurn.socket, 'challengeUpdate');
    expect(await ack(back, 'submitAnswer', { selectedIndex: 1 })).toEqual({ ok: true });
    expect((await update).answeredBy).toBe(back.id);
  });
});

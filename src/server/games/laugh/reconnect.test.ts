import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUGH } from '../../../shared/constants.ts';
import type {
  LaughScoreUpdate,
  LaughStarted,
  LaughTurnChanged,
  PartnerFound,
} from '../../../shared/protocol/index.ts';
import {
  ack,
  nextEvent,
  returningUser,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../../testing/harness.ts';
import { RECONNECT_GRACE_MS } from '../../matchmaking/match.ts';
import { PREP_MIN_MS } from './rules.ts';

/** The server notices a dropped connection (Wi-Fi to 4G): the transport closes under it. */
const dropConnection = (socket: AppClientSocket) => socket.io.engine.close();

describe('laugh challenge across a reconnect', () => {
  let server: TestServer;
  let clock = 5_000_000;
  beforeAll(async () => {
    server = await startTestServer({}, 'sqlite', false, () => clock);
  });
  afterAll(() => server.close());

  const user = () => returningUser(server);

  /** Two users matched on an interest of their own; the match's id. */
  async function matchedPair(interest: string) {
    const a = await user();
    const b = await user();
    const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    await ack(a.socket, 'findPartner', { interests: [interest] });
    await ack(b.socket, 'findPartner', { interests: [interest] });
    const { matchId } = await found;
    return { a, b, matchId };
  }

  it('pauses the turn while the Statue reconnects, then gives back the time it had left', async () => {
    const { a, b, matchId } = await matchedPair('laugh-reconnect');

    const requested = nextEvent(b.socket, 'laughChallengeRequested');
    await ack(a.socket, 'requestLaughChallenge');
    await requested;
    const started = nextEvent<LaughStarted>(a.socket, 'laughChallengeStarted');
    await ack(b.socket, 'acceptLaughChallenge');
    const { attackerId } = await started;
    const jokester = attackerId === a.socket.id ? a : b;
    const statue = jokester === a ? b : a;

    clock += PREP_MIN_MS;
    const turn = nextEvent<LaughTurnChanged>(statue.socket, 'laughTurnChanged');
    await ack(statue.socket, 'laughCameraStatus', { ok: true });
    const first = await turn;
    expect(first.timeLeft).toBe(LAUGH.turnMs / 1000);

    clock += 10_000; // 10 s into the turn, the Statue's connection drops
    const reconnecting = nextEvent(jokester.socket, 'partnerReconnecting');
    dropConnection(statue.socket);
    await reconnecting;
    // far past the turn's end while paused; the call's media still flows, so the Jokester's
    // peer connection keeps the Statue's seat (each report a full grace period) and no tick
    // of the match service ends the match before the Statue is back
    for (let i = 0; i < 3; i++) {
      clock += RECONNECT_GRACE_MS - 3_000;
      expect(await ack(jokester.socket, 'peerConnected', { matchId })).toEqual({ ok: true });
    }
    const held = await ack(jokester.socket, 'endLaughTurn', { turnId: first.turnId });
    expect(held).toMatchObject({ ok: false });
    expect(held).toMatchObject({ ok: false, code: 'paused' });

    const back = await statue.reconnect();
    const mine = nextEvent<LaughTurnChanged>(back, 'laughTurnChanged');
    const theirs = nextEvent<LaughTurnChanged>(jokester.socket, 'laughTurnChanged');
    expect(await ack(back, 'resumeMatch', { matchId })).toEqual({ ok: true });
    const resumed = await mine;
    expect(resumed).toEqual({
      // the same game goes on (a client ignores events of a game it is not showing)
      gameId: first.gameId,
      attackerId: jokester.socket.id,
      turnId: first.turnId,
      timeLeft: LAUGH.turnMs / 1000 - 10,
      round: 1,
      // keyed by the sockets of now: the old ids would leave the score line reading 0-0 wrong
      scores: { [jokester.socket.id!]: 0, [back.id!]: 0 },
      laughNonce: first.laughNonce,
    });
    expect(await theirs).toEqual({
      gameId: first.gameId,
      attackerId: jokester.socket.id,
      turnId: first.turnId,
      timeLeft: LAUGH.turnMs / 1000 - 10,
      round: 1,
      scores: { [jokester.socket.id!]: 0, [back.id!]: 0 },
    });

    // the Statue on its new socket still defends this turn: its laugh scores for the Jokester
    const scored = nextEvent<LaughScoreUpdate>(jokester.socket, 'laughScoreUpdate');
    const report = { turnId: first.turnId, nonce: first.laughNonce! };
    expect(await ack(back, 'laughDetected', report)).toEqual({ ok: true });
    expect(await scored).toMatchObject({
      scorerId: jokester.socket.id,
      scores: { [jokester.socket.id!]: 1, [back.id!]: 0 },
    });
  });

  it('a camera turned off before a reconnect still holds for the challenge after it', async () => {
    const { a, b, matchId } = await matchedPair('laugh-camera-reconnect');
    expect(await ack(a.socket, 'mediaState', { mic: true, camera: false })).toEqual({ ok: true });

    const reconnecting = nextEvent(b.socket, 'partnerReconnecting');
    dropConnection(a.socket);
    await reconnecting;
    const back = await a.reconnect();
    expect(await ack(back, 'resumeMatch', { matchId })).toEqual({ ok: true });

    // the camera is still off on the new socket: neither side can start the challenge
    const mine = await ack(back, 'requestLaughChallenge');
    expect(mine).toMatchObject({ ok: false, code: 'camera_off' });
    const theirs = await ack(b.socket, 'requestLaughChallenge');
    expect(theirs).toMatchObject({ ok: false });
    expect(theirs).toMatchObject({ ok: false, code: 'partner_camera_off' });
    // camera back on: the challenge can be asked for
    expect(await ack(back, 'mediaState', { mic: true, camera: true })).toEqual({ ok: true });
    const requested = nextEvent(back, 'laughChallengeRequested');
    expect(await ack(b.socket, 'requestLaughChallenge')).toEqual({ ok: true });
    await requested;
  });

  it("a request kept across the asker's reconnect names the asker's new socket", async () => {
    const { a, b, matchId } = await matchedPair('laugh-request-reconnect');
    const requested = nextEvent(b.socket, 'laughChallengeRequested');
    expect(await ack(a.socket, 'requestLaughChallenge')).toEqual({ ok: true });
    await requested;

    const reconnecting = nextEvent(b.socket, 'partnerReconnecting');
    dropConnection(a.socket);
    await reconnecting;
    const back = await a.reconnect();
    expect(await ack(back, 'resumeMatch', { matchId })).toEqual({ ok: true });

    // b asks too: busy, and the pending request again, from the seat's socket now
    const busy = nextEvent(b.socket, 'laughChallengeRejected');
    const again = nextEvent<{ from: string }>(b.socket, 'laughChallengeRequested');
    expect(await ack(b.socket, 'requestLaughChallenge')).toEqual({ ok: true });
    expect(await busy).toMatchObject({ code: 'busy' });
    expect(await again).toEqual({ from: back.id });
    // the returning asker still cannot accept its own request; b can
    expect(await ack(back, 'acceptLaughChallenge')).toMatchObject({
      ok: false,
      code: 'own_request',
    });
    const started = nextEvent<LaughStarted>(back, 'laughChallengeStarted');
    expect(await ack(b.socket, 'acceptLaughChallenge')).toEqual({ ok: true });
    expect([back.id, b.socket.id]).toContain((await started).attackerId);
  });
});

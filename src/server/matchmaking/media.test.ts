import { refusedAck } from '../../shared/protocol/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaughEnded, MediaState, TriviaView } from '../../shared/protocol/index.ts';
import {
  ack,
  connectedUser,
  matchedPair,
  nextEvent,
  startTestServer,
  type TestServer,
} from '../testing/harness.ts';
import { CAMERA_NEEDED } from '../games/laugh/game.ts';

describe('mute and camera off over real sockets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reaches the partner only, and is refused outside a call', async () => {
    const { a, b } = await matchedPair(server);
    const bystander = (await connectedUser(server)).socket;
    const heard: MediaState[] = [];
    bystander.on('partnerMedia', (m) => heard.push(m));
    const seen = nextEvent<MediaState>(b, 'partnerMedia');
    expect(await ack(a, 'mediaState', { mic: false, camera: true })).toEqual({ ok: true });
    expect(await seen).toEqual({ mic: false, camera: true });
    const again = nextEvent<MediaState>(a, 'partnerMedia');
    expect(await ack(b, 'mediaState', { mic: true, camera: false })).toEqual({ ok: true });
    expect(await again).toEqual({ mic: true, camera: false });

    expect(await ack(bystander, 'mediaState', { mic: false, camera: false })).toMatchObject({
      ok: false,
      error: 'You are not in a chat right now.',
      code: 'not_in_chat',
    });
    expect(await ack(a, 'mediaState', { mic: 'off', camera: true })).toMatchObject({ ok: false });
    expect(await ack(a, 'mediaState', { mic: false })).toMatchObject({ ok: false });
    expect(heard).toEqual([]);
  });

  it('camera off ends a running laugh challenge, no points, with the reason for each side', async () => {
    const { a, b } = await matchedPair(server);
    const started = nextEvent(a, 'laughChallengeStarted');
    const requested = nextEvent(b, 'laughChallengeRequested');
    await ack(a, 'requestLaughChallenge');
    await requested;
    await ack(b, 'acceptLaughChallenge');
    await started;
    const [endedA, endedB] = [
      nextEvent<LaughEnded>(a, 'laughChallengeEnded'),
      nextEvent<LaughEnded>(b, 'laughChallengeEnded'),
    ];
    expect(await ack(b, 'mediaState', { mic: true, camera: false })).toEqual({ ok: true });
    const [ea, eb] = [await endedA, await endedB];
    expect(ea).toMatchObject({ result: 'ended', winnerId: null, rewards: { awardedPoints: 0 } });
    expect(ea).toMatchObject({
      reason:
        'Your partner turned their camera off, so the laugh challenge ended. No points this time.',
      code: 'ended_partner_camera',
    });
    expect(eb).toMatchObject({
      reason: 'You turned your camera off, so the laugh challenge ended. No points this time.',
      code: 'ended_your_camera',
    });
    // the game lock is free again: with the camera back on, a new challenge can be asked for
    await ack(b, 'mediaState', { mic: true, camera: true });
    const again = nextEvent(b, 'laughChallengeRequested');
    expect(await ack(a, 'requestLaughChallenge')).toEqual({ ok: true });
    await again;
  });

  it('no laugh challenge starts while either camera is off', async () => {
    const { a, b } = await matchedPair(server);
    await ack(b, 'mediaState', { mic: true, camera: false });
    expect(await ack(a, 'requestLaughChallenge')).toEqual(refusedAck(CAMERA_NEEDED.partners));
    expect(await ack(b, 'requestLaughChallenge')).toEqual(refusedAck(CAMERA_NEEDED.yours));
    await ack(b, 'mediaState', { mic: true, camera: true });
    const requested = nextEvent(b, 'laughChallengeRequested');
    expect(await ack(a, 'requestLaughChallenge')).toEqual({ ok: true });
    await requested;
    // the camera goes off while the request waits: it cannot be accepted like that
    await ack(b, 'mediaState', { mic: true, camera: false });
    expect(await ack(b, 'acceptLaughChallenge')).toEqual(refusedAck(CAMERA_NEEDED.yours));
  });

  it('camera off changes nothing in trivia', async () => {
    const { a, b } = await matchedPair(server);
    const requested = nextEvent(b, 'triviaChallengeRequested');
    await ack(a, 'requestTriviaChallenge');
    await requested;
    const started = nextEvent<TriviaView>(a, 'challengeStarted');
    await ack(b, 'acceptTriviaChallenge');
    const onTurn = (await started).currentTurn === a.id ? a : b;
    let ended = false;
    a.on('challengeEnded', () => (ended = true));
    b.on('challengeEnded', () => (ended = true));
    const seen = nextEvent<MediaState>(b, 'partnerMedia');
    expect(await ack(a, 'mediaState', { mic: true, camera: false })).toEqual({ ok: true });
    await seen;
    expect(await ack(onTurn, 'submitAnswer', { selectedIndex: 0 })).toEqual({ ok: true });
    expect(ended).toBe(false);
  });
});

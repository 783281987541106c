import { refusedAck } from '../../shared/protocol/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import {
  ack,
  nextEvent,
  returningUser,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { MEDIA_KEEP_MAX_MS } from './match.ts';
import { CHAT_ENDED, RECONNECT_GRACE_MS } from './service.ts';

/**
 * A call whose media never stopped is kept: while a seat is away, its partner's peer
 * connection reporting "still connected" (peerConnected) moves the seat's deadline to a full
 * grace period from the report, up to MEDIA_KEEP_MAX_MS past the drop. Time is the server's
 * injected clock.
 */
describe('grace period: kept while the partner still gets the media', () => {
  let server: TestServer;
  let clock = 5_000_000;
  let tag = 0;
  beforeAll(async () => {
    server = await startTestServer({}, 'sqlite', false, () => clock);
  });
  afterAll(() => server.close());

  const user = () => returningUser(server);

  /** A and B in a call; A's transport drops (the server loses the socket now). */
  async function dropped() {
    const a = await user();
    const b = await user();
    const interests = [`keep${++tag}`];
    const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    await ack(a.socket, 'findPartner', { interests });
    await ack(b.socket, 'findPartner', { interests });
    const { matchId } = await found;
    const reconnecting = nextEvent(b.socket, 'partnerReconnecting');
    a.socket.io.engine.close();
    await reconnecting;
    const left: unknown[] = [];
    b.socket.on('partnerDisconnected', (p) => left.push(p));
    return { a, b, matchId, left };
  }

  const expire = () => server.services.matches.seats.expireAway();
  const report = (socket: AppClientSocket, matchId: string) =>
    ack(socket, 'peerConnected', { matchId });

  it('without reports the grace is counted from when the server lost the socket', async () => {
    const { b, left } = await dropped();
    clock += RECONNECT_GRACE_MS - 1;
    expire();
    expect(left).toEqual([]);
    const ended = nextEvent<{ reason: string }>(b.socket, 'partnerDisconnected');
    clock += 1;
    expire();
    expect(await ended).toMatchObject({ reason: 'Partner disconnected' });
  });

  it('each report keeps the seat a full grace period longer; the user comes back well past 15 s', async () => {
    const { a, b, matchId, left } = await dropped();
    for (let i = 0; i < 6; i++) {
      clock += 5_000;
      expect(await report(b.socket, matchId)).toEqual({ ok: true });
      expire();
    }
    clock += RECONNECT_GRACE_MS - 1; // 44 s after the drop, 14 s after the last report
    expire();
    expect(left).toEqual([]);
    const a2 = await a.reconnect();
    const back = nextEvent(b.socket, 'matchResumed');
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual({ ok: true });
    await back;
    // once back, a report changes nothing (nobody is away) and is no error
    expect(await report(b.socket, matchId)).toEqual({ ok: true });
    clock += RECONNECT_GRACE_MS * 2;
    expire();
    expect(server.services.matches.matchOf(a2.id!)?.id).toBe(matchId);
  });

  it('reports stop (the media stopped too): the seat ends a grace period after the last one', async () => {
    const { b, matchId, left } = await dropped();
    clock += 10_000;
    await report(b.socket, matchId);
    clock += RECONNECT_GRACE_MS - 1;
    expire();
    expect(left).toEqual([]);
    const ended = nextEvent(b.socket, 'partnerDisconnected');
    clock += 1;
    expire();
    await ended;
  });

  it('is not kept for ever on the partner word', async () => {
    const { b, matchId } = await dropped();
    const ended = nextEvent(b.socket, 'partnerDisconnected');
    const start = clock;
    let reports = 0;
    while (clock - start < MEDIA_KEEP_MAX_MS) {
      clock += 5_000;
      await report(b.socket, matchId);
      reports += 1;
      expire();
    }
    await ended;
    expect(reports).toBe(MEDIA_KEEP_MAX_MS / 5_000);
  });

  it('only the partner of the away seat keeps it; other reports change nothing', async () => {
    const { b, matchId, left } = await dropped();
    const stranger = await user();
    expect(await report(stranger.socket, matchId)).toEqual(refusedAck(CHAT_ENDED));
    expect(await report(b.socket, 'not-this-match')).toEqual(refusedAck(CHAT_ENDED));
    expect((await ack(b.socket, 'peerConnected', {})).ok).toBe(false);
    clock += 10_000;
    await report(stranger.socket, matchId);
    clock += RECONNECT_GRACE_MS - 10_000;
    const ended = nextEvent(b.socket, 'partnerDisconnected');
    expire();
    await ended;
    expect(left).toHaveLength(1);
  });
});

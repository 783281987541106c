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
import { dropSilent } from './heartbeat.ts';

/**
 * A half-open connection (a phone that changed networks without closing its socket) shows only
 * as silence: the heartbeat drops the socket. That is a network loss like any other, so the
 * partner hears "reconnecting" and the call can go on, instead of the chat ending.
 */
describe('a socket the heartbeat drops for silence', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const user = () => returningUser(server);

  it('keeps its match: the partner hears "reconnecting", and the user resumes', async () => {
    const a = await user();
    const b = await user();
    const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    await ack(a.socket, 'findPartner', { interests: ['silence'] });
    await ack(b.socket, 'findPartner', { interests: ['silence'] });
    const { matchId } = await found;
    const left: unknown[] = [];
    b.socket.on('partnerDisconnected', (p) => left.push(p));

    const reconnecting = nextEvent<{ matchId: string }>(b.socket, 'partnerReconnecting');
    const serverSide = server.services.io.of('/').sockets.get(a.socket.id!);
    expect(serverSide).toBeDefined();
    dropSilent(serverSide!);
    expect(await reconnecting).toEqual({ matchId });

    const a2 = await a.reconnect();
    const resumed = nextEvent(b.socket, 'matchResumed');
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual({ ok: true });
    await resumed;
    const message = nextEvent<{ text: string }>(a2, 'receiveMessage');
    expect(await ack(b.socket, 'sendMessage', { text: 'you froze' })).toEqual({ ok: true });
    expect((await message).text).toBe('you froze');
    expect(left).toEqual([]);
    for (const s of [a.socket, a2, b.socket] as AppClientSocket[]) s.close();
  });
});

/**
 * Attacks on the ways into the queue or a call, played as an attacker would over real sockets:
 * each entry path (search, Next, resume after reconnecting, a call to one person) against each
 * gate (18+ never answered, answered under 18, banned, blocked). Every path must answer the
 * same refusal with the same stable code, and leave the adult who is searching alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ack, type PartnerFound, type SessionResponse } from '../../shared/protocol/index.ts';
import { recordBan } from '../moderation/store.ts';
import type { AppSocket } from '../realtime/handle.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';

type Gate = 'unanswered' | 'under18' | 'banned';
const CODE: Record<Gate, string> = {
  unanswered: 'age_required',
  under18: 'age_refused',
  banned: 'banned',
};

describe('one admission for every way into the queue or a call', () => {
  let server: TestServer;
  let tag = 0;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  const db = () => server.services.store.db;
  const serverSocket = (s: AppClientSocket) =>
    server.services.io.of('/').sockets.get(s.id!) as AppSocket;

  async function open(session: SessionResponse & { cookie: string }) {
    const socket = server.connect(session.token, { headers: { cookie: session.cookie } });
    await connected(socket);
    return socket;
  }

  /** Someone held by `gate`, connected. */
  async function held(gate: Gate) {
    const session = await server.guest({ ageGate: gate === 'banned' });
    if (gate === 'under18') {
      const res = await fetch(`${server.url}/api/age`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${session.token}`,
          'content-type': 'application/json',
          cookie: session.cookie,
        },
        body: JSON.stringify({ birthDate: '2010-06-01' }),
      });
      expect(res.status).toBe(403);
    }
    const socket = await open(session);
    if (gate === 'banned')
      await recordBan(db(), {
        userId: session.user.id,
        source: 'operator',
        reason: 'test',
        expiresAt: Date.now() + 60 * 60_000,
      });
    return { session, socket };
  }

  /** An adult searching with no interests: anyone let into the queue would be paired at once. */
  async function searchingAdult() {
    const session = await server.guest();
    const socket = await open(session);
    expect(await ack(socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    return socket;
  }

  const refusedWith = (res: Ack, code: string) => {
    expect(res.ok).toBe(false);
    expect(res).toMatchObject({ code });
  };

  describe.each<Gate>(['unanswered', 'under18', 'banned'])('someone %s', (gate) => {
    it('is refused a search, and the adult searching is not paired with them', async () => {
      const adult = await searchingAdult();
      const { socket } = await held(gate);
      refusedWith(await ack(socket, 'findPartner', { interests: [] }), CODE[gate]);
      expect(server.services.matches.isSearching(socket.id!)).toBe(false);
      expect(server.services.matches.partnerOf(adult.id!)).toBeUndefined();
      await ack(adult, 'leave');
    });

    it('is refused Next (which skipped the 18+ gate), and the adult is not paired either', async () => {
      const adult = await searchingAdult();
      const { socket } = await held(gate);
      const found: unknown[] = [];
      adult.on('partnerFound', (p) => found.push(p));
      refusedWith(await ack(socket, 'nextPartner'), CODE[gate]);
      // again, as a script would
      refusedWith(await ack(socket, 'nextPartner'), CODE[gate]);
      expect(server.services.matches.isSearching(socket.id!)).toBe(false);
      expect(server.services.matches.partnerOf(adult.id!)).toBeUndefined();
      await server.services.matches.tick();
      expect(found).toEqual([]);
      await ack(adult, 'leave');
    });

    it('is refused a call placed to one person (a contact) through the same admission', async () => {
      const { socket } = await held(gate);
      const adult = await server.guest();
      const res = await server.services.admit(serverSocket(socket), 'call', {
        userId: adult.user.id,
        deviceId: null,
      });
      expect(res?.code).toBe(CODE[gate]);
    });
  });

  it('someone banned while reconnecting cannot take their seat back; the partner is told at once', async () => {
    const a = await server.guest();
    const b = await server.guest();
    const [sa, sb] = [await open(a), await open(b)];
    const interests = [`resume-ban-${++tag}`];
    const found = nextEvent<PartnerFound>(sb, 'partnerFound');
    await ack(sa, 'findPartner', { interests });
    await ack(sb, 'findPartner', { interests });
    const { matchId } = await found;
    const reconnecting = nextEvent(sb, 'partnerReconnecting');
    sa.io.engine.close(); // the connection drops: the match waits for A
    await reconnecting;
    await recordBan(db(), {
      userId: a.user.id,
      source: 'operator',
      reason: 'test',
      expiresAt: Date.now() + 60 * 60_000,
    });
    const back = await open(a);
    const told = nextEvent<{ reason: string }>(sb, 'partnerDisconnected');
    const chat: unknown[] = [];
    sb.on('receiveMessage', (m) => chat.push(m));
    refusedWith(await ack(back, 'resumeMatch', { matchId }), 'banned');
    expect(await told).toMatchObject({ reason: 'Partner disconnected' });
    expect(await ack(back, 'sendMessage', { text: 'still here' })).toMatchObject({ ok: false });
    expect(server.services.matches.seats.byMatchId(matchId)).toBeUndefined();
    expect(chat).toEqual([]);
  });

  it('a call to someone either side blocked is refused with "blocked"; others are let through', async () => {
    const a = await server.guest();
    const b = await server.guest();
    const c = await server.guest();
    const [sa, sb, sc] = [await open(a), await open(b), await open(c)];
    const interests = [`call-block-${++tag}`];
    const found = nextEvent<PartnerFound>(sb, 'partnerFound');
    await ack(sa, 'findPartner', { interests });
    await ack(sb, 'findPartner', { interests });
    await found;
    expect(await ack(sa, 'blockUser', { partnerId: sb.id })).toEqual({ ok: true });
    const person = (s: SessionResponse) => ({ userId: s.user.id, deviceId: null });
    for (const [from, to] of [
      [sa, b],
      [sb, a],
    ] as const) {
      const res = await server.services.admit(serverSocket(from), 'call', person(to));
      expect(res?.code).toBe('blocked');
    }
    expect(await server.services.admit(serverSocket(sc), 'call', person(b))).toBeUndefined();
  });
});

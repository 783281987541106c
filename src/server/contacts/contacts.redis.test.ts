import { sql } from 'kysely';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContactAddedPayload,
  ContactCallPayload,
  PartnerFound,
} from '../../shared/protocol/index.ts';
import { openStore, type Store } from '../store/db.ts';
import { confirmAdult } from '../testing/ageGate.ts';
import { ack, connected, nextEvent, type AppClientSocket } from '../testing/harness.ts';
import { clusterEnv, startNode, type NodeProcess } from '../testing/nodes.ts';

describe('contacts across two nodes on Redis', () => {
  let env: Record<string, string>;
  let n1: NodeProcess;
  let n2: NodeProcess;
  let store: Store;
  const sockets: AppClientSocket[] = [];

  beforeAll(async () => {
    env = clusterEnv();
    n1 = await startNode(env);
    n2 = await startNode(env);
    store = openStore(env.DATABASE_URL!, { schema: env.DATABASE_SCHEMA });
  }, 90_000);
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await Promise.all([n1?.kill(), n2?.kill()]);
    if (env.DATABASE_SCHEMA)
      await sql`drop schema if exists ${sql.id(env.DATABASE_SCHEMA)} cascade`.execute(store.db);
    await store?.close();
  });

  async function user(node: NodeProcess) {
    const res = await fetch(`${node.url}/api/auth/guest`, { method: 'POST' });
    const { token } = (await res.json()) as { token: string };
    await confirmAdult(node.url, token);
    const socket: AppClientSocket = io(node.url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await connected(socket);
    return socket;
  }

  it('keeps in touch and calls a contact on the other node: both get partnerFound with contactId', async () => {
    const a = await user(n1);
    const b = await user(n2);
    // both see the call before either presses Keep in touch, as people do
    const met = [a, b].map((s) => nextEvent<PartnerFound>(s, 'partnerFound', 10_000));
    await ack(a, 'findPartner', { interests: ['contacts-cluster'] });
    await ack(b, 'findPartner', { interests: ['contacts-cluster'] });
    await Promise.all(met);
    const toA = nextEvent<ContactAddedPayload>(a, 'contactAdded', 10_000);
    const toB = nextEvent<ContactAddedPayload>(b, 'contactAdded', 10_000);
    expect(await ack(a, 'keepInTouch', { want: true })).toEqual({ ok: true });
    expect(await ack(b, 'keepInTouch', { want: true })).toEqual({ ok: true });
    const [addedA, addedB] = await Promise.all([toA, toB]);
    await ack(a, 'leave');

    const ringing = nextEvent<ContactCallPayload>(b, 'contactCall', 10_000);
    const called = (await ack(a, 'callContact', { contactId: addedA.contact.id })) as {
      ok: boolean;
      callId: string;
    };
    expect(called.ok).toBe(true);
    const call = await ringing;
    expect(call.callId).toBe(called.callId);
    const foundA = nextEvent<PartnerFound>(a, 'partnerFound', 10_000);
    const foundB = nextEvent<PartnerFound>(b, 'partnerFound', 10_000);
    expect(await ack(b, 'answerContactCall', { callId: call.callId, accept: true })).toEqual({
      ok: true,
    });
    const [fa, fb] = await Promise.all([foundA, foundB]);
    expect(fa.contactId).toBe(addedA.contact.id);
    expect(fb.contactId).toBe(addedB.contact.id);
    expect(fa.matchId).toBe(fb.matchId);
    expect(fa.partnerId).toBe(b.id);
    expect(fb.partnerId).toBe(a.id);
  }, 60_000);
});

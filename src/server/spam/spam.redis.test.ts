import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELD_MARK, type ChatMessage, type PartnerFound } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  steerableClock,
  type TestServer,
} from '../testing/harness.ts';
import { insertOpenReport } from '../testing/people.ts';
import { clusterEnv } from '../testing/nodes.ts';

// Two nodes sharing Redis and one store: the bot rule counts a sender's partners across both.
describe('the bot rule on two nodes sharing Redis', () => {
  const clock = steerableClock();
  let n1: TestServer;
  let n2: TestServer;
  beforeAll(async () => {
    const env = { ...clusterEnv(), RATE_LIMITS: 'off' };
    n1 = await startTestServer(env, 'sqlite', false, clock.now);
    n2 = await startTestServer(env, 'sqlite', false, clock.now);
  }, 60_000);
  afterAll(async () => {
    await n1?.close();
    await n2?.close();
  });

  let tag = 0;
  async function on(node: TestServer, token?: string) {
    const session = token ? { token, user: undefined } : await node.guest();
    const socket = node.connect(session.token);
    await connected(socket);
    return { socket, token: session.token, userId: session.user?.id };
  }

  /** someone two people reported: in the slow lane, where a likely bot now searches */
  async function slowOn(node: TestServer) {
    const { token, user } = await node.guest();
    for (const n of [1, 2])
      await insertOpenReport(node.services.store.db, {
        id: `${user.id}-${n}`,
        matchId: `m-${user.id}-${n}`,
        reporterId: (await node.guest()).user.id,
        reportedId: user.id,
        reason: 'spam',
        createdAt: clock.now(),
      });
    return on(node, token);
  }

  /** the sender, connected to `node`, meets someone there and says `text` */
  async function sendVia(node: TestServer, token: string, text: string, slowLane = false) {
    const sender = await on(node, token);
    const partner = slowLane ? await slowOn(node) : await on(node);
    const interests = [`bot${++tag}`];
    const found = nextEvent<PartnerFound>(partner.socket, 'partnerFound', 5000);
    expect(await ack(sender.socket, 'findPartner', { interests })).toEqual({ ok: true });
    expect(await ack(partner.socket, 'findPartner', { interests })).toEqual({ ok: true });
    await found;
    const got = nextEvent<ChatMessage>(partner.socket, 'receiveMessage', 5000);
    expect(await ack(sender.socket, 'sendMessage', { text })).toEqual({ ok: true });
    const message = await got;
    sender.socket.disconnect();
    partner.socket.disconnect();
    return message;
  }

  it('flags the sender whose three partners were on different nodes, and holds their messages', async () => {
    const { token, user } = await n1.guest();
    const flags = () =>
      n1.services.store.db
        .selectFrom('bot_flags')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
    await sendVia(n1, token, 'join my-casino.example/9');
    clock.advance(4 * 60_000);
    await sendVia(n2, token, 'Join  my-casino.example/8');
    expect(await flags()).toEqual([]);
    clock.advance(4 * 60_000);
    await sendVia(n2, token, 'JOIN my-casino.example/7');
    expect(await flags()).toMatchObject([{ text: 'join my-casino.example/0', partners: 3 }]);
    // the node that flagged holds strictly from now on: five digits are held too; the flag
    // also put the sender in the slow lane, so their partner is someone there
    expect(await sendVia(n2, token, 'pin 55555', true)).toEqual({
      sender: 'partner',
      text: `pin ${HELD_MARK}`,
      held: ['55555'],
    });
  });
});

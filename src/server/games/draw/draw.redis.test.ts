import { sql } from 'kysely';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawView, PartnerFound } from '../../../shared/protocol/index.ts';
import { openStore, type Store } from '../../store/db.ts';
import { confirmAdult } from '../../testing/ageGate.ts';
import { ack, connected, nextEvent, type AppClientSocket } from '../../testing/harness.ts';
import { clusterEnv, startNode, type NodeProcess } from '../../testing/nodes.ts';

/**
 * Draw and guess across two nodes: the game room runs on the match's owner node, and a guess
 * typed in the chat counts whichever node the one guessing is connected to.
 */
describe('Draw and guess with the players on two nodes', () => {
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

  async function player(node: NodeProcess): Promise<AppClientSocket> {
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

  it('a right guess sent through the node that does not run the game ends the round, unrelayed', async () => {
    // the match lives on a's node (a waited longer): b's lines reach the game from elsewhere
    const a = await player(n1);
    const b = await player(n2);
    const found = [a, b].map((s) => nextEvent<PartnerFound>(s, 'partnerFound', 5000));
    expect(await ack(a, 'findPartner', { interests: ['cluster-draw'] })).toEqual({ ok: true });
    expect(await ack(b, 'findPartner', { interests: ['cluster-draw'] })).toEqual({ ok: true });
    await Promise.all(found);
    const relayed: string[] = [];
    for (const s of [a, b]) s.on('receiveMessage', ({ text }) => relayed.push(text));

    const requested = nextEvent(b, 'drawGuessRequested', 5000);
    expect(await ack(a, 'requestDrawGuess')).toEqual({ ok: true });
    await requested;
    const started = [a, b].map((s) => nextEvent<DrawView>(s, 'drawGuessStarted', 5000));
    expect(await ack(b, 'acceptDrawGuess')).toEqual({ ok: true });
    let [va, vb] = (await Promise.all(started)) as [DrawView, DrawView];

    // the drawer changes every round: in one of the first two, b (on the other node) guesses
    const guessers: AppClientSocket[] = [];
    for (const round of [1, 2]) {
      const [guesser, word] = va.drawing ? [b, va.word!] : [a, vb.word!];
      guessers.push(guesser);
      const next = [a, b].map((s) => nextEvent<DrawView>(s, 'drawGuessUpdate', 5000));
      expect(await ack(guesser, 'sendMessage', { text: word })).toEqual({ ok: true });
      [va, vb] = (await Promise.all(next)) as [DrawView, DrawView];
      for (const view of [va, vb])
        expect(view).toMatchObject({ round: round + 1, last: { round, word, guessed: true } });
    }
    expect(guessers).toContain(b);
    // a guess the game took is never relayed as chat, from either node
    expect(relayed).toEqual([]);

    // a line that is no guess is plain chat, sent through either node
    const toA = nextEvent<{ text: string }>(a, 'receiveMessage', 5000);
    expect(await ack(b, 'sendMessage', { text: 'nice one' })).toEqual({ ok: true });
    expect((await toA).text).toBe('nice one');
    await ack(a, 'leave');
  });
});

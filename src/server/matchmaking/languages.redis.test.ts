import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import { ack, connected, nextEvent, startTestServer, type TestServer } from '../testing/harness.ts';
import { clusterEnv } from '../testing/nodes.ts';

// Two nodes sharing Redis (and one store): the Lua queue applies the language rule across them.
describe('matching by language on two nodes sharing Redis', () => {
  let n1: TestServer;
  let n2: TestServer;
  beforeAll(async () => {
    const env = clusterEnv();
    n1 = await startTestServer(env);
    n2 = await startTestServer(env);
  }, 60_000);
  afterAll(async () => {
    await n1?.close();
    await n2?.close();
  });

  async function user(node: TestServer) {
    const { token } = await node.guest();
    const socket = node.connect(token);
    await connected(socket);
    return socket;
  }

  it('two Spanish speakers on different nodes meet before an English speaker who waited longer', async () => {
    const en = await user(n1);
    const es1 = await user(n1);
    const es2 = await user(n2);
    const found1 = nextEvent<PartnerFound>(es1, 'partnerFound', 5000);
    const found2 = nextEvent<PartnerFound>(es2, 'partnerFound', 5000);
    expect(await ack(en, 'findPartner', { languages: ['en-GB'] })).toEqual({ ok: true });
    expect(await ack(es1, 'findPartner', { languages: ['es'] })).toEqual({ ok: true });
    expect(await ack(es2, 'findPartner', { languages: ['es', 'fr'] })).toEqual({ ok: true });
    const [f1, f2] = [await found1, await found2];
    expect(f1).toMatchObject({ partnerId: es2.id, sharedLanguage: 'es' });
    expect(f2).toMatchObject({ partnerId: es1.id, sharedLanguage: 'es' });
    // the match record on the node of each side names the language too
    expect(n1.services.matches.matchOf(es1.id!)?.sharedLanguage).toBe('es');
    expect(n2.services.matches.matchOf(es2.id!)?.sharedLanguage).toBe('es');
    expect(n1.services.matches.isSearching(en.id!)).toBe(true);
    await ack(en, 'leave');
  });
});

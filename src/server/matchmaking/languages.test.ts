import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';

describe('matching by language over real sockets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function user(): Promise<AppClientSocket> {
    const { token } = await server.guest();
    const socket = server.connect(token);
    await connected(socket);
    return socket;
  }

  it('two Spanish speakers meet before an English speaker who waited longer; both hear the shared language, kept on the match', async () => {
    const en = await user();
    const es1 = await user();
    const es2 = await user();
    const found1 = nextEvent<PartnerFound>(es1, 'partnerFound');
    const found2 = nextEvent<PartnerFound>(es2, 'partnerFound');
    expect(await ack(en, 'findPartner', { interests: [], languages: ['en'] })).toEqual({
      ok: true,
    });
    expect(await ack(es1, 'findPartner', { languages: ['ES'], country: null })).toEqual({
      ok: true,
    });
    expect(await ack(es2, 'findPartner', { languages: ['es-mx', 'fr'], country: 'mx' })).toEqual({
      ok: true,
    });
    const [f1, f2] = [await found1, await found2];
    // 'es' of 'es' and 'es-MX': the primary subtag
    expect(f1).toMatchObject({ partnerId: es2.id, sharedLanguage: 'es' });
    expect(f2).toMatchObject({ partnerId: es1.id, sharedLanguage: 'es' });
    expect(server.services.matches.matchOf(es1.id!)?.sharedLanguage).toBe('es');
    expect(server.services.matches.isSearching(en.id!)).toBe(true);
    expect(await ack(en, 'leave')).toEqual({ ok: true });
  });

  it('a pair without a language in common hears null', async () => {
    const a = await user();
    const b = await user();
    const found = nextEvent<PartnerFound>(b, 'partnerFound');
    await ack(a, 'findPartner', { interests: [] });
    await ack(b, 'findPartner', { languages: ['ja'] });
    expect((await found).sharedLanguage).toBeNull();
  });
});

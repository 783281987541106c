import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PartnerFound, RecentResponse } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  testEngines,
  type TestServer,
} from '../testing/harness.ts';

/**
 * Recent without a store write per match: matches wait in memory and reach the store together,
 * and a person reading Recent sees every call they have had, at once.
 */
describe.each(testEngines())('Recent written a batch at a time (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' }, engine);
  });
  afterAll(() => server.close());

  it('ten calls cost no write each; reading Recent shows the last one at once', async () => {
    const executor = server.services.store.db.getExecutor();
    const queries = vi.spyOn(executor, 'executeQuery');
    const inserts = () =>
      queries.mock.calls.filter((c: unknown[]) =>
        /insert into "recent_meetings"/i.test(String((c[0] as { sql: string }).sql)),
      ).length;
    const people = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { token } = await server.guest();
        const socket = server.connect(token);
        await connected(socket);
        return { token, socket };
      }),
    );
    for (let pair = 0; pair < 10; pair++) {
      const [a, b] = [people[2 * pair]!, people[2 * pair + 1]!];
      const interests = [`batch${pair}`];
      const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
      expect(await ack(a.socket, 'findPartner', { interests })).toEqual({ ok: true });
      expect(await ack(b.socket, 'findPartner', { interests })).toEqual({ ok: true });
      await found;
    }
    // at most one write so far: a slow machine may pass the flush interval while pairing
    expect(inserts()).toBeLessThanOrEqual(1);

    const res = await fetch(`${server.url}/api/recent`, {
      headers: { authorization: `Bearer ${people[19]!.token}` },
    });
    const recent = (await res.json()) as RecentResponse;
    expect(recent.items).toHaveLength(1);
    // the read wrote what waited: still at most two statements for the ten calls
    expect(inserts()).toBeGreaterThanOrEqual(1);
    expect(inserts()).toBeLessThanOrEqual(2);
    queries.mockRestore();
  });
});

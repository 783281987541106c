import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordBan } from '../moderation/store.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  testEngines,
  type TestServer,
} from '../testing/harness.ts';

/**
 * The fixed cost of a search and of a connection: once a person is known to this node and
 * nothing changed, searching again, and coming back on a new connection, reads nothing else from
 * the store (a round trip there would hold up every search). The one exception is the ban in
 * force, which every way in decides on whoever wrote it (docs/security.md): SQLite tells that
 * by its data version, outside the query layer, so nothing is read there; PostgreSQL has no such
 * cheap sign, so each entry reads the person's ban state and whether an age review holds them,
 * in one query (which the entries of one turn of the event loop share). A change (a ban, a
 * hold) is still seen at the next search.
 */
describe.each(testEngines())('store round trips per search and per connection (%s)', (engine) => {
  let server: TestServer;
  let queries: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    server = await startTestServer({}, engine);
    queries = vi.spyOn(server.services.store.db.getExecutor(), 'executeQuery');
  });
  afterEach(async () => {
    queries.mockRestore();
    await server.close();
  });

  it('a connection reads what its first search needs as it connects: that search reads only the ban state', async () => {
    const { token } = await server.guest();
    const socket = server.connect(token);
    await connected(socket);
    // the age check, the person's blocks and their standing are read without any search
    const reads = (): string[] =>
      queries.mock.calls.map((c: unknown[]) => String((c[0] as { sql: string }).sql));
    await vi.waitFor(() => {
      expect(reads().some((q) => q.includes('age_checks'))).toBe(true);
      expect(reads().some((q) => q.includes('blocks'))).toBe(true);
      expect(reads().some((q) => q.includes('standing_events'))).toBe(true);
    });
    queries.mockClear();
    expect(await ack(socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    const standing = ['blocks', 'standing_events', 'call_ratings', 'reports'];
    expect(
      reads().filter((q) => q.includes('age_checks') || standing.some((t) => q.includes(t))),
    ).toEqual([]);
  });

  it('a known person searches and reconnects without a store read, and a ban still holds', async () => {
    const sql = (): string[] =>
      queries.mock.calls.map((c: unknown[]) => String((c[0] as { sql: string }).sql));
    /**
     * nothing read on SQLite; on PostgreSQL the ban state and the age-review hold, at most one
     * read each per way in (neither has a cheap change sign there: see the top of this file)
     */
    const onlyBanReads = (entries: number) => {
      if (engine === 'sqlite') return expect(queries).not.toHaveBeenCalled();
      const ban = (q: string) => /\bbans\b/.test(q) && /\busers\b/.test(q);
      const hold = (q: string) => q.includes('"age_holds"');
      expect(sql().every((q) => ban(q) || hold(q))).toBe(true);
      expect(sql().filter(ban).length).toBeLessThanOrEqual(entries);
      expect(sql().filter(hold).length).toBeLessThanOrEqual(entries);
    };
    const { token, user } = await server.guest();
    const first = server.connect(token);
    await connected(first);
    // warm: the first search reads the gate, blocks and bans (PostgreSQL: once more when its
    // change listener is up)
    await vi.waitFor(async () => {
      queries.mockClear();
      expect(await ack(first, 'findPartner', { interests: [] })).toEqual({ ok: true });
      await ack(first, 'leave');
      onlyBanReads(1);
    });

    queries.mockClear();
    for (let i = 0; i < 5; i++) {
      expect(await ack(first, 'findPartner', { interests: [] })).toEqual({ ok: true });
      expect(await ack(first, 'leave')).toEqual({ ok: true });
    }
    // a new connection for the next chat, with the same token
    first.disconnect();
    const again = server.connect(token);
    await connected(again);
    expect(await ack(again, 'findPartner', { interests: [] })).toEqual({ ok: true });
    await ack(again, 'leave');
    onlyBanReads(6);

    // a ban (another connection's is moderation/banCache.test.ts): the next search is refused
    await recordBan(server.services.store.db, {
      userId: user.id,
      source: 'operator',
      reason: 'test',
      expiresAt: Date.now() + 60_000,
    });
    const refused = nextEvent(again, 'banned');
    const res = await ack(again, 'findPartner', { interests: [] });
    expect(res.ok).toBe(false);
    await refused;
  });
});

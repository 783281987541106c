import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  steerableClock,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { insertOpenReport } from '../testing/people.ts';

const DAY = 24 * 60 * 60_000;

describe('the slow lane over real sockets', () => {
  let server: TestServer;
  const clock = steerableClock();
  beforeAll(async () => {
    server = await startTestServer({}, 'sqlite', false, clock.now);
  });
  afterAll(() => server.close());

  /** A guest reported by `reporters` distinct people before connecting. */
  async function person(reporters = 0): Promise<{ socket: AppClientSocket; userId: string }> {
    const { token, user } = await server.guest();
    for (let i = 0; i < reporters; i++) {
      const reporter = await server.guest();
      await insertOpenReport(server.services.store.db, {
        reporterId: reporter.user.id,
        reportedId: user.id,
        reason: 'harassment',
        createdAt: clock.now(),
      });
    }
    const socket = server.connect(token);
    await connected(socket);
    return { socket, userId: user.id };
  }

  const search = async (socket: AppClientSocket) =>
    expect(await ack(socket, 'findPartner', { interests: [] })).toEqual({ ok: true });

  it('someone reported by two people meets only the slow lane, and their partner is told to check first', async () => {
    const plain = await person();
    const slow1 = await person(2);
    const slow2 = await person(2);
    await search(plain.socket);
    const found1 = nextEvent<PartnerFound>(slow1.socket, 'partnerFound');
    const found2 = nextEvent<PartnerFound>(slow2.socket, 'partnerFound');
    // the plain searcher waited longest, yet the slow lane waits for its own
    await search(slow1.socket);
    expect(await server.services.matches.queue.size()).toBe(2);
    await search(slow2.socket);
    const [one, two] = [await found1, await found2];
    expect(one.matchId).toBe(two.matchId);
    expect(one.checkFirst).toBe(true);
    expect(two.checkFirst).toBe(true);

    // the open lane meets the open lane, with nothing to check first
    const plain2 = await person();
    const foundPlain = nextEvent<PartnerFound>(plain.socket, 'partnerFound');
    await search(plain2.socket);
    expect((await foundPlain).checkFirst).toBeUndefined();
    for (const p of [plain, plain2, slow1, slow2]) await ack(p.socket, 'leave');

    // a month later the reports weigh little: back in the open lane, on the server's clock
    clock.advance(30 * DAY);
    const later = await person();
    await search(slow1.socket);
    const back = nextEvent<PartnerFound>(later.socket, 'partnerFound');
    await search(later.socket);
    const found = await back;
    expect(found.checkFirst).toBeUndefined();
    expect(found.partnerId).toBe(slow1.socket.id);
    for (const p of [later, slow1]) await ack(p.socket, 'leave');
  });

  it("reports filed on this node count at the reported person's next search", async () => {
    const known = await person();
    await search(known.socket); // known to this node now, in the open lane
    await ack(known.socket, 'leave');
    for (let i = 0; i < 2; i++) {
      const reporter = await server.guest();
      expect(
        await server.services.moderation.file({
          reporterId: reporter.user.id,
          reporterDevice: null,
          reporterAddress: null,
          reportedId: known.userId,
          matchId: randomUUID(),
          messages: [],
        }),
      ).toBeUndefined();
    }
    const plain = await person();
    await search(plain.socket);
    await search(known.socket);
    expect(await server.services.matches.queue.size()).toBe(2);
    const slow = await person(2);
    const found = nextEvent<PartnerFound>(known.socket, 'partnerFound');
    await search(slow.socket);
    expect((await found).checkFirst).toBe(true);
    for (const p of [plain, known, slow]) await ack(p.socket, 'leave');
  });
});

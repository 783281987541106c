import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticePayload, PartnerFound } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  steerableClock,
  type TestServer,
} from '../testing/harness.ts';
import { clusterEnv } from '../testing/nodes.ts';

// Two nodes sharing Redis and the store (PostgreSQL when TEST_POSTGRES_URL is set): the person
// is on the second node, the reporters on the first, which writes the hold.
describe('an age hold written on another node', () => {
  const env: Record<string, string> = { ...clusterEnv(), RATE_LIMITS: 'off' };
  const clock = steerableClock();
  let n1: TestServer;
  let n2: TestServer;
  beforeAll(async () => {
    n1 = await startTestServer(env, 'sqlite', false, clock.now);
    n2 = await startTestServer(env, 'sqlite', false, clock.now);
  }, 60_000);
  afterAll(async () => {
    const db = n1?.services.store.db;
    await n2?.close();
    if (env.DATABASE_SCHEMA && db)
      await sql`drop schema if exists ${sql.id(env.DATABASE_SCHEMA)} cascade`.execute(db);
    await n1?.close();
  });

  async function person(node: TestServer) {
    const session = await node.guest();
    const socket = node.connect(session.token, { headers: { cookie: session.cookie } });
    await connected(socket);
    return socket;
  }

  it('ends the held person’s call there and refuses their next way in', async () => {
    const target = await person(n2);
    for (const [i, interest] of ['held-a', 'held-b'].entries()) {
      const reporter = await person(n1);
      const found = nextEvent<PartnerFound>(target, 'partnerFound', 10_000);
      // the reporter's partnerFound comes from the other node over the bus: a client speaks
      // of its call (ageSignal) only once it has been told of it
      const reporterFound = nextEvent<PartnerFound>(reporter, 'partnerFound', 10_000);
      await ack(reporter, 'findPartner', { interests: [interest] });
      await ack(target, 'findPartner', { interests: [interest] });
      await Promise.all([found, reporterFound]);
      clock.advance(10_000);
      // the second signal holds: the target's node ends the call at its next sweep
      const told = i === 1 ? nextEvent<NoticePayload>(target, 'notice', 10_000) : null;
      const gone = i === 1 ? nextEvent(reporter, 'partnerDisconnected', 10_000) : null;
      expect(await ack(reporter, 'ageSignal', { estimate: 12 })).toEqual({ ok: true });
      if (told) expect((await told).code).toBe('age_review');
      if (gone) await gone;
      else await ack(reporter, 'leave');
    }
    expect(await ack(target, 'findPartner', { interests: [] })).toMatchObject({
      ok: false,
      code: 'age_review',
    });
  });
});

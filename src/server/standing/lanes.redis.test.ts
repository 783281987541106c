import { afterAll, beforeAll, describe } from 'vitest';
import { startTestServer, steerableClock, type TestServer } from '../testing/harness.ts';
import { clusterEnv } from '../testing/nodes.ts';
import { LANE_OPERATOR, laneCases } from './lanes.fixture.ts';

// Two nodes sharing Redis (its queue) and one store: the person on one, partners on the other.
describe('the lanes of standing on the Redis queue, across two nodes', () => {
  const clock = steerableClock();
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const env = { ...clusterEnv(), RATE_LIMITS: 'off', OPERATOR_EMAILS: LANE_OPERATOR };
    a = await startTestServer(env, 'sqlite', false, clock.now);
    b = await startTestServer(env, 'sqlite', false, clock.now);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  laneCases(() => ({ a, b }), clock);
});

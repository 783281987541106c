import { afterAll, beforeAll, describe } from 'vitest';
import { startTestServer, steerableClock, type TestServer } from '../testing/harness.ts';
import { LANE_OPERATOR, laneCases } from './lanes.fixture.ts';

// One node, the in-memory queue (the Redis queue's run: lanes.redis.test.ts).
describe('the lanes of standing on the in-memory queue', () => {
  const clock = steerableClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { RATE_LIMITS: 'off', OPERATOR_EMAILS: LANE_OPERATOR },
      'sqlite',
      false,
      clock.now,
    );
  });
  afterAll(() => server.close());
  laneCases(() => ({ a: server, b: server }), clock);
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { banElsewhereSuite } from '../testing/banElsewhere.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { clusterEnv } from '../testing/nodes.ts';

// Two nodes sharing Redis and the store (PostgreSQL when TEST_POSTGRES_URL is set): the
// operator CLI bans someone connected to the first node while the others are on the second.
describe('a ban written by another process, two nodes', () => {
  const env: Record<string, string> = { ...clusterEnv(), RATE_LIMITS: 'off' };
  let n1: TestServer;
  let n2: TestServer;
  beforeAll(async () => {
    n1 = await startTestServer(env);
    n2 = await startTestServer(env);
  }, 60_000);
  afterAll(async () => {
    const db = n1?.services.store.db;
    await n2?.close();
    if (env.DATABASE_SCHEMA && db)
      await sql`drop schema if exists ${sql.id(env.DATABASE_SCHEMA)} cascade`.execute(db);
    await n1?.close();
  });

  banElsewhereSuite(
    () => [n1, n2],
    () => env,
  );
});

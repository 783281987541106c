import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { banElsewhereSuite } from '../testing/banElsewhere.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

// One node on a SQLite file, banned through by the operator CLI (another process, another
// connection): the ban bites on the very next way in, not at the next ban sweep.
describe('a ban written by another process (SQLite)', () => {
  const env = {
    DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'mu-elsewhere-')), 'db.sqlite')}`,
    RATE_LIMITS: 'off',
  };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(env);
  });
  afterAll(() => server.close());

  banElsewhereSuite(
    () => [server, server],
    () => env,
  );
});

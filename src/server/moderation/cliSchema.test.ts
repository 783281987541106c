import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, openStore } from '../store/db.ts';
import { createGuest } from '../store/users.ts';
import { testEngines } from '../testing/harness.ts';
import { runCli } from './cli.ts';

/** The operator CLI opens the server's store, schema included: a ban lands where it counts. */
describe.each(testEngines())('operator CLI on the configured store (%s)', (engine) => {
  it('finds the users of DATABASE_SCHEMA and bans there', async () => {
    const schema = `cli_${randomBytes(5).toString('hex')}`;
    const env =
      engine === 'postgres'
        ? { DATABASE_URL: process.env.TEST_POSTGRES_URL!, DATABASE_SCHEMA: schema }
        : { DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'cli-')), 'mu.db')}` };
    // the server's store, with one user
    const server = openStore(env.DATABASE_URL, { schema: env.DATABASE_SCHEMA });
    try {
      await migrate(server, env.DATABASE_SCHEMA);
      const user = await createGuest(server.db, null);
      const lines: string[] = [];
      expect(await runCli(['show', user.id], env, (l) => lines.push(l))).toBe(0);
      expect(lines.join('\n')).toContain(user.id);
      const banned: string[] = [];
      expect(
        await runCli(['ban', user.id, '--duration', '1h', '--reason', 'test'], env, (l) =>
          banned.push(l),
        ),
      ).toBe(0);
      const row = await server.db
        .selectFrom('users')
        .select('banned_until')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.banned_until).toBeGreaterThan(Date.now());
    } finally {
      if (engine === 'postgres')
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(server.db);
      await server.close();
    }
  });
});

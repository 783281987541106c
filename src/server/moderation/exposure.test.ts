/** What the server shows of itself (metrics, logs) and how durably its store writes. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../store/db.ts';
import { loadConfig } from '../config.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

describe('exposure', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('METRICS_ALLOW restricts /metrics to the listed addresses', async () => {
    server = await startTestServer({ METRICS_ALLOW: '10.0.0.0/8, 192.168.0.0/16' });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    await server.close();
    server = await startTestServer({ METRICS_ALLOW: 'loopback' });
    const ok = await fetch(`${server.url}/metrics`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('matchup_connections_open');
    expect(() => loadConfig({ METRICS_ALLOW: 'not-an-address' })).toThrow(/METRICS_ALLOW/);
  });

  it('an OAuth code and state never reach the logs', async () => {
    const lines: string[] = [];
    const logger = { level: 'info', stream: { write: (l: string) => void lines.push(l) } };
    server = await startTestServer(
      { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' },
      'sqlite',
      logger,
    );
    await fetch(
      `${server.url}/api/auth/google/callback?code=SECRET-CODE-123&state=SECRET-STATE-456&x=1`,
    );
    const log = lines.join('\n');
    expect(log).toContain('/api/auth/google/callback?code=[redacted]&state=[redacted]&x=1');
    expect(log).not.toContain('SECRET-CODE-123');
    expect(log).not.toContain('SECRET-STATE-456');
  });

  it('SQLite runs in WAL with synchronous=NORMAL, as docs/operations.md states', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sync-'));
    const store = openStore(`sqlite:${join(dir, 'mu.db')}`);
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store.db);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db);
      expect(mode.rows[0]!.journal_mode).toBe('wal');
      expect(sync.rows[0]!.synchronous).toBe(1); // NORMAL
      const operations = readFileSync(
        new URL('../../../docs/operations.md', import.meta.url),
        'utf8',
      );
      expect(operations).toMatch(/`synchronous = NORMAL`/);
    } finally {
      await store.close();
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { connected, startTestServer, type TestServer } from '../testing/harness.ts';
import { HEAVY_DEFAULT_METRICS } from './metrics.ts';

describe('GET /metrics', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('reports process and socket figures, and nothing that walks every socket per scrape', async () => {
    server = await startTestServer();
    const { token } = await server.guest();
    const socket = server.connect(token);
    await connected(socket);
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^matchup_connections_open 1$/m);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    for (const name of HEAVY_DEFAULT_METRICS)
      expect(text).not.toMatch(new RegExp(`^${name} `, 'm'));
    socket.disconnect();
  });

  it('is absent with METRICS=false', async () => {
    server = await startTestServer({ METRICS: 'false' });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });
});

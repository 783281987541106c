import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/harness.ts';

describe('a graceful stop', () => {
  // A browser or balancer keeps connections open; one busy when the node stops must not hold
  // the stop for the HTTP timeouts (60 s for headers, Fastify's 72 s keep-alive).
  it('ends within a bounded time even with a connection stuck mid-request', async () => {
    const server = await startTestServer();
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n'); // headers never finished
    const dropped = once(socket, 'close');
    const started = performance.now();
    await server.close();
    await dropped;
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

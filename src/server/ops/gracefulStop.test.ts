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

  it('answers /readyz with 503 "draining" once the stop has begun', async () => {
    const server = await startTestServer();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    // a balancer's health check already on the wire when SIGTERM comes: its request ends after
    // the stop began (a request in flight gets a moment to finish)
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    const closed = server.close();
    socket.write('Connection: close\r\n\r\n');
    await once(socket, 'close');
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 'draining',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import type { RouteInput } from './inputs.ts';
import { ROUTE_INPUTS } from './routeInputs.ts';

const declared = Object.values(ROUTE_INPUTS).flatMap((inputs) =>
  Object.entries(inputs as Record<string, RouteInput>).map(([key, input]) => {
    const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string];
    return { method, url, input };
  }),
);

describe('the routes the protocol document lists', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are all registered by the server as declared', () => {
    expect(declared.length).toBeGreaterThan(30);
    for (const { method, url } of declared)
      expect(server.services.app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
  });

  it('answer input that breaks their declared schema with an error code, for a signed-in adult', async () => {
    const { token, cookie } = await server.guest();
    // every declared query and body here is an object: an array is never one
    const broken = declared.filter(({ input }) => input.query || input.body);
    expect(broken.length).toBeGreaterThan(10);
    for (const { method, url, input } of broken) {
      const path = url.replace(':id', 'x').replace(':provider', 'google');
      const res = await fetch(
        `${server.url}${path}${input.query ? '?limit=-1&scope=nope&status=nope&before=x&season=x&q=' + 'x'.repeat(300) + '&code=' + 'x'.repeat(5000) : ''}`,
        {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            cookie,
            ...(input.body ? { 'content-type': 'application/json' } : {}),
          },
          body: input.body ? '[1]' : undefined,
          redirect: 'manual',
        },
      );
      const text = await res.text();
      expect(res.status, `${method} ${url}: ${text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url}`).toBeLessThan(500);
      // the sign-in popup's callback answers a page that hands its opener the code
      if (res.headers.get('content-type')?.startsWith('text/html'))
        expect(text, `${method} ${url}`).toMatch(/"code":"oauth_\w+"/);
      else expect(JSON.parse(text), `${method} ${url}`).toMatchObject({ code: expect.any(String) });
    }
  });
});

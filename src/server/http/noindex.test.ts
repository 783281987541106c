import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../shared/routes.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

describe('personal pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['/admin', '/people'])('%s is never indexed nor in the sitemap', async (path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(PUBLIC_ROUTES).not.toContain(path);
  });
});

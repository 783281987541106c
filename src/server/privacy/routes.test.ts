import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteInfo, TransparencyResponse } from '../../shared/protocol/index.ts';
import { connected, startTestServer, type TestServer } from '../testing/harness.ts';
import type { DataExport } from './export.ts';

describe("people's data over HTTP", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer({
      SITE_NAME: 'Pair Play',
      PRIVACY_EMAIL: 'privacy@pairplay.test',
      RETENTION_GUEST_IDLE_DAYS: '14',
    });
  });
  afterEach(() => server.close());

  const call = (path: string, token: string | undefined, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });

  it('hands a guest their data as a JSON file', async () => {
    const guest = await server.guest();
    const res = await call('/api/me/export', guest.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="matchup-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await res.json()) as DataExport;
    expect(data.account).toMatchObject({ id: guest.user.id, guest: true });
    expect(data.ageGate?.adult).toBe(true);
  });

  it('hands out at most ten exports a minute per address', async () => {
    const guest = await server.guest();
    for (let i = 0; i < 10; i += 1)
      expect((await call('/api/me/export', guest.token)).status).toBe(200);
    expect((await call('/api/me/export', guest.token)).status).toBe(429);
  });

  it('refuses without a session, with a code', async () => {
    for (const [path, method] of [
      ['/api/me/export', 'GET'],
      ['/api/me', 'DELETE'],
    ] as const) {
      const res = await call(path, undefined, { method });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'auth_missing' });
    }
  });

  it('deletes only when confirmed, then signs the person out everywhere', async () => {
    const guest = await server.guest();
    const socket = server.connect(guest.token);
    await connected(socket);
    for (const body of [undefined, '{}', '{"confirm":"yes"}']) {
      const res = await call('/api/me', guest.token, { method: 'DELETE', body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'confirm_required' });
    }
    // nothing changed
    expect((await call('/api/me/export', guest.token)).status).toBe(200);

    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const res = await call('/api/me', guest.token, { method: 'DELETE', body: '{"confirm":true}' });
    expect(res.status).toBe(204);
    expect(await closed).toBe('io server disconnect');
    const after = await call('/api/me/export', guest.token);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'session_ended' });
    const refresh = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: guest.cookie },
    });
    expect(refresh.status).toBe(401);
  });

  it('publishes the operator’s site settings and twelve months of figures', async () => {
    const site = (await (await call('/api/site', undefined)).json()) as SiteInfo;
    expect(site).toMatchObject({
      siteName: 'Pair Play',
      privacyEmail: 'privacy@pairplay.test',
      appealsEmail: 'privacy@pairplay.test',
      retention: { guestIdleDays: 14, reportDays: 180, sessionDays: 30 },
    });
    const figures = (await (
      await call('/api/transparency', undefined)
    ).json()) as TransparencyResponse;
    expect(figures.months).toHaveLength(12);
    expect(figures.months[0]).toMatchObject({
      month: new Date().toISOString().slice(0, 7),
      automaticBans: 0,
      operatorBans: 0,
      medianDecisionHours: null,
    });
  });
});

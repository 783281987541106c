import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../shared/protocol/index.ts';
import { useSession } from '../features/session/session.ts';
import { createApiClient } from '../lib/api.ts';
import { adoptAccountLocale, followAccountLocale, saveAccountLocale } from './accountLocale.ts';
import { currentLocale, LOCALE_KEY, setLocale } from './i18n.ts';

// A real HTTP server plays the account: its profile's language, and what was saved.
let server: Server;
let client: ReturnType<typeof createApiClient>;
let accountLocale: string | null = null;
let profileStatus = 200;
const requests: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', body });
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.method === 'GET' && req.url === '/api/me')
        return profileStatus === 200
          ? json(200, { username: null, uiLocale: accountLocale })
          : json(profileStatus, { error: 'Service unavailable', code: 'internal' });
      if (req.method === 'PUT' && req.url === '/api/me/locale')
        return json(500, { error: 'Internal error', code: 'internal' });
      json(404, { error: 'Not found', code: 'not_found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  client = createApiClient({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** This browser's localStorage (node has none). */
const saved = new Map<string, string>();
const user = (isAnonymous: boolean): PublicUser => ({
  id: isAnonymous ? 'guest-1' : 'member-1',
  isAnonymous,
  isBanned: false,
  banExpiresAt: null,
  displayName: null,
  email: null,
  provider: isAnonymous ? 'guest' : 'google',
});
const signIn = (isAnonymous: boolean) =>
  useSession.setState({ status: 'signedIn', user: user(isAnonymous), token: 't', expiresAt: 0 });

beforeEach(() => {
  saved.clear();
  requests.length = 0;
  accountLocale = null;
  profileStatus = 200;
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => void saved.set(key, value),
  });
  useSession.setState({ status: 'signedOut', user: null, token: null });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('saving the chosen language on the account', () => {
  it('sends a member’s choice, and a refused save rejects nothing (vitest fails on one)', async () => {
    signIn(false);
    saveAccountLocale('fr', client);
    await expect
      .poll(() => requests)
      .toEqual([{ method: 'PUT', url: '/api/me/locale', body: '{"locale":"fr"}' }]);
  });

  it('sends nothing for a guest or someone signed out', async () => {
    saveAccountLocale('fr', client);
    signIn(true);
    saveAccountLocale('de', client);
    // a request sent after those would arrive after them
    await client.get('/api/me');
    expect(requests.map((r) => r.method)).toEqual(['GET']);
  });
});

describe('opening in the account’s language', () => {
  it('takes the account’s language when this browser has no choice, and keeps it here', async () => {
    accountLocale = 'de';
    signIn(false);
    await adoptAccountLocale(client);
    expect(currentLocale()).toBe('de');
    expect(saved.get(LOCALE_KEY)).toBe('de');
  });

  it('keeps the choice this browser has', async () => {
    accountLocale = 'de';
    saved.set(LOCALE_KEY, 'es');
    signIn(false);
    await adoptAccountLocale(client);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/me']);
    expect(currentLocale()).toBe('en');
    expect(saved.get(LOCALE_KEY)).toBe('es');
  });

  it('gives an account without a language this browser’s choice (a guest who became a member)', async () => {
    saved.set(LOCALE_KEY, 'es');
    signIn(false);
    await adoptAccountLocale(client);
    await expect
      .poll(() => requests.map((r) => `${r.method} ${r.url} ${r.body}`))
      .toEqual(['GET /api/me ', 'PUT /api/me/locale {"locale":"es"}']);
    expect(saved.get(LOCALE_KEY)).toBe('es');
  });

  it('changes nothing when the account has no language or the profile fails', async () => {
    await adoptAccountLocale(client);
    accountLocale = 'de';
    profileStatus = 500;
    await adoptAccountLocale(client);
    expect(requests).toHaveLength(2);
    expect(currentLocale()).toBe('en');
    expect(saved.has(LOCALE_KEY)).toBe(false);
  });

  it('follows members signing in, once per member, and not guests', async () => {
    accountLocale = 'tr';
    const stop = followAccountLocale(client);
    try {
      signIn(true);
      signIn(false);
      // a token refresh: the same member again
      signIn(false);
      await expect.poll(() => currentLocale()).toBe('tr');
      expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/me']);
      expect(saved.get(LOCALE_KEY)).toBe('tr');
    } finally {
      stop();
    }
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api.ts';
import { setLocale } from '../i18n/i18n.ts';

// A real HTTP server plays each kind of answer the client must handle.
let server: Server;
let base: string;
const awayTries = new Map<string, number>();
const seen: { auth?: string; type?: string; accept?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      seen.push({
        auth: req.headers.authorization,
        type: req.headers['content-type'],
        accept: req.headers.accept,
        body,
      });
      const route = req.url ?? '';
      if (route === '/ok')
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"value":1}');
      if (route === '/empty') return res.writeHead(204).end();
      if (route === '/error-field')
        return res
          .writeHead(409, { 'content-type': 'application/json' })
          .end('{"error":"Username already taken"}');
      if (route === '/message-field')
        return res
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"message":"Bad thing"}');
      if (route === '/cooldown')
        return res
          .writeHead(429, { 'content-type': 'application/json' })
          .end('{"error":"Too soon","secondsRemaining":12}');
      if (route === '/plain') return res.writeHead(502).end('');
      // the database away for the first answer only (per path: GET and POST separately)
      if (route.startsWith('/briefly-away')) {
        const tries = (awayTries.get(route) ?? 0) + 1;
        awayTries.set(route, tries);
        if (tries === 1)
          return res
            .writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' })
            .end('{"error":"We are briefly out of reach of our data.","code":"unavailable"}');
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"value":2}');
      }
      if (route === '/html')
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>app');
      if (route === '/slow') return void setTimeout(() => res.writeHead(200).end('{}'), 500);
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('api client', () => {
  it('sends Accept JSON, a JSON body with its content type, and a fresh bearer token', async () => {
    let calls = 0;
    const api = createApiClient({ base, getToken: async () => `t${++calls}` });
    expect(await api.post('/ok', { username: 'abc' })).toEqual({ value: 1 });
    await api.get('/ok');
    expect(seen.at(-2)).toMatchObject({
      auth: 'Bearer t1',
      type: 'application/json',
      accept: 'application/json',
      body: '{"username":"abc"}',
    });
    expect(seen.at(-1)).toMatchObject({ auth: 'Bearer t2', type: undefined });
  });

  it('returns nothing for 204', async () => {
    expect(await createApiClient({ base }).delete('/empty')).toBeUndefined();
  });

  it('uses the error field, then the message field, then "Request failed ({status})"', async () => {
    const api = createApiClient({ base });
    await expect(api.get('/error-field')).rejects.toThrow('Username already taken');
    await expect(api.get('/message-field')).rejects.toThrow('Bad thing');
    await expect(api.get('/plain')).rejects.toThrow('Request failed (502)');
    const err = await api.get('/cooldown').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(429);
    expect((err as ApiError).body.secondsRemaining).toBe(12);
  });

  it('says the API base is wrong when an HTML page comes back', async () => {
    await expect(createApiClient({ base }).get('/html')).rejects.toThrow(
      /HTML page\. The API base may be wrong/,
    );
  });

  it('reports a network failure with the URL', async () => {
    const dead = createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    await new Promise<void>((r) => dead.close(() => r()));
    await expect(createApiClient({ base: url }).get('/x')).rejects.toThrow(
      `Network error contacting ${url}/x`,
    );
  });

  it("says what failed in the person's language: the spec's English is the English catalogue's", async () => {
    await setLocale('es', { remember: false });
    try {
      await expect(createApiClient({ base }).get('/plain')).rejects.toThrow(
        'La solicitud falló (502)',
      );
      await expect(createApiClient({ base, timeoutMs: 100 }).get('/slow')).rejects.toThrow(
        'Solicitud cancelada o sin respuesta tras 100 ms',
      );
    } finally {
      await setLocale('en', { remember: false });
    }
  });

  it('asks again for a read the server refused as briefly unavailable, never for a write', async () => {
    const client = createApiClient({ base });
    expect(await client.get('/briefly-away/read')).toEqual({ value: 2 });
    expect(awayTries.get('/briefly-away/read')).toBe(2);
    const write = client.post('/briefly-away/write', { a: 1 });
    await expect(write).rejects.toMatchObject({ status: 503, body: { code: 'unavailable' } });
    expect(awayTries.get('/briefly-away/write')).toBe(1);
  });

  it('aborts after the timeout with the spec text', async () => {
    await expect(createApiClient({ base, timeoutMs: 100 }).get('/slow')).rejects.toThrow(
      'Request aborted/timed out after 100ms',
    );
  });
});

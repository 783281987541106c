import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageEncoding, registerSpa } from './spa.ts';

// A build as scripts/prerender.ts leaves it: the shell, prerendered Home and About, and
// compressed copies of Home.
describe('page serving', () => {
  let dir: string;
  let app: FastifyInstance;
  const SHELL = '<div id="root"></div>';
  const HOME = `<div id="root"><h1>Home</h1></div>${'<p>padding</p>'.repeat(50)}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(dir, 'about'));
    writeFileSync(join(dir, 'index.html'), SHELL);
    writeFileSync(join(dir, 'home.html'), HOME);
    writeFileSync(join(dir, 'home.html.br'), brotliCompressSync(HOME));
    writeFileSync(join(dir, 'home.html.gz'), gzipSync(HOME));
    writeFileSync(join(dir, 'about', 'index.html'), 'About page');
    app = Fastify();
    await registerSpa(app, dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('answers / with prerendered Home, other pages with theirs or the shell', async () => {
    expect((await get('/')).body).toBe(HOME);
    expect((await get('/about')).body).toBe('About page');
    expect((await get('/about/')).body).toBe('About page');
    const settings = await get('/settings');
    expect([settings.statusCode, settings.body]).toEqual([200, SHELL]);
  });

  it('answers an unknown page with the shell (never Home) and a 404', async () => {
    const res = await get('/no-such-page');
    expect([res.statusCode, res.body]).toEqual([404, SHELL]);
    expect((await get('/api/nothing')).json()).toMatchObject({
      error: 'Not found: GET /api/nothing',
    });
  });

  it('sends the compressed copy the browser accepts, and says it varies', async () => {
    const br = await get('/', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(HOME);
    const gz = await get('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(HOME);
    // no copy made (About here): the page as it is
    const about = await get('/about', 'br');
    expect(about.headers['content-encoding']).toBeUndefined();
    expect(about.body).toBe('About page');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HOME);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding('')).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('BR;q=0.5, gzip')).toBe('br');
    expect(pageEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('*, br;q=0')).toBe('gzip');
    expect(pageEncoding('gzip;q=0')).toBeNull();
  });
});

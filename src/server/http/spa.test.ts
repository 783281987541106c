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

// Home and About in three languages, and a Spanish landing page, as the build leaves them.
describe('pages in the person’s language', () => {
  let dir: string;
  let app: FastifyInstance;
  const page = (lang: string, name: string) => `<html lang="${lang}">${name}</html>`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'spa-lang-'));
    const write = (file: string, body: string) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), body);
    };
    write('index.html', '<!doctype html><html lang="en"><div id="root"></div></html>');
    write('home.html', page('en', 'Home'));
    write('about/index.html', page('en', 'About'));
    for (const lang of ['es', 'ar', 'de']) {
      write(`${lang}/index.html`, page(lang, 'Home'));
      write(`${lang}/about/index.html`, page(lang, 'About'));
    }
    write('es/hablar-con-desconocidos/index.html', page('es', 'Landing'));
    write('ar/التحدث-مع-الغرباء/index.html', page('ar', 'Landing'));
    app = Fastify();
    await registerSpa(app, dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('an English address answers in the browser’s language, and says it varies with it', async () => {
    const es = await get('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect([es.statusCode, es.body]).toEqual([200, page('es', 'Home')]);
    expect(es.headers.vary).toContain('accept-language');
    expect(es.headers.vary).toContain('cookie');
    expect(es.headers['content-language']).toBe('es');
    // the weights count, not the order
    const ar = await get('/about/', { 'accept-language': 'en;q=0.3, ar-EG' });
    expect(ar.body).toBe(page('ar', 'About'));
    // none of ours: English, as for a crawler that names no language
    expect((await get('/', { 'accept-language': 'ja, zh;q=0.8' })).body).toBe(page('en', 'Home'));
    const bot = await get('/');
    expect([bot.body, bot.headers['content-language']]).toEqual([page('en', 'Home'), 'en']);
  });

  it('a page with no prerendered copy (Ranking, a 404) comes in the person’s language and direction', async () => {
    const ar = await get('/ranking', { 'accept-language': 'ar-EG,en;q=0.5' });
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toBe('<!doctype html><html lang="ar" dir="rtl"><div id="root"></div></html>');
    expect([ar.headers['content-language'], ar.headers.vary]).toEqual([
      'ar',
      'accept-encoding, accept-language, cookie',
    ]);
    const picked = await get('/no-such-page', { 'accept-language': 'ar', cookie: 'uiLocale=de' });
    expect([picked.statusCode, picked.body]).toEqual([
      404,
      '<!doctype html><html lang="de" dir="ltr"><div id="root"></div></html>',
    ]);
    // compressed as the prerendered pages are
    const br = await get('/settings', { 'accept-language': 'es', 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<html lang="es" dir="ltr">');
    // a crawler naming no language gets English
    expect((await get('/ranking')).body).toContain('<html lang="en" dir="ltr">');
  });

  it('the language the person picked (its cookie) wins over the browser’s', async () => {
    const res = await get('/', {
      'accept-language': 'es',
      cookie: 'sessionHint=1; uiLocale=de; other=x',
    });
    expect(res.body).toBe(page('de', 'Home'));
    // a cookie naming no language of ours changes nothing
    expect((await get('/', { 'accept-language': 'es', cookie: 'uiLocale=xx' })).body).toBe(
      page('es', 'Home'),
    );
  });

  it('an address in a language always serves that language, to anyone', async () => {
    const headers = { 'accept-language': 'ar', cookie: 'uiLocale=de' };
    for (const [url, body] of [
      ['/es', page('es', 'Home')],
      ['/es/', page('es', 'Home')],
      ['/es/about', page('es', 'About')],
      ['/es/hablar-con-desconocidos', page('es', 'Landing')],
      [`/ar/${encodeURIComponent('التحدث-مع-الغرباء')}`, page('ar', 'Landing')],
    ] as const) {
      const res = await get(url, headers);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, body]);
      expect(res.headers.vary).not.toContain('accept-language');
    }
  });

  it('a landing page’s English slug under a language moves for good to its own slug', async () => {
    const res = await get('/es/talk-to-strangers?ref=x');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/es/hablar-con-desconocidos?ref=x');
    const ar = await get('/ar/talk-to-strangers/');
    expect([ar.statusCode, decodeURIComponent(ar.headers.location as string)]).toEqual([
      301,
      '/ar/التحدث-مع-الغرباء',
    ]);
    // the English page itself stays where it is
    expect((await get('/talk-to-strangers')).statusCode).toBe(200);
    // a slug of no page is no page
    expect((await get('/es/no-such-page')).statusCode).toBe(404);
  });
});

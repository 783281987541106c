import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI, LIMITS } from '../../shared/constants.ts';
import { startTestServer, steerableClock, type TestServer } from '../testing/harness.ts';
import { completion, json, startStandIn } from './standIn.ts';
import { systemPrompt, translatePrompt } from './upstream.ts';
import { localeFor } from './offlineLocales.ts';
import type { AiChatResponse } from '../../shared/protocol/index.ts';

const post = (server: TestServer, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/ai/translate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('POST /api/ai/translate with an AI endpoint', () => {
  const standIn = startStandIn();
  let server: TestServer;
  let clock: ReturnType<typeof steerableClock>;

  beforeAll(async () => {
    const base = await standIn.listen();
    clock = steerableClock();
    server = await startTestServer(
      { AI_BASE_URL: base, AI_MODEL: 'stand-in-model', AI_TIMEOUT_MS: '1000' },
      'sqlite',
      false,
      clock.now,
    );
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.requests.length = 0;
    // a fresh minute for every test: the address's budget is shared by all of them
    clock.advance(61_000);
  });

  it('says in the status that translation is available', async () => {
    const res = await fetch(`${server.url}/api/ai/status`);
    expect(await res.json()).toEqual({ mode: 'online', translate: true });
  });

  it('sends the text and the target language to the endpoint and answers with the translation', async () => {
    standIn.set((_req, res) => json(res, 200, completion('  Hallo, wie geht es dir?  ')));
    const res = await post(server, { text: 'Hola, ¿cómo estás?', to: 'DE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: 'Hallo, wie geht es dir?' });
    expect(standIn.requests).toHaveLength(1);
    const sent = standIn.requests[0]!.body;
    expect(sent.model).toBe('stand-in-model');
    expect(sent.temperature).toBe(0);
    // the language is named in its canonical spelling and the message travels as data
    expect(sent.messages).toEqual([
      { role: 'system', content: translatePrompt('de') },
      { role: 'user', content: 'Hola, ¿cómo estás?' },
    ]);
    expect(sent.messages[0]!.content).toMatch(/into German \(de\)/);
  });

  it("tells the endpoint to answer in the page's language", async () => {
    standIn.set((_req, res) => json(res, 200, completion('Salut ! Ça va ?')));
    const res = await fetch(`${server.url}/api/ai/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'fr', messages: [{ role: 'user', content: 'Salut' }] }),
    });
    expect(res.status).toBe(200);
    expect(standIn.requests[0]!.body.messages[0]).toEqual({
      role: 'system',
      content: systemPrompt('fr'),
    });
    expect(systemPrompt('fr')).toMatch(/Always reply in French \(fr\)/);
  });

  it.each([
    [{}, 'text'],
    [{ text: '', to: 'de' }, 'text'],
    [{ text: '   ', to: 'de' }, 'text'],
    [{ text: 'x'.repeat(LIMITS.chatMessageMaxLength + 1), to: 'de' }, 'text'],
    [{ text: 42, to: 'de' }, 'text'],
    [{ text: 'hola' }, 'to'],
    [{ text: 'hola', to: 'german' }, 'to'],
    [{ text: 'hola', to: 'de_DE' }, 'to'],
    [{ text: 'hola', to: 'x'.repeat(40) }, 'to'],
  ])('refuses %j with invalid_input on %s, without calling the endpoint', async (body, field) => {
    const res = await post(server, body);
    expect(res.status).toBe(400);
    const wire = (await res.json()) as { code: string; params: { field: string } };
    expect(wire.code).toBe('invalid_input');
    expect(wire.params.field).toBe(field);
    expect(standIn.requests).toHaveLength(0);
  });

  it('says the translation failed (a code, 502) when the endpoint fails or answers nothing', async () => {
    standIn.set((_req, res) => json(res, 500, { error: 'boom' }));
    const failed = await post(server, { text: 'hola', to: 'de' });
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { code: string }).code).toBe('ai_translate_failed');
    standIn.set((_req, res) => json(res, 200, completion('   ')));
    const empty = await post(server, { text: 'hola', to: 'de' });
    expect(empty.status).toBe(502);
    expect(((await empty.json()) as { code: string }).code).toBe('ai_translate_failed');
  });

  it("is rate-limited with the AI buddy's budgets: translations and buddy messages count together", async () => {
    standIn.set((req, res) =>
      json(res, 200, completion(req.body.messages.at(-1)!.content.toUpperCase())),
    );
    const { token, user } = await server.guest();
    await server.services.store.db
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google' })
      .where('id', '=', user.id)
      .execute();
    const auth = { authorization: `Bearer ${token}` };
    const [perMinute] = AI.rateLimits;
    const chat = await fetch(`${server.url}/api/ai/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(chat.status).toBe(200);
    for (let i = 1; i < perMinute.limit; i++)
      expect((await post(server, { text: `hola ${i}`, to: 'de' }, auth)).status).toBe(200);
    const refused = await post(server, { text: 'hola otra vez', to: 'de' }, auth);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe('ai_too_fast');
    expect(standIn.requests.map((r) => r.body.messages.at(-1)!.content)).not.toContain(
      'hola otra vez',
    );
    clock.advance(61_000);
    expect((await post(server, { text: 'hola otra vez', to: 'de' }, auth)).status).toBe(200);
  });
});

describe('POST /api/ai/translate without an AI endpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is off: the status says so, and a translation is refused with ai_translate_off', async () => {
    const status = await fetch(`${server.url}/api/ai/status`);
    expect(await status.json()).toEqual({ mode: 'offline', translate: false });
    const res = await post(server, { text: 'Hola', to: 'de' });
    expect(res.status).toBe(503);
    const wire = (await res.json()) as { code: string; error: string };
    expect(wire.code).toBe('ai_translate_off');
    expect(wire.error).toBe('Translation through this site is not available.');
  });

  it('the practice partner answers in the language the page sends, and refuses a bad tag', async () => {
    const ask = (language: unknown) =>
      fetch(`${server.url}/api/ai/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language, messages: [{ role: 'user', content: 'Hola' }] }),
      });
    const res = await ask('es');
    expect(res.status).toBe(200);
    const reply = ((await res.json()) as AiChatResponse).choices[0]!.message.content;
    expect(localeFor('es')!.greetingReplies).toContain(reply);
    const bad = await ask('español!');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'invalid_input',
      params: { field: 'language' },
    });
  });
});

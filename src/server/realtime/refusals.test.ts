import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES, isCode, textOf, type Refusal } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  connectedUser,
  matchedPair,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { popupMessage } from '../testing/signInAgent.ts';
import type { Handler } from './handle.ts';

/** An answer that names its code: the code is the tables', the text the table's for it. */
function expectCoded(answer: unknown, code: string, where: string, field = 'error') {
  const a = answer as Record<string, unknown> & { code?: unknown; params?: Refusal['params'] };
  expect(a.code, where).toBe(code);
  expect(isCode(a.code), where).toBe(true);
  expect(a[field], where).toBe(textOf({ code: a.code, params: a.params } as Refusal));
}

describe('every refusal names a code of the tables', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('over the socket: each refusal of each event answers its code and params', async () => {
    const lone = (await connectedUser(server)).socket;
    const { a, b, matchId } = await matchedPair(server);
    const { token: unanswered } = await server.guest({ ageGate: false });
    const young = server.connect(unanswered);
    await connected(young);
    // [socket, event, payload or none, expected code]
    const cases: [AppClientSocket, string, unknown[], string][] = [
      [lone, 'sendMessage', [{ text: 'hi' }], 'not_in_chat'],
      [lone, 'sendMessage', [{ text: ' ' }], 'invalid_payload'],
      [lone, 'sendMessage', [{ text: 'hi' }, 'more'], 'extra_argument'],
      [lone, 'noSuchEvent', [{}], 'unknown_event'],
      [lone, 'mediaState', [{ mic: true, camera: true }], 'not_in_chat'],
      [
        lone,
        'signal',
        [{ partnerId: 'x', signal: { kind: 'candidate', candidate: null } }],
        'signal_not_partner',
      ],
      [lone, 'resumeMatch', [{ matchId: 'gone' }], 'chat_ended'],
      [lone, 'peerConnected', [{ matchId: 'gone' }], 'chat_ended'],
      [lone, 'profileUpdate', [{ country: 'X', countryCode: 'QQ' }], 'unknown_country'],
      [lone, 'findPartner', [{ interests: ['x'.repeat(40)] }], 'interest_too_long'],
      [lone, 'findPartner', [{ languages: ['en', 'e_s'] }], 'bad_language'],
      [
        lone,
        'findPartner',
        [{ languages: ['en', 'es', 'fr', 'de', 'it', 'ja'] }],
        'too_many_languages',
      ],
      [lone, 'findPartner', [{ country: 'QQ' }], 'bad_country_preference'],
      [lone, 'findPartner', [{ country: 'ESP' }], 'bad_country_preference'],
      [young, 'findPartner', [{ interests: [] }], 'age_required'],
      [lone, 'requestTriviaChallenge', [], 'not_in_chat'],
      [a, 'endChallenge', [], 'no_game'],
      [a, 'acceptTriviaChallenge', [], 'no_request'],
      [a, 'submitAnswer', [{ selectedIndex: 0 }], 'no_game'],
      [a, 'endLaughChallenge', [], 'no_game'],
      [a, 'acceptLaughChallenge', [], 'no_request'],
      // any game's move with no game running: the host's one refusal
      [a, 'endLaughTurn', [{ turnId: 't' }], 'no_game'],
      [a, 'endMindChallenge', [], 'no_game'],
      [a, 'acceptMindChallenge', [], 'no_request'],
      [a, 'reportUser', [{ reportedSocketId: 'nobody', sessionMessages: [] }], 'not_your_partner'],
      [a, 'blockUser', [{ partnerId: 'nobody' }], 'not_your_partner'],
      [a, 'blockUser', [{ partnerId: b.id!, matchId: 'other' }], 'not_your_match'],
      [lone, 'keepInTouch', [{ want: true }], 'not_in_call'],
      [lone, 'keepInTouch', [{ want: 'yes' }], 'invalid_payload'],
      [lone, 'callContact', [{ contactId: 'nobody' }], 'not_a_contact'],
      [lone, 'callContact', [{ contactId: '' }], 'invalid_payload'],
      [lone, 'cancelContactCall', [{ callId: 'gone' }], 'call_gone'],
      [lone, 'cancelContactCall', [{}], 'invalid_payload'],
      [lone, 'answerContactCall', [{ callId: 'gone', accept: true }], 'call_gone'],
      [lone, 'answerContactCall', [{ callId: 'gone', accept: 1 }], 'invalid_payload'],
    ];
    for (const [socket, event, args, code] of cases) {
      const answer = await ack(socket, event, ...args);
      expect(answer.ok, event).toBe(false);
      expectCoded(answer, code, `${event} -> ${code}`);
    }
    // the game's params name the game, so each keeps its own words
    expect(await ack(a, 'endMindChallenge')).toMatchObject({ params: { game: 'mind' } });
    // without an ack, the refusal comes as the error event, with the same code
    const quiet = (await connectedUser(server)).socket;
    const seen = new Promise((resolve) => quiet.once('error', resolve));
    quiet.emit('sendMessage', { text: 'hi' });
    expect(await seen).toMatchObject({ event: 'sendMessage', code: 'not_in_chat' });
    expect(matchId).toBeTruthy();
    young.disconnect();
  });

  it('over REST: each error body holds the code, the params and the English', async () => {
    const { token } = await server.guest();
    const auth = { authorization: `Bearer ${token}` };
    const json = { 'content-type': 'application/json' };
    // [method, path, headers, body, status, code]
    const cases: [string, string, Record<string, string>, unknown, number, string][] = [
      ['GET', '/api/me', {}, undefined, 401, 'auth_missing'],
      ['GET', '/api/me', { authorization: 'Bearer nope' }, undefined, 401, 'auth_invalid'],
      ['GET', '/api/me', auth, undefined, 403, 'guest_no_profile'],
      ['GET', '/api/leaderboard/me?season=all', auth, undefined, 403, 'guest_no_rank'],
      ['GET', '/api/me/transactions', auth, undefined, 403, 'guest_no_points'],
      [
        'GET',
        '/api/leaderboard?scope=all_time&cursor=%25%25',
        {},
        undefined,
        400,
        'cursor_invalid',
      ],
      ['GET', '/api/leaderboard?scope=nope', {}, undefined, 400, 'invalid_input'],
      [
        'DELETE',
        '/api/blocks/00000000-0000-4000-8000-000000000000',
        auth,
        undefined,
        404,
        'no_such_block',
      ],
      ['DELETE', '/api/blocks/nope', auth, undefined, 400, 'invalid_input'],
      ['DELETE', '/api/contacts/nobody', auth, undefined, 404, 'not_a_contact'],
      ['DELETE', '/api/contacts/' + 'x'.repeat(65), auth, undefined, 400, 'invalid_input'],
      ['POST', '/api/recent/gone/block', auth, undefined, 404, 'not_your_match'],
      ['POST', '/api/recent/gone/report', { ...auth, ...json }, '{}', 400, 'invalid_input'],
      [
        'POST',
        '/api/recent/gone/report',
        { ...auth, ...json },
        JSON.stringify({ reason: 'spam' }),
        404,
        'not_your_match',
      ],
      [
        'PUT',
        '/api/me/presence',
        { ...auth, ...json },
        '{"appearOffline":1}',
        400,
        'invalid_input',
      ],
      [
        'POST',
        '/api/ai/chat',
        { ...auth, ...json },
        { messages: [{ role: 'assistant', content: 'hi' }] },
        400,
        'ai_last_message',
      ],
      ['POST', '/api/ai/chat', { ...auth, ...json }, '{not json', 400, 'bad_request'],
      ['GET', '/api/nothing-here', {}, undefined, 404, 'no_route'],
      ['POST', '/api/auth/refresh', {}, undefined, 401, 'not_signed_in'],
    ];
    for (const [method, path, headers, body, status, code] of cases) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers,
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const where = `${method} ${path} -> ${code}`;
      expect(res.status, where).toBe(status);
      expectCoded(await res.json(), code, where);
    }
  });

  it("a game's end names why with a code beside the spec's reason, for each side", async () => {
    const { a, b } = await matchedPair(server);
    const requested = nextEvent(b, 'triviaChallengeRequested');
    await ack(a, 'requestTriviaChallenge');
    await requested;
    const started = nextEvent(a, 'challengeStarted');
    expect(await ack(b, 'acceptTriviaChallenge')).toEqual({ ok: true });
    await started;
    const ended = [nextEvent(a, 'challengeEnded'), nextEvent(b, 'challengeEnded')];
    expect(await ack(a, 'endChallenge')).toEqual({ ok: true });
    const [mine, theirs] = await Promise.all(ended);
    expectCoded(mine, 'ended_by_you', 'the quitter', 'reason');
    expectCoded(theirs, 'ended_by_partner', 'the partner', 'reason');
    expect(theirs).toMatchObject({ params: { game: 'trivia' } });
  });

  it("the sign-in popup's failures name their codes, and the page words them", async () => {
    const start = await fetch(`${server.url}/api/auth/facebook/start`);
    const html = await start.text();
    expect(start.status).toBe(400);
    const message = popupMessage(html);
    expectCoded(message, 'oauth_not_configured', 'start', 'error');
    expect(message).toMatchObject({ params: { provider: 'facebook' } });
    expect(html).toContain('Facebook sign-in is not configured on this server.');
  });
});

describe('handlers return codes, never texts', () => {
  const ROOT = join(import.meta.dirname, '..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) && !path.includes('/testing/'))
        files.push(path);
    }
  };
  walk(ROOT);

  // a refusal written as prose: a text handed to sendError, an ack or error event built by hand,
  // an error body sent without the wire layer (errors.ts and codes/index.ts own those shapes)
  const PROSE = [
    /sendError\([^,]+,\s*\d+,\s*['"`]/,
    /ok:\s*false,\s*error:\s*['"`]/,
    /\.send\(\{\s*error:/,
    /emit\(\s*'error',\s*\{[^}]*error:\s*['"`]/,
    /refused:\s*['"`]/,
  ];

  it('no server file writes a refusal as a text', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of PROSE)
        for (const line of text.split('\n'))
          if (pattern.test(line)) found.push(`${file.slice(ROOT.length)}: ${line.trim()}`);
    }
    expect(found).toEqual([]);
  });

  it('the handler and guard types take a code: a text does not compile', () => {
    type HandlerResult = ReturnType<Handler<'sendMessage'>>;
    // @ts-expect-error a handler cannot answer a string
    const text: HandlerResult = 'You are not in a chat right now.';
    const coded: HandlerResult = { code: 'not_in_chat' };
    expect([text, coded].length).toBe(2);
    expect(Object.keys(CODES).length).toBeGreaterThan(50);
  });
});

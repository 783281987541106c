import { describe, expect, it } from 'vitest';
import { EN, say, sayEnded, wordsFor } from './codes.ts';
import {
  CODE_TABLES,
  CODES,
  isCode,
  refusedAck,
  rejection,
  textOf,
  type Code,
} from '../../shared/protocol/codes/index.ts';

/** Params for every code whose text has variables (the compiler checks each against its table). */
const SAMPLES = {
  invalid_payload: { field: 'text', detail: 'Message is empty', problem: 'too_short', limit: 1 },
  unknown_event: { name: 'probe' },
  too_fast: { event: 'nextPartner', wait: 'minute' },
  interest_too_long: { max: 30 },
  too_many_interests: { max: 10 },
  bad_language: { tag: 'e_s' },
  too_many_languages: { max: 5 },
  too_many_connections: { max: 3 },
  partner_left: { how: 'disconnected' },
  declined: { game: 'trivia' },
  withdrawn: { game: 'laugh' },
  no_request: { game: 'mind' },
  own_request: { game: 'laugh' },
  pending: { game: 'mind' },
  no_game: { game: 'trivia' },
  ai_too_fast: { seconds: 90 },
  invalid_input: { field: 'limit', detail: 'must be at most 50', problem: 'too_large', limit: 50 },
  bad_request: { detail: 'Unexpected end of JSON input' },
  no_route: { method: 'GET', path: '/api/x' },
  too_many_requests: { max: 60, seconds: 1 },
  banned: { doing: 'report' },
  ban_notice: { ms: 24 * 60 * 60_000, reason: 'reported by 3 people within 24 hours' },
  not_your_partner: { action: 'block' },
  self: { action: 'report' },
  ended_by_you: { game: 'laugh' },
  ended_by_partner: { game: 'mind' },
  oauth_not_configured: { provider: 'google' },
  oauth_unavailable: { provider: 'facebook', detail: 'discovery failed' },
  oauth_refused: { provider: 'facebook', detail: 'Permissions error' },
  oauth_no_code: { provider: 'google' },
  oauth_failed: { provider: 'google' },
  calls_paused: { until: '2026-01-02T03:04:05.000Z' },
} as const;

const sampleOf = (code: Code) =>
  ({ code, params: (SAMPLES as Record<string, object>)[code] }) as Parameters<typeof textOf>[0];

describe('the code tables', () => {
  it('give every code one English text, a function of its params where it has variables', () => {
    for (const code of Object.keys(CODES) as Code[]) {
      const takesParams = typeof CODES[code] === 'function';
      expect(Object.hasOwn(SAMPLES, code), `${code} needs sample params`).toBe(takesParams);
      const text = textOf(sampleOf(code));
      expect(text, code).toMatch(/\S/);
      expect(text, code).not.toMatch(/undefined|\[object/);
    }
  });

  it('split by area, with no code in two tables', () => {
    const all = Object.values(CODE_TABLES).flatMap((t) => Object.keys(t));
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(Object.keys(CODES).sort());
  });

  it("keep the spec's texts verbatim", () => {
    expect(textOf({ code: 'busy' })).toBe('Busy with another game — Please wait until it ends.');
    expect(textOf({ code: 'declined', params: { game: 'trivia' } })).toBe(
      "Your partner didn't accept the trivia challenge.",
    );
    expect(textOf({ code: 'username_taken' })).toBe('Username already taken');
    expect(textOf({ code: 'username_cooldown' })).toBe('Username can be changed once every 7 days');
    expect(textOf({ code: 'guest_no_rank' })).toBe('Sign in to see your personal rank');
    expect(textOf({ code: 'username_invalid' })).toBe(
      'Invalid username (3–20, letters/numbers/_/./-)',
    );
    expect(textOf({ code: 'partner_left', params: { how: 'disconnected' } })).toBe(
      'Partner disconnected',
    );
    // a game's end, as each side reads it
    expect(textOf({ code: 'ended_partner_left' })).toBe('Partner disconnected');
    expect(textOf({ code: 'ended_by_you', params: { game: 'laugh' } })).toBe(
      'You ended the challenge early.',
    );
    expect(textOf({ code: 'ended_by_partner', params: { game: 'trivia' } })).toBe(
      'Your partner ended the challenge.',
    );
  });

  it('build the wire shapes: the text beside the code and params', () => {
    expect(refusedAck({ code: 'not_in_chat' })).toEqual({
      ok: false,
      error: 'You are not in a chat right now.',
      code: 'not_in_chat',
    });
    expect(rejection({ code: 'withdrawn', params: { game: 'laugh' } })).toEqual({
      reason: 'Request withdrawn',
      code: 'withdrawn',
      params: { game: 'laugh' },
    });
    expect(isCode('not_in_chat')).toBe(true);
    expect(isCode('Not in chat')).toBe(false);
  });
});

describe("the web's catalogue", () => {
  it('has words for every code, the same English people read today', () => {
    for (const code of Object.keys(CODES) as Code[]) {
      expect(Object.hasOwn(EN, code), code).toBe(true);
      expect(wordsFor(sampleOf(code)), code).toBe(textOf(sampleOf(code)));
    }
  });

  it('chooses the words from the code, not from the text sent beside it', () => {
    expect(say({ code: 'not_in_chat', error: 'anything else' })).toBe(
      'You are not in a chat right now.',
    );
    // a newer server's code this client does not know: its English, else a general sentence
    expect(say({ code: 'from_the_future', error: 'Newer words' })).toBe('Newer words');
    expect(say({ code: 'from_the_future' })).toBe('Something went wrong. Please try again.');
    // params missing: the words cannot be built, so the text sent is shown
    expect(say({ code: 'declined', reason: 'Declined.' })).toBe('Declined.');
  });

  it("words a game's end from its code, and says nothing for a game played to its end", () => {
    const quit = { reason: 'sent text', code: 'ended_by_partner', params: { game: 'laugh' } };
    expect(sayEnded(quit)).toBe('Your partner ended the challenge early.');
    expect(sayEnded({ reason: 'Challenge complete', code: 'ended_complete' })).toBe(
      'Challenge complete',
    );
    expect(sayEnded({})).toBeUndefined();
    // a spec server's reason without a code is shown as sent
    expect(sayEnded({ reason: 'Partner disconnected' })).toBe('Partner disconnected');
  });
});

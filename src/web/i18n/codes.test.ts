import { afterEach, describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { say, sayContactCallEnded, sayEnded, somethingWentWrong, wordsFor } from './codes.ts';
import { i18n } from './i18n.ts';
import { useMemberSignInStore } from '../features/session/memberSignInStore.ts';
import { readCatalogue } from '../../../scripts/ui-messages.ts';
import { C2S } from '../../shared/protocol/client-events.ts';
import { CONTACT_CALL_ENDED } from '../../shared/protocol/contacts.ts';
import { SOURCE_LOCALE, UI_LOCALES } from '../../shared/uiLocales.ts';
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
  ban_notice: {
    ms: 24 * 60 * 60_000,
    reason: 'reported by 3 people within 24 hours',
    why: 'reports',
    count: 3,
    hours: 24,
    again: 0,
  },
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

/** More params per code: every branch of a message whose words change with a param. */
const VARIANTS: { code: Code; params: object }[] = [
  {
    code: 'invalid_payload',
    params: { field: '', detail: 'Expected object', problem: 'wrong_type' },
  },
  { code: 'invalid_input', params: { field: '', detail: 'Required', problem: 'missing' } },
  { code: 'unknown_event', params: { name: '' } },
  ...[...Object.values(C2S), 'unknown'].flatMap((event) =>
    ['moment', 'few_seconds', 'half_minute', 'minute'].map((wait) => ({
      code: 'too_fast' as const,
      params: { event, wait },
    })),
  ),
  { code: 'partner_left', params: { how: 'left' } },
  ...(
    [
      'declined',
      'withdrawn',
      'no_request',
      'own_request',
      'pending',
      'no_game',
      'ended_by_you',
      'ended_by_partner',
    ] as const
  ).flatMap((code) => ['trivia', 'laugh', 'mind'].map((game) => ({ code, params: { game } }))),
  ...[1, 2, 59, 119, 120, 121, 3599, 3600, 3601, 7200, 90_000].map((seconds) => ({
    code: 'ai_too_fast' as const,
    params: { seconds },
  })),
  ...[1, 2, 30].map((seconds) => ({
    code: 'too_many_requests' as const,
    params: { max: 60, seconds },
  })),
  { code: 'oauth_unavailable', params: { provider: 'google', detail: '' } },
  ...['search', 'report', 'app'].map((doing) => ({ code: 'banned' as const, params: { doing } })),
  ...[
    400,
    1_000,
    90_000,
    60 * 60_000,
    24 * 60 * 60_000,
    36 * 60 * 60_000,
    7 * 24 * 60 * 60_000,
    (24 * 60 + 5) * 60_000,
    3 * 24 * 60 * 60_000 + 1_000,
  ].map((ms) => ({ code: 'ban_notice' as const, params: { ms, reason: 'spam' } })),
  // every reason as codes, with the English the server sends beside them
  ...(
    [
      ['harassment', 'harassment or hate'],
      ['nudity', 'nudity or sexual content'],
      ['underage', 'under 18'],
      ['spam', 'spam or scam'],
      ['other', 'another breach of the terms'],
      ['device', 'this browser is banned: an account used in it was banned'],
      ['reports', 'reported by several people'],
    ] as const
  ).map(([why, reason]) => ({ code: 'ban_notice' as const, params: { ms: 60_000, reason, why } })),
  {
    code: 'ban_notice',
    params: {
      ms: 7 * 24 * 60 * 60_000,
      reason: 'reported again by 4 people within 24 hours after an earlier ban',
      why: 'reports',
      count: 4,
      hours: 24,
      again: 1,
    },
  },
  {
    code: 'ban_notice',
    params: {
      ms: 60_000,
      reason: 'kept spamming links',
      why: 'other',
      detail: 'kept spamming links',
    },
  },
  ...['report', 'block'].flatMap((action) =>
    (['not_your_partner', 'self'] as const).map((code) => ({ code, params: { action } })),
  ),
];

const everyCase = () => [
  ...(Object.keys(CODES) as Code[]).map(sampleOf),
  ...(VARIANTS as Parameters<typeof textOf>[0][]),
];

/** Every other language's words for this folder, compiled as the build does. */
const LANGUAGES = UI_LOCALES.filter((l) => l !== SOURCE_LOCALE).map((locale) => {
  const messages: Messages = {};
  for (const [id, text] of Object.entries(readCatalogue('i18n', locale)))
    messages[id] = compileMessageOrThrow(text);
  return [locale, messages] as const;
});

describe("the web's catalogue", () => {
  afterEach(() => {
    i18n.activate('en');
    useMemberSignInStore.setState({ providers: null });
  });

  it('has words for every code, the same English people read today', () => {
    // the server's English invites to sign in: the words on a server that offers it
    useMemberSignInStore.setState({ providers: { google: true, facebook: false } });
    for (const coded of everyCase()) {
      const label = `${coded.code} ${JSON.stringify(coded.params)}`;
      // the server writes a UTC time; a person reads their own clock (below)
      if (coded.code === 'calls_paused') continue;
      expect(wordsFor(coded), label).toBe(textOf(coded));
    }
    for (const code of Object.keys(CONTACT_CALL_ENDED) as (keyof typeof CONTACT_CALL_ENDED)[])
      expect(sayContactCallEnded(code), code).toBe(CONTACT_CALL_ENDED[code]);
    expect(sayContactCallEnded('from_the_future')).toBe(somethingWentWrong());
  });

  it('invites a guest to sign in for a profile only where this server offers member sign-in', () => {
    const noProfile = { code: 'guest_no_profile', params: {} } as const;
    useMemberSignInStore.setState({ providers: { google: false, facebook: true } });
    expect(wordsFor(noProfile)).toBe('Guests have no profile. Sign in with Google or Facebook.');
    for (const providers of [null, { google: false, facebook: false }]) {
      useMemberSignInStore.setState({ providers });
      expect(wordsFor(noProfile)).toBe(
        'Guests have no profile, and this server does not offer member sign-in.',
      );
    }
  });

  it('says every code in every language', () => {
    for (const [locale, messages] of LANGUAGES) {
      i18n.load(locale, messages);
      i18n.activate(locale);
      for (const coded of everyCase()) {
        const label = `${locale} ${coded.code} ${JSON.stringify(coded.params)}`;
        const words = wordsFor(coded);
        expect(words, label).toMatch(/\S/);
        expect(words, label).not.toBe(`code.${coded.code}`);
        expect(words, label).not.toMatch(/undefined|\[object|\{\w+[,}]|^code\./);
      }
      for (const code of Object.keys(CONTACT_CALL_ENDED)) {
        expect(sayContactCallEnded(code), `${locale} ${code}`).not.toMatch(/contactCallEnded\./);
      }
      expect(somethingWentWrong(), locale).not.toBe('code.somethingWentWrong');
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
    // the words not loaded yet (their area loads with the app): the text sent, never an id
    i18n.loadAndActivate({ locale: 'de-CH', messages: {} });
    expect(say({ code: 'not_in_chat', error: 'Sent words' })).toBe('Sent words');
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

/**
 * The words the web app shows for every code the server sends (refusals, notices, errors). The
 * app never shows the server's prose: it looks the code up here and says it in the person's
 * language, one catalogue message per code (`code.<code>`, in ./locales). The English is the
 * spec's texts, the same the server's tables (shared/protocol/codes) send, so what people read
 * in English is unchanged (codes.test.ts holds them to it).
 *
 * `WORDS` makes the compiler ask for every code: a code added to a server table without words
 * here does not build. Each entry names its message with a literal id, so `lingui extract`
 * sees every one of them.
 */
import { CODES, type Code, type Params } from '../../shared/protocol/codes/index.ts';
import type { ParamsOf } from '../../shared/protocol/codes/table.ts';
import { APPEAL_MAX, BAN_REASONS, type BanReasonCode } from '../../shared/protocol/console.ts';
import type { ContactCallEndCode } from '../../shared/protocol/contacts.ts';
import { memberSignInNow } from '../features/session/memberSignInStore.ts';
import { i18n } from './i18n.ts';

type Words = { [C in Code]: (params: ParamsOf<(typeof CODES)[C]>) => string };

// ICU's select cannot tell an empty text from another, so an optional text gets a flag beside it
const given = (text: string) => (text ? 'yes' : 'no');

/** '24 hours', '1 day 12 hours', '90 seconds' in the current language (English as the server). */
export function duration(ms: number): string {
  const day = 24 * 60 * 60_000;
  let rest = Math.max(1_000, Math.round(ms / 1_000) * 1_000);
  // a first ban reads as the policy says it, not as '1 day'
  const units: [number, Intl.NumberFormatOptions['unit']][] =
    rest === day
      ? [[60 * 60_000, 'hour']]
      : [
          [day, 'day'],
          [60 * 60_000, 'hour'],
          [60_000, 'minute'],
          [1_000, 'second'],
        ];
  const parts: string[] = [];
  for (const [size, unit] of units) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0)
      parts.push(
        new Intl.NumberFormat(i18n.locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n),
      );
  }
  // the two largest units say enough
  return new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'narrow' }).format(
    parts.slice(0, 2),
  );
}

/** A wait, rounded up: '1 second', '90 seconds', '3 minutes', '2 hours' in the current language. */
function wait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const [n, unit]: [number, 'second' | 'minute' | 'hour'] =
    seconds < 120
      ? [seconds, 'second']
      : minutes < 60
        ? [minutes, 'minute']
        : [Math.ceil(minutes / 60), 'hour'];
  return new Intl.NumberFormat(i18n.locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n);
}

/** Why, inside the ban notice's sentence: a code's words, an operator's own text as written. */
function banNoticeReason(p: ParamsOf<(typeof CODES)['ban_notice']>): string {
  // an older server sends only its English words
  if (!p.why || !Object.hasOwn(BAN_REASONS, p.why)) return p.reason;
  if (p.detail) return p.detail;
  const counts =
    typeof p.count === 'number' && typeof p.hours === 'number'
      ? { count: p.count, hours: p.hours }
      : null;
  const words: Record<BanReasonCode, () => string> = {
    harassment: () => i18n._('code.ban_notice.reason.harassment'),
    nudity: () => i18n._('code.ban_notice.reason.nudity'),
    underage: () => i18n._('code.ban_notice.reason.underage'),
    spam: () => i18n._('code.ban_notice.reason.spam'),
    other: () => i18n._('code.ban_notice.reason.other'),
    reports: () =>
      !counts
        ? i18n._('code.ban_notice.reason.reportsSeveral')
        : p.again
          ? i18n._('code.ban_notice.reason.reportsAgain', counts)
          : i18n._('code.ban_notice.reason.reports', counts),
    device: () => i18n._('code.ban_notice.reason.device'),
  };
  return words[p.why]();
}

/** An ISO time as the person's local date and time in the current language. */
function localTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a time: ${iso}`);
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** The params with a yes/no flag beside them: ICU can choose on a flag, not on an empty text. */
function flagged<P extends object>(params: P, flag: string, value: unknown) {
  return Object.assign({ [flag]: given(typeof value === 'string' ? value : '') }, params);
}

const WORDS: Words = {
  // the core call
  invalid_payload: (p) => i18n._('code.invalid_payload', flagged(p, 'hasField', p.field)),
  unknown_event: (p) => i18n._('code.unknown_event', flagged(p, 'hasName', p.name)),
  extra_argument: () => i18n._('code.extra_argument'),
  too_fast: (p) => i18n._('code.too_fast', p),
  server_silent: () => i18n._('code.server_silent'),
  internal: () => i18n._('code.internal'),
  unavailable: () => i18n._('code.unavailable'),
  not_in_chat: () => i18n._('code.not_in_chat'),
  signal_not_partner: () => i18n._('code.signal_not_partner'),
  partner_reconnecting: () => i18n._('code.partner_reconnecting'),
  chat_ended: () => i18n._('code.chat_ended'),
  leave_chat_first: () => i18n._('code.leave_chat_first'),
  contact_call_ended: () => i18n._('code.contact_call_ended'),
  interest_too_long: (p) => i18n._('code.interest_too_long', p),
  too_many_interests: (p) => i18n._('code.too_many_interests', p),
  unknown_country: () => i18n._('code.unknown_country'),
  bad_language: (p) => i18n._('code.bad_language', p),
  too_many_languages: (p) => i18n._('code.too_many_languages', p),
  bad_country_preference: () => i18n._('code.bad_country_preference'),
  age_required: () => i18n._('code.age_required'),
  age_refused: () => i18n._('code.age_refused'),
  age_review: () => i18n._('code.age_review'),
  blocked: () => i18n._('code.blocked'),
  too_many_connections: (p) => i18n._('code.too_many_connections', p),
  too_many_from_network: () => i18n._('code.too_many_from_network'),
  partner_left: (p) => i18n._('code.partner_left', p),
  openInAnotherTab: () => i18n._('code.openInAnotherTab'),

  // games
  busy: () => i18n._('code.busy'),
  declined: (p) => i18n._('code.declined', p),
  withdrawn: (p) => i18n._('code.withdrawn', p),
  camera_off: () => i18n._('code.camera_off'),
  partner_camera_off: () => i18n._('code.partner_camera_off'),
  no_request: (p) => i18n._('code.no_request', p),
  own_request: (p) => i18n._('code.own_request', p),
  pending: (p) => i18n._('code.pending', p),
  no_game: (p) => i18n._('code.no_game', p),
  not_your_turn: () => i18n._('code.not_your_turn'),
  paused: () => i18n._('code.paused'),
  no_questions: () => i18n._('code.no_questions'),
  stale_round: () => i18n._('code.stale_round'),
  revealed: () => i18n._('code.revealed'),
  already_chosen: () => i18n._('code.already_chosen'),
  not_defender: () => i18n._('code.not_defender'),
  not_attacker: () => i18n._('code.not_attacker'),
  no_turn: () => i18n._('code.no_turn'),
  stale_turn: () => i18n._('code.stale_turn'),
  bad_nonce: () => i18n._('code.bad_nonce'),
  replayed: () => i18n._('code.replayed'),
  too_early: () => i18n._('code.too_early'),
  column_full: () => i18n._('code.column_full'),
  bad_column: () => i18n._('code.bad_column'),
  canvas_full: () => i18n._('code.canvas_full'),
  word_in_chat: () => i18n._('code.word_in_chat'),
  no_answer: () => i18n._('code.no_answer'),
  ended_complete: () => i18n._('code.ended_complete'),
  ended_by_you: (p) => i18n._('code.ended_by_you', p),
  ended_by_partner: (p) => i18n._('code.ended_by_partner', p),
  ended_you_left: () => i18n._('code.ended_you_left'),
  ended_partner_left: () => i18n._('code.ended_partner_left'),
  ended_your_camera: () => i18n._('code.ended_your_camera'),
  ended_partner_camera: () => i18n._('code.ended_partner_camera'),

  // accounts and REST
  auth_required: () => i18n._('code.auth_required'),
  auth_missing: () => i18n._('code.auth_missing'),
  auth_invalid: () => i18n._('code.auth_invalid'),
  auth_expired: () => i18n._('code.auth_expired'),
  auth_unknown_user: () => i18n._('code.auth_unknown_user'),
  session_ended: () => i18n._('code.session_ended'),
  not_signed_in: () => i18n._('code.not_signed_in'),
  session_expired: () => i18n._('code.session_expired'),
  connection_refused: () => i18n._('code.connection_refused'),
  oauth_not_configured: (p) => i18n._('code.oauth_not_configured', p),
  oauth_unavailable: (p) => i18n._('code.oauth_unavailable', flagged(p, 'hasDetail', p.detail)),
  oauth_malformed: () => i18n._('code.oauth_malformed'),
  oauth_state: () => i18n._('code.oauth_state'),
  oauth_refused: (p) => i18n._('code.oauth_refused', p),
  oauth_no_code: (p) => i18n._('code.oauth_no_code', p),
  oauth_failed: (p) => i18n._('code.oauth_failed', p),
  oauth_server_error: () => i18n._('code.oauth_server_error'),
  // the invitation to sign in only where this server offers it
  guest_no_profile: () =>
    memberSignInNow() === 'offered'
      ? i18n._('code.guest_no_profile')
      : i18n._('code.guest_no_profile.noSignIn'),
  guest_no_rank: () => i18n._('code.guest_no_rank'),
  guest_no_points: () => i18n._('code.guest_no_points'),
  username_invalid: () => i18n._('code.username_invalid'),
  username_taken: () => i18n._('code.username_taken'),
  username_cooldown: () => i18n._('code.username_cooldown'),
  confirm_required: () => i18n._('code.confirm_required'),
  cursor_invalid: () => i18n._('code.cursor_invalid'),
  cursor_other_board: () => i18n._('code.cursor_other_board'),
  ai_last_message: () => i18n._('code.ai_last_message'),
  ai_too_fast: (p) => i18n._('code.ai_too_fast', { wait: wait(p.seconds) }),
  ai_translate_off: () => i18n._('code.ai_translate_off'),
  ai_translate_failed: () => i18n._('code.ai_translate_failed'),
  invalid_input: (p) => i18n._('code.invalid_input', flagged(p, 'hasField', p.field)),
  bad_request: (p) => i18n._('code.bad_request', p),
  not_found: () => i18n._('code.not_found'),
  no_route: (p) => i18n._('code.no_route', p),
  cross_site: () => i18n._('code.cross_site'),
  too_many_requests: (p) => i18n._('code.too_many_requests', p),
  server_error: () => i18n._('code.server_error'),

  // moderation
  banned: (p) => i18n._('code.banned', p),
  ban_notice: (p) =>
    i18n._('code.ban_notice', { duration: duration(p.ms), reason: banNoticeReason(p) }),
  not_your_partner: (p) => i18n._('code.not_your_partner', p),
  not_your_match: () => i18n._('code.not_your_match'),
  warned: () => i18n._('code.warned'),
  self: (p) => i18n._('code.self', p),
  already_reported: () => i18n._('code.already_reported'),
  already_rated: () => i18n._('code.already_rated'),
  too_short: () => i18n._('code.too_short'),
  age_signals_off: () => i18n._('code.age_signals_off'),
  age_signal_not_partner: () => i18n._('code.age_signal_not_partner'),
  age_signal_too_early: () => i18n._('code.age_signal_too_early'),
  age_signal_sent: () => i18n._('code.age_signal_sent'),
  no_such_block: () => i18n._('code.no_such_block'),
  forbidden: () => i18n._('code.forbidden'),
  already_handled: () => i18n._('code.already_handled'),
  appeal_exists: () => i18n._('code.appeal_exists'),
  not_banned: () => i18n._('code.not_banned'),
  too_long: () => i18n._('code.too_long', { max: APPEAL_MAX }),
  invalid: () => i18n._('code.invalid'),
  not_member: () => i18n._('code.not_member'),
  not_held: () => i18n._('code.not_held'),
  not_flagged: () => i18n._('code.not_flagged'),
  already_escalated: () => i18n._('code.already_escalated'),

  // contacts
  not_in_call: () => i18n._('code.not_in_call'),
  not_a_contact: () => i18n._('code.not_a_contact'),
  contact_offline: () => i18n._('code.contact_offline'),
  contact_busy: () => i18n._('code.contact_busy'),
  // the person's own clock and calendar, in their language
  calls_paused: (p) => i18n._('code.calls_paused', { until: localTime(p.until) }),
  already_calling: () => i18n._('code.already_calling'),
  call_gone: () => i18n._('code.call_gone'),
};

/** Anything that names a code: an ack, an error event, a REST body, a rejection. */
export interface Coded {
  code?: unknown;
  params?: Params | undefined;
}

/** The words for a code, or undefined when it is not ours (a newer server's). */
export function wordsFor(coded: Coded): string | undefined {
  const { code, params } = coded;
  if (typeof code !== 'string' || !Object.hasOwn(WORDS, code)) return undefined;
  // these words load with the app's area: before that, the caller shows the server's text
  if (!Object.hasOwn(i18n.messages, `code.${code}`)) return undefined;
  const english = CODES[code as Code] as string | ((p: Params | undefined) => string);
  try {
    // the server's own table checks the params: when it cannot build its text from them
    // (missing or malformed), no language can, so the caller says something general
    if (typeof english === 'function' && typeof english(params) !== 'string') return undefined;
    return (WORDS[code as Code] as (p: Params | undefined) => string)(params);
  } catch {
    return undefined;
  }
}

/** Said when a code is unknown to this client and the server sent no text either. */
export const somethingWentWrong = (): string => i18n._('code.somethingWentWrong');

/**
 * What to show for a refusal: the catalogue's words for its code; for a code this client does
 * not know yet (a newer server), the English the server sent beside it.
 */
export function say(coded: Coded & { error?: unknown; reason?: unknown; message?: unknown }) {
  const words = wordsFor(coded);
  if (words !== undefined) return words;
  const sent = coded.error ?? coded.reason ?? coded.message;
  return typeof sent === 'string' && sent ? sent : somethingWentWrong();
}

/**
 * Why a game ended, for an end event (`challengeEnded`, `laughChallengeEnded`,
 * `mindChallengeEnded`): the catalogue's words for its code; undefined when the game was played
 * to its end without one.
 */
export function sayEnded(ended: Coded & { reason?: unknown }): string | undefined {
  if (ended.code === undefined && !ended.reason) return undefined;
  return say(ended);
}

/** Words for why a contact call did not connect or stopped ringing (contactCallEnded.code). */
const CONTACT_CALL_ENDED_WORDS: Record<ContactCallEndCode, () => string> = {
  declined: () => i18n._('contactCallEnded.declined'),
  no_answer: () => i18n._('contactCallEnded.no_answer'),
  busy: () => i18n._('contactCallEnded.busy'),
  offline: () => i18n._('contactCallEnded.offline'),
  cancelled: () => i18n._('contactCallEnded.cancelled'),
  answered_elsewhere: () => i18n._('contactCallEnded.answered_elsewhere'),
};

/** What to show for a contactCallEnded: its code's words, or something general for a new one. */
export function sayContactCallEnded(code: unknown): string {
  return typeof code === 'string' && Object.hasOwn(CONTACT_CALL_ENDED_WORDS, code)
    ? CONTACT_CALL_ENDED_WORDS[code as ContactCallEndCode]()
    : somethingWentWrong();
}

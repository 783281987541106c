/**
 * The moderation console's wire contract (/api/admin/*) and what a banned or warned person is
 * told (/api/me/standing, the `banned` event). Codes go over the wire and into the store; the
 * texts are what the app and the operator CLI show. Kept free of zod so the browser can import
 * it on its own.
 */

import type { ReporterEvidence } from './report.ts';
import type { GuestName } from './guestName.ts';

/** The rules a ban falls under (docs/product.md, Rules). */
export const RULES = {
  respect: 'Respect people: no harassment, hate or threats.',
  sexual: 'No nudity or sexual content.',
  age: 'Adults only: you must be 18 or older.',
  spam: 'No spam, scams or advertising.',
  terms: 'Follow the terms of use.',
  reports: 'Three people reporting you within 24 hours leads to a ban.',
  device: 'While a ban is in force, the browsers it covers stay banned, whoever signs in there.',
} as const;
export type RuleCode = keyof typeof RULES;

/** The reasons an operator can ban for (the console's list), each under one rule. */
export const OPERATOR_BAN_REASONS = {
  harassment: { label: 'Harassment or hate', rule: 'respect' },
  nudity: { label: 'Nudity or sexual content', rule: 'sexual' },
  underage: { label: 'Under 18', rule: 'age' },
  spam: { label: 'Spam or scam', rule: 'spam' },
  other: { label: 'Another breach of the terms', rule: 'terms' },
} as const satisfies Record<string, { label: string; rule: RuleCode }>;
export type OperatorBanReason = keyof typeof OPERATOR_BAN_REASONS;
export const OPERATOR_BAN_REASON_CODES = Object.keys(OPERATOR_BAN_REASONS) as [
  OperatorBanReason,
  ...OperatorBanReason[],
];

/** Every ban reason a person can be told: the operator's, and the automatic ones. */
export const BAN_REASONS = {
  ...OPERATOR_BAN_REASONS,
  reports: { label: 'Reported by several people', rule: 'reports' },
  device: { label: 'This browser is banned: an account used in it was banned', rule: 'device' },
} as const satisfies Record<string, { label: string; rule: RuleCode }>;
export type BanReasonCode = keyof typeof BAN_REASONS;

/**
 * What a 'reports' ban counted: `count` people reported within `hours` hours (`again`: after an
 * earlier ban). Clients word it in the person's language; other reasons have no params.
 */
export interface ReportsBanParams {
  count: number;
  hours: number;
  again: boolean;
}

/**
 * The ban notice's params (the `banned` event): for how long (ms from when it was sent) and why:
 * `reason` in English words (older clients show them); `why` the reason's code, which each
 * client words in its person's language, with a reports ban's `count` people within `hours`
 * hours (`again` 1 after an earlier ban), or an operator's own `detail` text.
 */
// a type, not an interface: code params are a plain record (codes/table.ts, Params)
export type BanNoticeParams = {
  ms: number;
  reason: string;
  why?: BanReasonCode;
  count?: number;
  hours?: number;
  again?: 0 | 1;
  detail?: string;
};

/**
 * The ban lengths the console offers (ms); the CLI takes any duration. The longest is the
 * escalate action's ban.
 */
export const BAN_DURATIONS = {
  '1h': 60 * 60_000,
  '24h': 24 * 60 * 60_000,
  '7d': 7 * 24 * 60 * 60_000,
  '30d': 30 * 24 * 60 * 60_000,
  '365d': 365 * 24 * 60 * 60_000,
} as const;
export type BanDuration = keyof typeof BAN_DURATIONS;
/** The escalate action's ban: the longest the console offers. */
export const ESCALATE_BAN_MS = BAN_DURATIONS['365d'];
export const BAN_DURATION_CODES = Object.keys(BAN_DURATIONS) as [BanDuration, ...BanDuration[]];

/** Limits of what people and operators write. */
export const APPEAL_MAX = 1_000;
export const NOTE_MAX = 1_000;

/**
 * Every refusal and result of the console and of appeals, as a stable code (the HTTP body's
 * `code`). Clients choose the words.
 */
export const CONSOLE_CODES = [
  'forbidden',
  'not_found',
  'already_handled',
  'appeal_exists',
  'not_banned',
  'too_long',
  'invalid',
  'not_member',
  /** the person is not held for an age review (already cleared) */
  'not_held',
  /** the person has no open likely-bot flag (never flagged, or already cleared) */
  'not_flagged',
  /** the report was already escalated (child safety): it is preserved and the person banned */
  'already_escalated',
] as const;
export type ConsoleCode = (typeof CONSOLE_CODES)[number];

export type AppealStatus = 'open' | 'accepted' | 'rejected';

export interface AppealView {
  id: string;
  status: AppealStatus;
  text: string;
  createdAt: string;
  /** the operator's note when decided (the person sees it) */
  note: string | null;
  decidedAt: string | null;
}

/** GET /api/me/standing: what the app shows a person about their own standing. */
export interface StandingResponse {
  operator: boolean;
  ban: {
    reason: BanReasonCode;
    /** a 'reports' ban's counts (null for other reasons) */
    reasonParams: ReportsBanParams | null;
    rule: RuleCode;
    /** the operator CLI's own words, when it banned with text outside the list */
    detail: string | null;
    expiresAt: string;
    appeal: AppealView | null;
  } | null;
  /** the last decided appeal of a ban no longer in force (accepted: lifted) */
  lastAppeal: AppealView | null;
  warning: WarningView | null;
  /** where appeals by e-mail go, only when the operator set APPEALS_EMAIL */
  appealsEmail: string | null;
}

export interface WarningView {
  id: string;
  reason: OperatorBanReason;
  rule: RuleCode;
  createdAt: string;
}

export type ReportStatus = 'open' | 'dismissed' | 'warned' | 'banned';

/** A person as the console names them: their own name, else their guest name (GuestName). */
export interface NamedPerson {
  name: string | null;
  guestName?: GuestName;
}

export interface PersonSummary extends NamedPerson {
  id: string;
  email: string | null;
  provider: string;
  isGuest: boolean;
  createdAt: string;
  lastSeenAt: string;
  device: string | null;
  bannedUntil: string | null;
  banReason: BanReasonCode | null;
  /** held for an age review since then (partners' devices' age signals); null: not held */
  ageHeldSince: string | null;
}

export interface ReportListItem {
  id: string;
  reason: string | null;
  /**
   * what the reporter's device said its nudity shield saw (category, score): client-supplied,
   * not measured by the server, and shown only as the reporter's claim
   */
  shield: ReporterEvidence | null;
  /**
   * an automatic "Appears under 18" report: the apparent age, in whole years, the reporter's
   * device estimated (a partner's device's age signal; a second signal, not age assurance)
   */
  ageEstimate: number | null;
  createdAt: string;
  status: ReportStatus;
  /** when an operator escalated it (child safety): preserved from retention; else null */
  escalatedAt: string | null;
  reporter: NamedPerson & { id: string };
  reported: NamedPerson & { id: string };
}

export interface ReportsResponse {
  reports: ReportListItem[];
}

export interface ReportDetail extends ReportListItem {
  messages: string[];
  handledBy: string | null;
  handledAt: string | null;
  reporterDetail: PersonDetail;
  reportedDetail: PersonDetail;
}

export interface PersonDetail {
  person: PersonSummary;
  devices: string[];
  reportsAgainst: { id: string; reason: string | null; createdAt: string; reporterId: string }[];
  reportsMade: number;
  bans: {
    reason: BanReasonCode;
    /** a 'reports' ban's counts (null for other reasons) */
    reasonParams: ReportsBanParams | null;
    source: string;
    createdAt: string;
    expiresAt: string;
    liftedAt: string | null;
  }[];
  blocksMade: number;
  blockedBy: number;
  /** the private ratings people gave this person after calls (by account or device) */
  ratings: { up: number; down: number };
}

/** The signals a standing is made of (docs/product.md, Standing and the slow lane). */
export type StandingSignalKind =
  | 'report'
  /** an age signal: a partner's device estimated the person under 16 */
  | 'age'
  | 'block'
  | 'down'
  | 'quickLeave'
  | 'up'
  | 'goodCall'
  /** an open likely-bot flag (the bot rule): holds the person in the slow lane until cleared */
  | 'bot';

/** GET /api/admin/people/:id/standing: operators only; nobody else ever sees a standing. */
export interface PersonStandingResponse {
  userId: string;
  /** 0 for someone new; negative is worse */
  score: number;
  /** 'slow': matched only with others in the slow lane, their partners check them first */
  lane: 'slow' | 'open';
  /** each kind of signal that counts now: how many, and what they weigh together now */
  reasons: { kind: StandingSignalKind; count: number; weight: number }[];
  /**
   * the rule's numbers, to read the score by: into the slow lane at `slowAtOrBelow` or lower,
   * out of it only once above `leaveAbove`
   */
  rule: { slowAtOrBelow: number; halfLifeDays: number; leaveAbove: number };
  /** the person's open likely-bot flag (the bot rule), which an operator can clear; else null */
  botFlag: { id: string; createdAt: string; partners: number } | null;
}

/** A likely bot the bot rule found: the same message to several partners within minutes. */
export interface BotFlagItem extends NamedPerson {
  id: string;
  userId: string;
  /** the message as the rule compared it (normalised) */
  text: string;
  partners: number;
  createdAt: string;
}

export interface BotFlagsResponse {
  flags: BotFlagItem[];
}

export interface BanListItem extends NamedPerson {
  userId: string;
  email: string | null;
  reason: BanReasonCode;
  /** a 'reports' ban's counts (null for other reasons) */
  reasonParams: ReportsBanParams | null;
  source: string;
  createdAt: string;
  expiresAt: string;
}

export interface BansResponse {
  bans: BanListItem[];
}

export interface AppealListItem extends AppealView, NamedPerson {
  userId: string;
  banReason: BanReasonCode;
  banExpiresAt: string;
}

export interface AppealsResponse {
  appeals: AppealListItem[];
}

export type AuditAction =
  | 'grant'
  | 'revoke'
  | 'dismiss'
  | 'warn'
  | 'ban'
  | 'unban'
  | 'appeal_accept'
  | 'appeal_reject'
  /** an operator cleared a person held for an age review */
  | 'age_clear'
  /** an operator cleared a person's likely-bot flag */
  | 'bot_clear'
  /** an operator escalated a report (child safety): preserved it and banned the person */
  | 'escalate';

export interface AuditEntry {
  id: string;
  at: string;
  /** the operator's user id, or 'cli' */
  actor: string;
  actorName: string | null;
  action: AuditAction;
  targetUserId: string | null;
  reportId: string | null;
  appealId: string | null;
  reason: string | null;
  note: string | null;
}

export interface AuditResponse {
  entries: AuditEntry[];
}

/** The outcome of an action: the console shows text chosen from `code`. */
export interface ActionResult {
  ok: true;
  code:
    | 'dismissed'
    | 'warned'
    | 'banned'
    | 'unbanned'
    | 'accepted'
    | 'rejected'
    /** an age review's hold ended */
    | 'cleared'
    /** a likely-bot flag ended */
    | 'bot_cleared'
    /** a report was escalated: preserved, and the person banned */
    | 'escalated';
}

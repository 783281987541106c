import type { ReportsBanParams } from '../../shared/protocol/console.ts';

/**
 * How a ban by the reports policy is stored (bans.reason, users.ban_reason): its facts, not a
 * sentence, so every client words it in its person's language ('reports:3:24', or
 * 'reports_again:3:24' after an earlier ban). Bans stored before kept an English sentence
 * ("reported by 3 people within 24 hours"); they read back as the same facts.
 */
export function storeReportsReason(p: ReportsBanParams): string {
  return `${p.again ? 'reports_again' : 'reports'}:${p.count}:${p.hours}`;
}

const STORED = /^reports(_again)?:(\d+):(\d+)$/;
const OLD_SENTENCE = /^reported (again )?by (\d+) people within (\d+) hours/;

/** The facts of a reports ban as stored now or before; null for any other reason. */
export function readReportsReason(stored: string): ReportsBanParams | null {
  const match = STORED.exec(stored) ?? OLD_SENTENCE.exec(stored);
  if (!match) return null;
  return { count: Number(match[2]), hours: Number(match[3]), again: Boolean(match[1]) };
}

/** The facts in English, as the ban notice said them before codes (old clients show it). */
export function reportsReasonEnglish(p: ReportsBanParams): string {
  const people = p.count === 1 ? '1 person' : `${p.count} people`;
  const hours = p.hours === 1 ? '1 hour' : `${p.hours} hours`;
  return p.again
    ? `reported again by ${people} within ${hours} after an earlier ban`
    : `reported by ${people} within ${hours}`;
}

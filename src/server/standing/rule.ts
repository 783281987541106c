/**
 * A person's standing (docs/product.md, "Standing and the slow lane") as a pure function of the
 * signals about them and the time: no store, no clock of its own. Every signal counts its weight
 * halved every `halfLifeMs` since it was given, so a bad week fades and a person recovers with
 * time alone; thumbs up and good calls add to it, up to a cap, so a long good history cannot
 * buy a pass for new reports. New people start at 0; at `slowAtOrBelow` or lower a person goes
 * into the slow lane and leaves it only once the score rises above `leaveAbove` (worked out
 * from the signals' history, so every node and a restart agree without keeping a lane).
 */
import type { StandingSignalKind } from '../../shared/protocol/index.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** How one kind of signal counts. A new kind is one line in SIGNALS. */
export interface SignalRule {
  /** what one signal is worth when just given (negative: against the person) */
  weight: number;
  /** one per giver (account, device or trusted address, linked as reports are: policy.ts) */
  perGiver?: true;
  /** counted only from the nth within the window (a few are bad luck, more are a pattern) */
  fromNth?: { n: number; withinMs: number };
  /** not counted when a report about the person names the same match */
  unlessReported?: true;
  /**
   * stands in full until an operator clears it (no decay, no read window), and holds the
   * person in the slow lane whatever their score
   */
  untilCleared?: true;
}

/**
 * The signals and their weights. Two distinct reporters put a person in the slow lane at once
 * (-3); a third reporter is also what bans (policy.ts), so the slow lane comes first.
 */
export const SIGNALS = {
  /** a report received (moderation/reports.ts), once per distinct reporter */
  report: { weight: -1.5, perGiver: true },
  /**
   * an age signal received (a partner's device estimated the person under 16: age/signals.ts),
   * once per distinct reporter; lighter than a report (a model's estimate, not a person's
   * word), and spent when an operator clears the person's age review
   */
  age: { weight: -1, perGiver: true },
  /** an open likely-bot flag (spam/guard.ts, the bot rule) */
  bot: { weight: -3, untilCleared: true },
  /** a block received (blocks/store.ts), once per distinct blocker */
  block: { weight: -1, perGiver: true },
  /** a private thumbs down after a call (spam/ratings.ts), once per rater */
  down: { weight: -1, perGiver: true },
  /** a partner left within 3 s of the call starting, from the third within 24 h */
  quickLeave: { weight: -0.5, fromNth: { n: 3, withinMs: DAY } },
  /** a private thumbs up, once per rater */
  up: { weight: 1, perGiver: true },
  /** a call of 60 s or more that no report names */
  goodCall: { weight: 0.25, unlessReported: true },
} as const satisfies Record<StandingSignalKind, SignalRule>;

export type SignalKind = keyof typeof SIGNALS;

export const STANDING_RULE = {
  halfLifeMs: 7 * DAY,
  /** at or below this a person goes into the slow lane */
  slowAtOrBelow: -2.5,
  /** once in, a person leaves the slow lane only when the score rises above this */
  leaveAbove: -1.5,
  /** thumbs up and good calls add at most this much together */
  goodCap: 3,
  /** a partner leaving this soon after the call began counts as a quick leave */
  quickLeaveMs: 3_000,
  /** a call this long or longer is a good call, unless reported */
  goodCallMs: 60_000,
  /** signals older than this are not read: 2^-8 of their weight is left (0.4%) */
  readWindowMs: 56 * DAY,
} as const;

/** One signal about a person. */
export interface Signal {
  kind: SignalKind;
  at: number;
  /** who gave it, as linked identities (`u:<account>`, `d:<device>`, `a:<address>`) */
  by?: readonly string[];
  /** the match it is about, when it is about one */
  matchId?: string | null;
}

export interface StandingReason {
  kind: SignalKind;
  /** how many signals of this kind count */
  count: number;
  /** what they weigh now, together (decayed, rounded to hundredths) */
  weight: number;
}

export interface Standing {
  /** 0 for someone new; negative is worse */
  score: number;
  lane: 'slow' | 'open';
  /** the kinds that count now, heaviest first */
  reasons: StandingReason[];
}

const round = (n: number) => Math.round(n * 100) / 100 || 0;

/** The weight left of one signal given at `at`. */
export const decayed = (weight: number, at: number, now: number) =>
  weight * 2 ** (-Math.max(0, now - at) / STANDING_RULE.halfLifeMs);

/**
 * Signals of one kind reduced to one per giver: signals whose givers share an account, a device
 * or an address are one giver (union-find over those keys, as reports are told apart), who
 * counts once, at their latest signal.
 */
function onePerGiver(signals: readonly Signal[]): Signal[] {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let root = k;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(k, root);
    return root;
  };
  signals.forEach((s, i) => {
    const keys = s.by?.length ? s.by : [`#${i}`];
    for (const k of keys) if (!parent.has(k)) parent.set(k, k);
    for (const k of keys.slice(1)) parent.set(find(k), find(keys[0]!));
  });
  const latest = new Map<string, Signal>();
  signals.forEach((s, i) => {
    const root = find(s.by?.[0] ?? `#${i}`);
    const seen = latest.get(root);
    if (!seen || s.at > seen.at) latest.set(root, s);
  });
  return [...latest.values()];
}

/** Signals that are at least the nth within the window before them (oldest first). */
function fromNth(signals: readonly Signal[], n: number, withinMs: number): Signal[] {
  const sorted = [...signals].sort((a, b) => a.at - b.at);
  let start = 0;
  return sorted.filter((s, i) => {
    while (sorted[start]!.at <= s.at - withinMs) start += 1;
    return i - start + 1 >= n;
  });
}

/** The score and its reasons at `now`, from the signals given by then. */
function scoreOf(signals: readonly Signal[], now: number): Omit<Standing, 'lane'> {
  const since = now - STANDING_RULE.readWindowMs;
  const reported = new Set(
    signals.filter((s) => s.kind === 'report' && s.matchId).map((s) => s.matchId),
  );
  let bad = 0;
  let good = 0;
  const reasons: StandingReason[] = [];
  for (const kind of Object.keys(SIGNALS) as SignalKind[]) {
    const rule: SignalRule = SIGNALS[kind];
    let mine = signals.filter(
      (s) => s.kind === kind && (rule.untilCleared || s.at > since) && s.at <= now,
    );
    if (rule.unlessReported) mine = mine.filter((s) => !s.matchId || !reported.has(s.matchId));
    if (rule.perGiver) mine = onePerGiver(mine);
    if (rule.fromNth) mine = fromNth(mine, rule.fromNth.n, rule.fromNth.withinMs);
    if (!mine.length) continue;
    const weight = mine.reduce(
      (sum, s) => sum + (rule.untilCleared ? rule.weight : decayed(rule.weight, s.at, now)),
      0,
    );
    if (weight < 0) bad += weight;
    else good += weight;
    reasons.push({ kind, count: mine.length, weight: round(weight) });
  }
  const score = round(bad + Math.min(good, STANDING_RULE.goodCap));
  reasons.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));
  return { score, reasons };
}

/**
 * The lane at `now`, with hysteresis: in at `slowAtOrBelow`, out only above `leaveAbove`.
 * Between the two marks the answer is in the history, read backwards through the signals'
 * times. Between two signals the score only drifts toward 0 or rises (the good cap lets the
 * bad weight fade first), so its highest point in a gap is just before the next signal: the
 * person was in the slow lane if, going back, the score right after some signal was at or
 * below the entry mark before the score just before a later signal was above the exit mark.
 */
function laneOf(signals: readonly Signal[], now: number, score: number): Standing['lane'] {
  const { slowAtOrBelow, leaveAbove, readWindowMs } = STANDING_RULE;
  if (signals.some((s) => (SIGNALS[s.kind] as SignalRule).untilCleared && s.at <= now))
    return 'slow';
  if (score <= slowAtOrBelow) return 'slow';
  if (score > leaveAbove) return 'open';
  const times = [
    ...new Set(signals.filter((s) => s.at <= now && s.at > now - readWindowMs).map((s) => s.at)),
  ].sort((a, b) => b - a);
  for (const t of times) {
    if (scoreOf(signals, t).score <= slowAtOrBelow) return 'slow';
    const before = signals.filter((s) => s.at < t);
    if (scoreOf(before, t).score > leaveAbove) return 'open';
  }
  return 'open';
}

/** The standing of one person from every signal about them, at `now`. */
export function standingOf(signals: readonly Signal[], now: number): Standing {
  const { score, reasons } = scoreOf(signals, now);
  return { score, lane: laneOf(signals, now, score), reasons };
}

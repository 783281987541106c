import type { ShieldCategory, ShieldEvidence } from '../../../shared/protocol/report.ts';
import { SHIELD } from './constants.ts';

/** nsfwjs's five class probabilities for one frame. */
export interface Scores {
  Drawing: number;
  Hentai: number;
  Neutral: number;
  Porn: number;
  Sexy: number;
}

/** The strongest explicit finding of a frame, or null when it is safe to show. */
export function explicitFinding(scores: Scores, limits = SHIELD): ShieldEvidence | null {
  const explicit = scores.Porn + scores.Hentai;
  if (explicit >= limits.explicitThreshold) {
    const category: ShieldCategory = scores.Porn >= scores.Hentai ? 'Porn' : 'Hentai';
    return { category, score: round(explicit) };
  }
  if (scores.Sexy >= limits.sexyThreshold) return { category: 'Sexy', score: round(scores.Sexy) };
  return null;
}

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;

/**
 * checking: safe start, blurred until a first verdict. clear: shown. flagged: blurred with
 * the overlay. shown: the viewer chose Show now / Show anyway; the shield stays quiet for this
 * partner (a person who chose to see does not want it blurring again every other second).
 * off: the viewer turned the shield off (blur explicit video and safe start both off).
 */
export type ShieldPhase = 'checking' | 'clear' | 'flagged' | 'shown' | 'off';

export interface ShieldState {
  phase: ShieldPhase;
  /** the finding behind 'flagged', attached to a report */
  evidence: ShieldEvidence | null;
  safeStreak: number;
}

export interface ShieldSettings {
  safeStart: boolean;
  blurExplicit: boolean;
}

/**
 * The settings the shield applies to one partner: the viewer's own, except for a partner the
 * server asks to check first (partnerFound.checkFirst: people others reported, in the slow lane),
 * who is watched as with both switches on, whatever the viewer chose: blurred until a frame is
 * checked safe, and blurred again if a later frame looks explicit. The overlay is the shield's
 * usual one; nothing says why this partner is checked.
 */
export function settingsFor(own: ShieldSettings, checkFirst: boolean): ShieldSettings {
  return checkFirst ? { safeStart: true, blurExplicit: true } : own;
}

/** A new partner's video: blurred until checked when safe start is on. */
export function initialShield(settings: ShieldSettings): ShieldState {
  const phase: ShieldPhase = settings.safeStart
    ? 'checking'
    : settings.blurExplicit
      ? 'clear'
      : 'off';
  return { phase, evidence: null, safeStreak: 0 };
}

/** One classified frame. */
export function onScores(
  state: ShieldState,
  scores: Scores,
  settings: ShieldSettings,
  limits = SHIELD,
): ShieldState {
  if (state.phase === 'shown' || state.phase === 'off') return state;
  const finding = explicitFinding(scores, limits);
  if (finding) {
    // safe start without "blur explicit" only waits for a first verdict
    if (!settings.blurExplicit) return { ...state, phase: 'clear', safeStreak: 0 };
    return { phase: 'flagged', evidence: finding, safeStreak: 0 };
  }
  if (state.phase === 'flagged') {
    const safeStreak = state.safeStreak + 1;
    return safeStreak >= limits.safeSamplesToClear
      ? { phase: 'clear', evidence: null, safeStreak }
      : { ...state, safeStreak };
  }
  return { phase: 'clear', evidence: null, safeStreak: state.safeStreak + 1 };
}

/** Show now (safe start): shown at once, and the shield keeps watching. */
export const showNow = (state: ShieldState): ShieldState =>
  state.phase === 'checking' ? { ...state, phase: 'clear' } : state;

/** Show anyway (flagged): the viewer chose to see this partner; no more blurring for them. */
export const showAnyway = (state: ShieldState): ShieldState => ({ ...state, phase: 'shown' });

/** Whether frames still need classifying in this state. */
export const needsSamples = (state: ShieldState, settings: ShieldSettings) =>
  state.phase === 'checking' ||
  (settings.blurExplicit && (state.phase === 'clear' || state.phase === 'flagged'));

export const isBlurred = (phase: ShieldPhase) => phase === 'checking' || phase === 'flagged';

/**
 * The 18+ gate. `unknown`: not asked yet on this device/account; `adult`: may
 * search; `refused`: answered under 18, searching is refused until `retryAt` (then asked again).
 */
export type AgeGateStatus = 'unknown' | 'adult' | 'refused';

export interface AgeGateResponse {
  status: AgeGateStatus;
  /** ISO time the gate may be asked again, when refused */
  retryAt: string | null;
}

/** POST /api/age: the date of birth as `YYYY-MM-DD`. */
export interface AgeAnswer {
  birthDate: string;
}

export const AGE_REFUSED_MESSAGE =
  'Sorry, Match Up is only for adults (18+). Thanks for being honest. Please come back when you are 18.';
export const AGE_REQUIRED_MESSAGE = 'Please confirm your age (18+) before searching.';

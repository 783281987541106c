export const ADULT_AGE = 18;
/** A refused answer holds this long: changing the date does not reopen the gate before. */
export const AGE_RETRY_MS = 24 * 60 * 60 * 1000;

export const BIRTH_DATE_INVALID = 'Enter your date of birth as a real date (year-month-day).';

/** `YYYY-MM-DD` of a real calendar day, from 1900 up to today (UTC). */
export function parseBirthDate(text: string, now = Date.now()): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2001-02-30 over to March: a real day reads back the same
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day || year < 1900 || date.getTime() > now) return null;
  return date;
}

/** Whole years between a birth date and `now` (UTC calendar days). */
export function ageOn(birth: Date, now = Date.now()): number {
  const today = new Date(now);
  let years = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years;
}

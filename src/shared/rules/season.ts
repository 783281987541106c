const MONTH_ID = /^(\d{4})-(\d{2})$/;

/** Season id (UTC calendar month) of a moment, as `YYYY-MM`. */
export function seasonIdOf(time: number | Date): string {
  const d = new Date(time);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** True for a well-formed `YYYY-MM` with a real month. */
export function isMonthId(value: string): boolean {
  const m = MONTH_ID.exec(value);
  if (!m) return false;
  const month = Number(m[2]);
  return month >= 1 && month <= 12;
}

/** A month id that is not `YYYY-MM` becomes the current month; never beyond the current month. */
export function clampMonth(value: string | null | undefined, now: number | Date): string {
  const current = seasonIdOf(now);
  if (!value || !isMonthId(value)) return current;
  return value > current ? current : value;
}

/** Adds `delta` months to a month id. */
export function shiftMonth(monthId: string, delta: number): string {
  const [y, m] = monthId.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return seasonIdOf(d);
}

/** [start, end) of a season in epoch ms. */
export function seasonRange(monthId: string): [number, number] {
  const [y, m] = monthId.split('-').map(Number) as [number, number];
  return [Date.UTC(y, m - 1, 1), Date.UTC(y, m, 1)];
}

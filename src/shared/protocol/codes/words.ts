/** Durations in English words, for the tables' texts (the web's catalogue words its own). */

const FIRST_BAN_MS = 24 * 60 * 60_000;

/** '7 days', '24 hours', '1 day 12 hours', '90 seconds' -> '1 minute 30 seconds'. */
export function describeDuration(ms: number): string {
  const units: [number, string][] = [
    [24 * 60 * 60_000, 'day'],
    [60 * 60_000, 'hour'],
    [60_000, 'minute'],
    [1_000, 'second'],
  ];
  let rest = Math.max(1_000, Math.round(ms / 1_000) * 1_000);
  // a first ban reads as the policy says it, not as '1 day'
  if (rest === FIRST_BAN_MS) return '24 hours';
  const parts: string[] = [];
  for (const [size, name] of units) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) parts.push(`${n} ${name}${n === 1 ? '' : 's'}`);
  }
  // the two largest units say enough
  return parts.slice(0, 2).join(' ');
}

/** '1 second', '90 seconds', '3 minutes', '2 hours': a wait, rounded up. */
export function describeWait(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** 'Xd Xh Xm Xs' until `expiresAt` (epoch ms), or null once it has passed. */
export function formatRemaining(expiresAt: number, now: number): string | null {
  const total = Math.ceil((expiresAt - now) / 1000);
  if (!Number.isFinite(total) || total <= 0) return null;
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = total % 60;
  return `${d}d ${h}h ${m}m ${s}s`;
}

/** The ban's end as the visitor's local date and time. */
export function formatBanEnd(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'an unknown time';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

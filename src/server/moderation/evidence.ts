import {
  shieldEvidenceSchema,
  type ReporterEvidence,
  type ShieldEvidence,
} from '../../shared/protocol/report.ts';

/**
 * A report's nudity shield evidence is what the reporter's client sent (the shield runs on the
 * viewer's device; nothing of the video reaches the server), so a modified client can make it
 * up. It is stored marked as the reporter's device's claim, and shown only as such.
 */
export function storedEvidence(evidence: ShieldEvidence | undefined): string | null {
  if (!evidence) return null;
  const { category, score } = evidence;
  return JSON.stringify({ category, score, source: 'reporter_device' });
}

/**
 * The stored evidence, read back in the wire's bounded form (a known label, a probability
 * from 0 to 1, one entry); anything else (a hand edit, a row from an older server) is no
 * evidence. Rows from before the marker carried the same client claim, so they are read as it.
 */
export function readEvidence(text: string | null): ReporterEvidence | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { source = 'reporter_device', ...rest } = value as Record<string, unknown>;
  if (source !== 'reporter_device') return null;
  const parsed = shieldEvidenceSchema.safeParse(rest);
  return parsed.success ? { ...parsed.data, source } : null;
}

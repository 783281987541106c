import { useState, type FormEvent } from 'react';
import {
  BAN_DURATION_CODES,
  NOTE_MAX,
  OPERATOR_BAN_REASON_CODES,
  OPERATOR_BAN_REASONS,
  RULES,
  type BanDuration,
  type OperatorBanReason,
} from '../../../shared/protocol/console.ts';
import { useConsoleAction } from './useConsole.ts';

const DURATION_TEXT: Record<BanDuration, string> = {
  '1h': '1 hour',
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '365d': '1 year',
};

type Kind = 'dismiss' | 'warn' | 'ban';

/** Dismiss, warn or ban for one open report: a reason from the list, a duration, a note. */
export function ActionForm({ reportId, who }: { reportId: string; who: string }) {
  const [kind, setKind] = useState<Kind>('ban');
  const [reason, setReason] = useState<OperatorBanReason>('harassment');
  const [duration, setDuration] = useState<BanDuration>('24h');
  const [note, setNote] = useState('');
  const action = useConsoleAction();
  const tooLong = [...note].length > NOTE_MAX;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tooLong) return;
    const trimmed = note.trim() || undefined;
    const body =
      kind === 'dismiss'
        ? { action: kind, note: trimmed }
        : kind === 'warn'
          ? { action: kind, reason, note: trimmed }
          : { action: kind, reason, duration, note: trimmed };
    const label = OPERATOR_BAN_REASONS[reason].label;
    const ask =
      kind === 'dismiss'
        ? {
            title: 'Dismiss this report?',
            message: `Nothing happens to ${who}.`,
            confirmText: 'Dismiss',
          }
        : kind === 'warn'
          ? {
              title: `Warn ${who}?`,
              message: `They see the warning (${label}) at their next search and must acknowledge it.`,
              confirmText: 'Warn',
            }
          : {
              title: `Ban ${who} for ${DURATION_TEXT[duration]}?`,
              message: `Reason: ${label}. They are taken out of any call at once and told why.`,
              confirmText: 'Ban',
              danger: true,
            };
    action.mutate({ path: `/api/admin/reports/${encodeURIComponent(reportId)}/action`, body, ask });
  };

  return (
    <form className="card console-action" onSubmit={submit} aria-labelledby="action-title">
      <h3 id="action-title">Decide</h3>
      <fieldset className="console-choice">
        <legend>Action</legend>
        {(['dismiss', 'warn', 'ban'] as const).map((k) => (
          <label key={k}>
            <input
              type="radio"
              name="action"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
            />{' '}
            {k === 'dismiss' ? 'Dismiss' : k === 'warn' ? 'Warn' : 'Ban'}
          </label>
        ))}
      </fieldset>
      {kind !== 'dismiss' && (
        <div className="field">
          <label htmlFor="action-reason">Reason</label>
          <select
            id="action-reason"
            className="input"
            value={reason}
            onChange={(e) => setReason(e.target.value as OperatorBanReason)}
            aria-describedby="action-rule"
          >
            {OPERATOR_BAN_REASON_CODES.map((r) => (
              <option key={r} value={r}>
                {OPERATOR_BAN_REASONS[r].label}
              </option>
            ))}
          </select>
          <span id="action-rule" className="hint">
            Rule: {RULES[OPERATOR_BAN_REASONS[reason].rule]}
          </span>
        </div>
      )}
      {kind === 'ban' && (
        <div className="field">
          <label htmlFor="action-duration">Duration</label>
          <select
            id="action-duration"
            className="input"
            value={duration}
            onChange={(e) => setDuration(e.target.value as BanDuration)}
          >
            {BAN_DURATION_CODES.map((d) => (
              <option key={d} value={d}>
                {DURATION_TEXT[d]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="action-note">Note for the audit log (optional)</label>
        <textarea
          id="action-note"
          className="input"
          rows={2}
          value={note}
          aria-invalid={tooLong}
          aria-describedby="action-note-hint"
          onChange={(e) => setNote(e.target.value)}
        />
        <span id="action-note-hint" className={tooLong ? 'error-text' : 'hint'}>
          Other operators see it; the person does not. Up to {NOTE_MAX} characters.
        </span>
      </div>
      <button
        type="submit"
        className={`btn ${kind === 'ban' ? 'btn-danger' : 'btn-primary'}`}
        disabled={action.isPending || tooLong}
        aria-busy={action.isPending}
      >
        {action.isPending
          ? 'Working…'
          : kind === 'dismiss'
            ? 'Dismiss report'
            : kind === 'warn'
              ? 'Send warning'
              : 'Ban'}
      </button>
    </form>
  );
}

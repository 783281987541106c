import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import {
  BAN_DURATION_CODES,
  NOTE_MAX,
  OPERATOR_BAN_REASON_CODES,
  OPERATOR_BAN_REASONS,
  type BanDuration,
  type OperatorBanReason,
} from '../../../shared/protocol/console.ts';
import { ruleText } from '../moderation/reasons.ts';
import { banReasonLabel, useConsoleAction } from './useConsole.ts';

function durationText(i18n: I18n, duration: BanDuration): string {
  switch (duration) {
    case '1h':
      return i18n._('console.duration.h1');
    case '24h':
      return i18n._('console.duration.h24');
    case '7d':
      return i18n._('console.duration.d7');
    case '30d':
      return i18n._('console.duration.d30');
    case '365d':
      return i18n._('console.duration.d365');
  }
}

type Kind = 'dismiss' | 'warn' | 'ban';

function kindText(i18n: I18n, kind: Kind): string {
  switch (kind) {
    case 'dismiss':
      return i18n._('console.action.kind.dismiss');
    case 'warn':
      return i18n._('console.action.kind.warn');
    case 'ban':
      return i18n._('console.action.kind.ban');
  }
}

/** Dismiss, warn or ban for one open report: a reason from the list, a duration, a note. */
export function ActionForm({ reportId, who }: { reportId: string; who: string }) {
  const { i18n } = useLingui();
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
    const label = banReasonLabel(reason);
    const ask =
      kind === 'dismiss'
        ? {
            title: i18n._('console.action.dismiss.title'),
            message: i18n._('console.action.dismiss.message', { name: who }),
            confirmText: i18n._('console.action.dismiss.confirm'),
          }
        : kind === 'warn'
          ? {
              title: i18n._('console.action.warn.title', { name: who }),
              message: i18n._('console.action.warn.message', { reason: label }),
              confirmText: i18n._('console.action.warn.confirm'),
            }
          : {
              title: i18n._('console.action.ban.title', {
                name: who,
                duration: durationText(i18n, duration),
              }),
              message: i18n._('console.action.ban.message', { reason: label }),
              confirmText: i18n._('console.action.ban.confirm'),
              danger: true,
            };
    action.mutate({ path: `/api/admin/reports/${encodeURIComponent(reportId)}/action`, body, ask });
  };

  return (
    <form className="card console-action" onSubmit={submit} aria-labelledby="action-title">
      <h3 id="action-title">{i18n._('console.action.title')}</h3>
      <fieldset className="console-choice">
        <legend>{i18n._('console.action.legend')}</legend>
        {(['dismiss', 'warn', 'ban'] as const).map((k) => (
          <label key={k}>
            <input
              type="radio"
              name="action"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
            />{' '}
            {kindText(i18n, k)}
          </label>
        ))}
      </fieldset>
      {kind !== 'dismiss' && (
        <div className="field">
          <label htmlFor="action-reason">{i18n._('console.action.reason')}</label>
          <select
            id="action-reason"
            className="input"
            value={reason}
            onChange={(e) => setReason(e.target.value as OperatorBanReason)}
            aria-describedby="action-rule"
          >
            {OPERATOR_BAN_REASON_CODES.map((r) => (
              <option key={r} value={r}>
                {banReasonLabel(r)}
              </option>
            ))}
          </select>
          <span id="action-rule" className="hint">
            {i18n._('console.action.rule', {
              rule: ruleText(OPERATOR_BAN_REASONS[reason].rule),
            })}
          </span>
        </div>
      )}
      {kind === 'ban' && (
        <div className="field">
          <label htmlFor="action-duration">{i18n._('console.action.duration')}</label>
          <select
            id="action-duration"
            className="input"
            value={duration}
            onChange={(e) => setDuration(e.target.value as BanDuration)}
          >
            {BAN_DURATION_CODES.map((d) => (
              <option key={d} value={d}>
                {durationText(i18n, d)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="action-note">{i18n._('console.action.note')}</label>
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
          {i18n._('console.action.noteHint', {
            max: new Intl.NumberFormat(i18n.locale).format(NOTE_MAX),
          })}
        </span>
      </div>
      <button
        type="submit"
        className={`btn ${kind === 'ban' ? 'btn-danger' : 'btn-primary'}`}
        disabled={action.isPending || tooLong}
        aria-busy={action.isPending}
      >
        {action.isPending
          ? i18n._('console.action.working')
          : kind === 'dismiss'
            ? i18n._('console.action.submit.dismiss')
            : kind === 'warn'
              ? i18n._('console.action.submit.warn')
              : i18n._('console.action.submit.ban')}
      </button>
    </form>
  );
}

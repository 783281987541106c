import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { APPEAL_MAX, type AppealView } from '../../../shared/protocol/console.ts';
import { failureText } from '../console/codes.ts';
import { api } from '../session/session.ts';
import { loadStanding } from './standing.ts';
import { formatBanEnd } from './countdown.ts';

/** The appeal in the banned overlay: one per ban, up to APPEAL_MAX characters. */
export function AppealForm({ appeal }: { appeal: AppealView | null }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (appeal?.status === 'open')
    return (
      <p className="ban-appeal-state" role="status">
        {i18n._('moderation.appeal.sentOn', { date: formatBanEnd(appeal.createdAt) })}
      </p>
    );
  if (appeal?.status === 'rejected')
    return (
      <div className="ban-appeal-state" role="status">
        <p>{i18n._('moderation.appeal.rejected')}</p>
        {appeal.note && (
          <blockquote className="ban-appeal-note">
            <span className="visually-hidden">{i18n._('moderation.appeal.operatorNote')} </span>
            {appeal.note}
          </blockquote>
        )}
      </div>
    );
  if (!open)
    return (
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>
          {i18n._('moderation.appeal.open')}
        </button>
      </div>
    );

  const length = [...text].length;
  const tooLong = length > APPEAL_MAX;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || tooLong) return;
    setBusy(true);
    setError(null);
    try {
      await api.post('/api/me/appeal', { text });
      await loadStanding();
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ban-appeal-form" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor="appeal-text">{i18n._('moderation.appeal.why')}</label>
        <textarea
          id="appeal-text"
          dir={text ? 'auto' : undefined}
          className="input"
          rows={4}
          value={text}
          aria-invalid={tooLong}
          aria-describedby="appeal-count"
          onChange={(e) => setText(e.target.value)}
        />
        <span id="appeal-count" className={tooLong ? 'error-text' : 'hint'}>
          {i18n._('moderation.appeal.count', {
            length: new Intl.NumberFormat(i18n.locale).format(length),
            max: APPEAL_MAX,
          })}
        </span>
      </div>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          {i18n._('moderation.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || !text.trim() || tooLong}
          aria-busy={busy}
        >
          {busy ? i18n._('moderation.appeal.sending') : i18n._('moderation.appeal.send')}
        </button>
      </div>
    </form>
  );
}

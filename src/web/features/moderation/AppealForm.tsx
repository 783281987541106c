import { useState, type FormEvent } from 'react';
import { APPEAL_MAX, type AppealView } from '../../../shared/protocol/console.ts';
import { failureText } from '../console/codes.ts';
import { api } from '../session/session.ts';
import { loadStanding } from './standing.ts';
import { formatBanEnd } from './countdown.ts';

/** The appeal in the banned overlay: one per ban, up to APPEAL_MAX characters. */
export function AppealForm({ appeal }: { appeal: AppealView | null }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (appeal?.status === 'open')
    return (
      <p className="ban-appeal-state" role="status">
        Your appeal was sent on {formatBanEnd(appeal.createdAt)}. An operator will review it; you
        will see the answer here.
      </p>
    );
  if (appeal?.status === 'rejected')
    return (
      <div className="ban-appeal-state" role="status">
        <p>Your appeal was rejected.</p>
        {appeal.note && (
          <blockquote className="ban-appeal-note">
            <span className="visually-hidden">The operator&apos;s note: </span>
            {appeal.note}
          </blockquote>
        )}
      </div>
    );
  if (!open)
    return (
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>
          Appeal
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
        <label htmlFor="appeal-text">Why should the ban be lifted?</label>
        <textarea
          id="appeal-text"
          className="input"
          rows={4}
          value={text}
          aria-invalid={tooLong}
          aria-describedby="appeal-count"
          onChange={(e) => setText(e.target.value)}
        />
        <span id="appeal-count" className={tooLong ? 'error-text' : 'hint'}>
          {length} / {APPEAL_MAX} characters. You can appeal a ban once.
        </span>
      </div>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || !text.trim() || tooLong}
          aria-busy={busy}
        >
          {busy ? 'Sending…' : 'Send appeal'}
        </button>
      </div>
    </form>
  );
}

import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { parseBirthDate } from '../../../shared/rules/age.ts';
import { Modal } from '../../components/Modal.tsx';
import { withElements } from '../../i18n/elements.tsx';
import { answerAgeGate, closeAgeGate, retryGuestSession, useAgeGate } from './ageGate.ts';
import './age.css';

const today = () => new Date().toISOString().slice(0, 10);

/** Why the date cannot change, and until when (a weekday and time) if the server said. */
function retryText(i18n: I18n, iso: string | null): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return i18n._('age.refused.retryLater');
  const time = new Intl.DateTimeFormat(i18n.locale, {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return i18n._('age.refused.retryAt', { time });
}

/** The 18+ gate before the first search on a device or account. */
export function AgeGateDialog() {
  const { i18n } = useLingui();
  const open = useAgeGate((s) => s.open);
  const retryAt = useAgeGate((s) => s.retryAt);
  const session = useAgeGate((s) => s.session);
  const sessionError = useAgeGate((s) => s.sessionError);
  const [birthDate, setBirthDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) {
      setBirthDate('');
      setError(null);
    }
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!birthDate) return setError(i18n._('age.enterBirthDate'));
    if (!parseBirthDate(birthDate)) return setError(i18n._('age.invalidBirthDate'));
    setBusy(true);
    setError(await answerAgeGate(birthDate));
    setBusy(false);
  };

  return (
    <Modal
      open={open !== null}
      onClose={closeAgeGate}
      labelledBy="age-title"
      describedBy="age-text"
      className="age-gate"
    >
      {open === 'refused' ? (
        <>
          <h2 id="age-title">{i18n._('age.refused.title')}</h2>
          <p id="age-text">{i18n._('age.refused.text')}</p>
          <p className="muted">{retryText(i18n, retryAt)}</p>
          <div className="modal-actions">
            <button type="button" className="btn btn-primary" onClick={closeAgeGate}>
              {i18n._('age.ok')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <h2 id="age-title">{i18n._('age.title')}</h2>
          <p id="age-text">
            {withElements((m) => i18n._('age.text', m), {
              adult: <strong>{i18n._('age.textAdult')}</strong>,
            })}
          </p>
          <div className="field">
            <label htmlFor="birth-date">{i18n._('age.birthDate')}</label>
            <input
              id="birth-date"
              className="input"
              type="date"
              min="1900-01-01"
              max={today()}
              value={birthDate}
              onChange={(e) => setBirthDate(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'birth-date-error' : undefined}
              autoComplete="bday"
              required
            />
            {error && (
              <span id="birth-date-error" className="error-text" role="alert">
                {error}
              </span>
            )}
          </div>
          {/* the gate opened on the Continue as Guest click: the date can be typed meanwhile */}
          {session === 'creating' && (
            <p className="muted age-session" role="status">
              <span className="spinner" aria-hidden="true" /> {i18n._('age.sessionStarting')}
            </p>
          )}
          {session === 'failed' && (
            <div role="alert" className="age-session age-session-failed">
              <p className="error-text">
                {i18n._('age.sessionFailed')}
                {sessionError ? ` ${sessionError}` : ''}
              </p>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={retryGuestSession}
              >
                {i18n._('age.tryAgain')}
              </button>
            </div>
          )}
          <p className="muted age-legal">
            {withElements((m) => i18n._('age.legal', m), {
              terms: (
                <a href="/terms" target="_blank" rel="noopener">
                  {i18n._('age.termsLink')}
                </a>
              ),
            })}
          </p>
          <div className="modal-actions">
            <button type="button" className="btn btn-ghost" onClick={closeAgeGate}>
              {i18n._('age.cancel')}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={busy || session === 'failed'}
              aria-busy={busy}
            >
              {busy && <span className="spinner" aria-hidden="true" />}
              {i18n._('age.continue')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

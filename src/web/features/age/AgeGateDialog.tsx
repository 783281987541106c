import { useEffect, useState, type FormEvent } from 'react';
import { AGE_REFUSED_MESSAGE } from '../../../shared/protocol/age.ts';
import { BIRTH_DATE_INVALID, parseBirthDate } from '../../../shared/rules/age.ts';
import { Modal } from '../../components/Modal.tsx';
import { answerAgeGate, closeAgeGate, useAgeGate } from './ageGate.ts';
import './age.css';

const today = () => new Date().toISOString().slice(0, 10);

function formatRetry(iso: string | null): string {
  if (!iso) return 'for 24 hours';
  const at = new Date(iso);
  return `until ${at.toLocaleString(undefined, { weekday: 'long', hour: 'numeric', minute: '2-digit' })}`;
}

/** The 18+ gate before the first search on a device or account. */
export function AgeGateDialog() {
  const open = useAgeGate((s) => s.open);
  const retryAt = useAgeGate((s) => s.retryAt);
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
    if (!birthDate) return setError('Enter your date of birth.');
    if (!parseBirthDate(birthDate)) return setError(BIRTH_DATE_INVALID);
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
          <h2 id="age-title">Adults only</h2>
          <p id="age-text">{AGE_REFUSED_MESSAGE}</p>
          <p className="muted">
            To keep younger people safe, this browser and account can&apos;t confirm a different
            date {formatRetry(retryAt)}. If you need to talk to someone, a trusted adult or a
            helpline near you is a good place to start.
          </p>
          <div className="modal-actions">
            <button type="button" className="btn btn-primary" onClick={closeAgeGate}>
              OK
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <h2 id="age-title">Confirm your age</h2>
          <p id="age-text">
            <strong>You must be 18 or older</strong> to use Match Up. Game On. Enter your date of
            birth once for this device and account.
          </p>
          <div className="field">
            <label htmlFor="birth-date">Date of birth</label>
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
          <p className="muted age-legal">
            By continuing you agree to our{' '}
            <a href="/terms" target="_blank" rel="noopener">
              Terms (opens in a new tab)
            </a>
            . Lying about your age breaks them and gets you banned.
          </p>
          <div className="modal-actions">
            <button type="button" className="btn btn-ghost" onClick={closeAgeGate}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
              {busy && <span className="spinner" aria-hidden="true" />}
              Continue
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

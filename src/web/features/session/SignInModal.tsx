import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/Modal.tsx';
import { guestThenAgeGate } from '../age/ageGate.ts';
import { useMemberSignIn } from './memberSignIn.ts';
import { closeSignIn, continueAsGuest, useSession } from './session.ts';
import { PopupBlockedError, signInWithProvider, type ProviderId } from './providerSignIn.ts';
import { withElements } from '../../i18n/elements.tsx';

const PROVIDERS = ['google', 'facebook'] as const;

/** 'Become a Member': Google, Facebook or a guest session. */
export function SignInModal() {
  const { i18n } = useLingui();
  const label: Record<ProviderId, string> = {
    google: i18n._('session.continueWithGoogle'),
    facebook: i18n._('session.continueWithFacebook'),
  };
  const open = useSession((s) => s.signInOpen);
  const { state: offer, providers } = useMemberSignIn();
  const hasSession = useSession((s) => s.user !== null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<ProviderId | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) setError(null);
  }, [open]);

  const guest = async () => {
    if (useSession.getState().signInForSearch && !hasSession) {
      // a search waits on the 18+ gate: it opens now, while the guest session is created
      closeSignIn();
      void guestThenAgeGate(continueAsGuest);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await continueAsGuest();
      closeSignIn();
    } catch (err) {
      setError(err instanceof Error ? err.message : i18n._('session.guestFailed'));
    } finally {
      setBusy(false);
    }
  };

  const providerSignIn = (id: ProviderId) => {
    setPending(id);
    setError(null);
    signInWithProvider(id)
      .then((outcome) => {
        if (outcome === 'signedIn') closeSignIn();
      })
      .catch((err: unknown) => {
        // sign-in errors are only logged (the popup itself shows the reason);
        // a blocked popup never opened, so only this dialog can say what to do.
        if (err instanceof PopupBlockedError) setError(err.message);
        else console.error('Sign-in failed:', err);
      })
      .finally(() => setPending(null));
  };

  return (
    <Modal open={open} onClose={closeSignIn} labelledBy="signin-title" describedBy="signin-text">
      <button
        type="button"
        className="icon-btn modal-close"
        aria-label={i18n._('session.close')}
        onClick={closeSignIn}
      >
        ×
      </button>
      <h2 id="signin-title">{i18n._('session.title')}</h2>
      {/* "Sign in and enjoy…" only where there is a sign-in; else what is true here */}
      {offer !== 'notOffered' && (
        <p id="signin-text" className="muted">
          {i18n._('session.lead')}
        </p>
      )}
      {offer === 'checking' && (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" /> {i18n._('session.checking')}
        </p>
      )}
      {offer === 'notOffered' && (
        <p id="signin-text" className="signin-none" data-testid="signin-none">
          {hasSession
            ? i18n._('session.notOffered.hasSession')
            : i18n._('session.notOffered.noSession')}
        </p>
      )}
      <div className="signin-buttons">
        {/* only the providers this server has set up: a button that cannot work is noise */}
        {PROVIDERS.filter((id) => providers?.[id] === true).map((id) => (
          <button
            key={id}
            type="button"
            className={`btn btn-provider btn-${id}`}
            disabled={pending !== null}
            onClick={() => providerSignIn(id)}
          >
            {pending === id ? <span className="spinner" aria-hidden="true" /> : null}
            {label[id]}
          </button>
        ))}
        <button type="button" className="btn btn-primary" onClick={guest} disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {i18n._('session.continueAsGuest')}
        </button>
      </div>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <p className="signin-legal muted">
        {withElements((m) => i18n._('session.legal', m), {
          terms: (
            <Link to="/terms" onClick={closeSignIn}>
              {i18n._('session.termsLink')}
            </Link>
          ),
          privacy: (
            <Link to="/privacy" onClick={closeSignIn}>
              {i18n._('session.privacyLink')}
            </Link>
          ),
        })}
      </p>
    </Modal>
  );
}

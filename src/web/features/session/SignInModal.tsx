import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/Modal.tsx';
import { useMemberSignIn } from './memberSignIn.ts';
import { closeSignIn, continueAsGuest, useSession } from './session.ts';
import { PopupBlockedError, signInWithProvider, type ProviderId } from './providerSignIn.ts';

const PROVIDERS = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'facebook', label: 'Continue with Facebook' },
] as const;

/** 'Become a Member': Google, Facebook or a guest session. */
export function SignInModal() {
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
    setBusy(true);
    setError(null);
    try {
      await continueAsGuest();
      closeSignIn();
    } catch (err) {
      setError(
        err instanceof Error ? err.message : 'Could not start a guest session. Please try again.',
      );
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
        aria-label="Close"
        onClick={closeSignIn}
      >
        ×
      </button>
      <h2 id="signin-title">Become a Member</h2>
      <p id="signin-text" className="muted">
        Sign in and enjoy connecting with like-minded people!
      </p>
      {offer === 'checking' && (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" /> Checking the sign-in options…
        </p>
      )}
      {offer === 'notOffered' && (
        <p className="signin-none" data-testid="signin-none">
          {hasSession
            ? 'Member sign-in is not offered on this server. Your guest session already lets you video chat, text and play every game.'
            : 'Member sign-in is not offered on this server. Continue as a guest to video chat, text and play every game.'}
        </p>
      )}
      <div className="signin-buttons">
        {/* only the providers this server has set up: a button that cannot work is noise */}
        {PROVIDERS.filter(({ id }) => providers?.[id] === true).map(({ id, label }) => (
          <button
            key={id}
            type="button"
            className={`btn btn-provider btn-${id}`}
            disabled={pending !== null}
            onClick={() => providerSignIn(id)}
          >
            {pending === id ? <span className="spinner" aria-hidden="true" /> : null}
            {label}
          </button>
        ))}
        <button type="button" className="btn btn-primary" onClick={guest} disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          Continue as Guest
        </button>
      </div>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <p className="signin-legal muted">
        By continuing you agree to our{' '}
        <Link to="/terms" onClick={closeSignIn}>
          Terms
        </Link>{' '}
        and{' '}
        <Link to="/privacy" onClick={closeSignIn}>
          Privacy Policy
        </Link>
        . Adults (18+) only.
      </p>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { parseInterestsText } from '../../../shared/rules/interests.ts';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import { notify } from '../../components/toast.ts';
import { openSignIn, useSession } from '../session/session.ts';
import './home.css';

export function HomePage() {
  usePageMeta('Match Up. Game On · Random video chat with games');
  const status = useSession((s) => s.status);
  const [interests, setInterests] = useState('');
  const [error, setError] = useState<string | null>(null);

  const find = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseInterestsText(interests);
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    if (status !== 'signedIn') return openSignIn();
    notify('info', 'Matching is coming soon', 'This server does not run matchmaking yet.');
  };

  return (
    <section className="home">
      <div className="home-hero">
        <h1>Match Up. Game On</h1>
        <p className="lead">
          Meet someone new face to face, then break the ice with a trivia duel or a laugh challenge.
          Free, no ads, adults only.
        </p>
        <form className="home-form" onSubmit={find} noValidate>
          <div className="field">
            <label htmlFor="interests">Interests (optional)</label>
            <input
              id="interests"
              className="input"
              placeholder="e.g. music, travel, chess"
              value={interests}
              onChange={(e) => setInterests(e.target.value)}
              aria-describedby="interests-hint interests-error"
              aria-invalid={error ? true : undefined}
              autoComplete="off"
            />
            <span id="interests-hint" className="hint">
              Separate with commas. Press Enter to start.
            </span>
            {error && (
              <span id="interests-error" className="error-text" role="alert">
                {error}
              </span>
            )}
          </div>
          <button type="submit" className="btn btn-primary btn-lg">
            Find a Partner
          </button>
          <button type="button" className="btn btn-ghost" disabled>
            VeeClips — Coming Soon!
          </button>
        </form>
      </div>
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { ProfileResponse } from '../../../shared/protocol/index.ts';
import { normalizeUsername, USERNAME_INVALID_MESSAGE } from '../../../shared/rules/username.ts';
import { notify } from '../../components/toast.ts';
import { api } from '../session/session.ts';
import { formatDateTime, usernameSaveError } from './format.ts';

interface Props {
  profile: ProfileResponse | null;
  loading: boolean;
  onSaved(profile: ProfileResponse): void;
}

/** The username field: checked as typed, saved trimmed, once every 7 days. */
export function UsernameEditor({ profile, loading, onSaved }: Props) {
  const id = useId();
  const [value, setValue] = useState(profile?.username ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const empty = value.trim() === '';
  const invalid = !empty && normalizeUsername(value) === null;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (loading || saving || empty || invalid) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await api.patch<ProfileResponse>('/api/me', { username: value.trim() });
      setValue(saved.username ?? '');
      onSaved(saved);
      notify('success', 'Username saved', `You are now ${saved.username}.`);
    } catch (err) {
      setError(usernameSaveError(err));
    } finally {
      setSaving(false);
    }
  };

  const hint = profile?.nextUsernameChangeAt
    ? `You can change it again on ${formatDateTime(profile.nextUsernameChangeAt)}.`
    : '3–20 letters, numbers, _ . or -. You can change it once every 7 days.';
  const message = invalid ? USERNAME_INVALID_MESSAGE : error;
  return (
    <form className="username-editor" onSubmit={save} noValidate>
      <div className="field">
        <label htmlFor={`${id}-username`}>Username</label>
        <div className="username-row">
          <input
            id={`${id}-username`}
            className="input"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            placeholder={loading ? 'Loading…' : 'Pick a username'}
            autoComplete="username"
            spellCheck={false}
            maxLength={40}
            disabled={loading}
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
          />
          <button
            type="submit"
            className="btn btn-primary"
            disabled={loading || saving || empty || invalid}
          >
            {saving ? <span className="spinner" aria-hidden="true" /> : null}
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
        <span id={`${id}-error`} className="error-text" role="alert">
          {message}
        </span>
      </div>
    </form>
  );
}

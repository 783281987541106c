import { useLingui } from '@lingui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ProfileResponse } from '../../../shared/protocol/index.ts';
import { normalizeUsername } from '../../../shared/rules/username.ts';
import { say } from '../../i18n/codes.ts';
import { notify } from '../../components/toast.ts';
import { api } from '../session/session.ts';
import { ApiError } from '../../lib/api.ts';
import { formatDateTime, usernameCooldown, usernameSaveError } from './format.ts';

/**
 * Whether the 7-day cooldown holds the username now, and until when. The field and Save are
 * disabled meanwhile and unlock by themselves when it ends (the page may stay open).
 */
function useCooldown(
  profile: ProfileResponse | null,
  cooldownEndsAt: string | null,
): { locked: boolean; until: string | null } {
  const until =
    cooldownEndsAt ??
    (profile?.usernameChangeAvailable === false ? profile.nextUsernameChangeAt : null);
  const ends = until ? new Date(until).getTime() : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!(ends > now)) return;
    // setTimeout holds at most ~24.8 days; the cooldown is 7
    const timer = setTimeout(() => setNow(Date.now()), Math.min(ends - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [ends, now]);
  if (Number.isNaN(ends))
    return { locked: profile?.usernameChangeAvailable === false, until: null };
  return { locked: ends > now, until };
}

interface Props {
  profile: ProfileResponse | null;
  loading: boolean;
  onSaved(profile: ProfileResponse): void;
}

/** The username field: checked as typed, saved trimmed, once every 7 days. */
export function UsernameEditor({ profile, loading, onSaved }: Props) {
  const { i18n } = useLingui();
  const id = useId();
  const [value, setValue] = useState(profile?.username ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // a 429 tells when the next change is allowed, even if the profile we hold is older
  const [cooldownEndsAt, setCooldownEndsAt] = useState<string | null>(null);
  const empty = value.trim() === '';
  const invalid = !empty && normalizeUsername(value) === null;
  const cooldown = useCooldown(profile, cooldownEndsAt);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (loading || saving || empty || invalid || cooldown.locked) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await api.patch<ProfileResponse>('/api/me', { username: value.trim() });
      setValue(saved.username ?? '');
      onSaved(saved);
      notify(
        'success',
        i18n._('settings.username.saved'),
        i18n._('settings.username.savedBody', { username: saved.username }),
      );
    } catch (err) {
      const ends = err instanceof ApiError ? err.body.cooldownEndsAt : undefined;
      if (typeof ends === 'string') setCooldownEndsAt(ends);
      else setError(usernameSaveError(err));
    } finally {
      setSaving(false);
    }
  };

  const hint = cooldown.locked
    ? cooldown.until
      ? i18n._('settings.username.lockedUntil', { date: formatDateTime(cooldown.until) })
      : usernameCooldown()
    : i18n._('settings.username.rule');
  const message = invalid ? say({ code: 'username_invalid' }) : error;
  return (
    <form className="username-editor" onSubmit={save} noValidate>
      <div className="field">
        <label htmlFor={`${id}-username`}>{i18n._('settings.username.label')}</label>
        <div className="username-row">
          <input
            id={`${id}-username`}
            dir={value ? 'auto' : undefined}
            className="input"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            placeholder={
              loading ? i18n._('settings.loadingEllipsis') : i18n._('settings.username.placeholder')
            }
            autoComplete="username"
            spellCheck={false}
            maxLength={40}
            disabled={loading || cooldown.locked}
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
          />
          <button
            type="submit"
            className="btn btn-primary"
            disabled={loading || saving || empty || invalid || cooldown.locked}
          >
            {saving ? <span className="spinner" aria-hidden="true" /> : null}
            {saving ? i18n._('settings.username.saving') : i18n._('settings.username.save')}
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

import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from 'react-router';
import { parseInterestsText } from '../../../shared/rules/interests.ts';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import type { CallController } from '../chat/callController.ts';
import { loadChatScreen } from '../chat/CallLayer.tsx';
import { isSearching, onCallScreen, useCall } from '../chat/callStore.ts';
import { InstallAppButton } from '../install/InstallAppButton.tsx';
import { BanNotice } from '../moderation/BanNotice.tsx';
import { openSignInForSearch, useSession } from '../session/session.ts';
import { useSocketStore } from '../session/socketStore.ts';
import { withElements } from '../../i18n/elements.tsx';
import { warmShield } from '../shield/warm.ts';
import { ensureAdult, useAgeGate } from '../age/ageGate.ts';
import { warmFirstSteps, whenIdle } from './warmFirstSteps.ts';
import './home.css';
import { say } from '../../i18n/codes.ts';
import { takeEarlyFind } from './earlyFind.ts';

/*
 * The chat screen (video, games, face detection) and the call controller (WebRTC) are not
 * part of Home's first load: a signed-out visitor needs neither. The realtime bridge loads
 * the controller once someone signs in and shows the screen (CallLayer) above every route;
 * Home fetches the screen's code early, as they sign in, so the first match opens at once.
 */
const withController = (run: (c: CallController) => void) =>
  void import('../chat/callController.ts').then((m) => run(m.callController));

const noSubscription = () => () => undefined;
/**
 * False while React adopts the prerendered Home (the server's snapshot), true from the next
 * render on, and at once when Home renders in the browser from scratch. Until then the form's
 * handler is not attached and a press would submit the form natively, reloading the page.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function HomePage() {
  const { i18n } = useLingui();
  usePageMeta(i18n._('home.metaTitle'), i18n._('home.lead'));
  const status = useSession((s) => s.status);
  useEffect(() => {
    // in idle time: right after signing in, the 18+ gate (a first search's next step) comes first
    if (status === 'signedIn') return whenIdle(() => void loadChatScreen());
  }, [status]);
  // the dialogs and connection of a first search, fetched while Home is idle (firstSteps.ts)
  useEffect(() => warmFirstSteps(), []);
  const kind = useCall((s) => s.call.kind);
  // the nudity shield's model, ready before the first match: in idle time once signed in, at
  // once when a search starts (warm.ts; it never holds up Home's own load)
  const searchStarted = kind !== 'idle';
  useEffect(() => {
    if (status === 'signedIn') return warmShield({ now: searchStarted });
  }, [status, searchStarted]);
  const inCall = useCall(onCallScreen);
  const mediaError = useCall((s) => s.mediaError);
  const connected = useSocketStore((s) => s.connected);
  const [interests, setInterests] = useState(() => useCall.getState().interests.join(', '));
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  /*
   * What someone typed into the prerendered field before the code ran stays theirs, and a press
   * of Find the page took while the code was on its way (shared/earlyFind.ts) is carried out now,
   * with what the field says now.
   */
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed) setInterests(typed);
    if (takeEarlyFind()) begin(typed);
    // once, as Home first mounts; begin reads the session as it is then, as a press would
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const busy = useCall(isSearching);
  const signInOpen = useSession((s) => s.signInOpen);
  // the 18+ gate opened on Continue as Guest and is making the session: the search still waits
  const gateMakesSession = useAgeGate((s) => s.session !== null);
  /*
   * The search asked for before it could start: signed out (it starts once they sign in), or
   * while the session this device has is still being restored, or the socket still connecting
   * (it starts once both are ready; only a visitor who turns out to be signed out is asked to
   * sign in).
   */
  const [wanted, setWanted] = useState<string[] | null>(null);
  const askedSignIn = useRef(false);
  // "connecting" shows while the socket is not up yet, or a press waits for the session; a press
  // kept meanwhile shows it is under way on the button, as the early script's press does
  const connecting = (status === 'signedIn' && !connected) || (status === 'loading' && !!wanted);
  const kept = wanted !== null && connecting;
  // the 18+ gate's question goes out the moment a session exists, ahead of the page's re-render
  // for it (the effect below asks as well, for a session that was already there)
  useEffect(() => {
    if (!wanted) return;
    return useSession.subscribe((s) => {
      if (s.status === 'signedIn') askAdult();
    });
  }, [wanted]);
  const askAdult = () =>
    void ensureAdult().then((adult) => {
      if (!adult) setWanted(null);
    });
  useEffect(() => {
    if (!wanted || status === 'loading') return;
    if (status === 'signedIn') {
      // the 18+ gate asks while the connection is still being made, not after it; closing it
      // drops the search (the search's own check gets the same answer)
      askAdult();
      if (!connected) return;
      setWanted(null);
      withController((c) => void c.find(wanted));
    } else if (!askedSignIn.current) {
      askedSignIn.current = true;
      openSignInForSearch();
    } else if (!signInOpen && !gateMakesSession) {
      setWanted(null); // the dialog was closed without signing in
    }
  }, [wanted, status, connected, signInOpen, gateMakesSession]);

  // A search started here belongs to Home: leaving the page cancels it and releases the
  // camera (a running call has its own screen and is not Home's to end).
  useEffect(
    () => () => {
      const s = useCall.getState();
      if (!onCallScreen(s) && isSearching(s)) withController((c) => c.stop());
    },
    [],
  );

  const find = (e: FormEvent) => {
    e.preventDefault();
    begin(interests);
  };
  function begin(text: string) {
    if (busy) return;
    const parsed = parseInterestsText(text);
    if (!parsed.ok) return setError(say(parsed.error));
    setError(null);
    if (status === 'signedIn' && connected)
      return withController((c) => void c.find(parsed.interests));
    askedSignIn.current = false;
    setWanted(parsed.interests);
  }

  // the call screen lies over every page; Home's own search controls would only be doubles
  if (inCall) return null;
  return (
    <section className="home">
      <div className="home-hero">
        <h1>{i18n._('home.title')}</h1>
        <p className="lead">{i18n._('home.lead')}</p>
        <BanNotice />
        {mediaError && (
          <div className="alert" role="alert">
            {mediaError}
          </div>
        )}
        <form
          className="home-form"
          onSubmit={find}
          noValidate
          data-early-note={i18n._('home.connecting')}
        >
          <div className="field">
            <label htmlFor="interests">{i18n._('home.interests.label')}</label>
            <input
              id="interests"
              dir={interests ? 'auto' : undefined}
              ref={field}
              className="input"
              placeholder={i18n._('home.interests.placeholder')}
              value={interests}
              onChange={(e) => setInterests(e.target.value)}
              aria-describedby="interests-hint interests-error"
              aria-invalid={error ? true : undefined}
              autoComplete="off"
            />
            <span id="interests-hint" className="hint">
              {i18n._('home.interests.hint')}
            </span>
            {error && (
              <span id="interests-error" className="error-text" role="alert">
                {error}
              </span>
            )}
          </div>
          <button
            type="submit"
            className="btn btn-primary btn-lg"
            // not disabled while the connection is still being made: a press then is kept
            // (`wanted`) and carried out once it is up, as the early script's press is. Disabled
            // then, it lost an Enter pressed in the interests field (a form whose default button
            // is disabled does not submit) right after the early script had enabled it
            disabled={!hydrated || busy}
            aria-busy={busy || kept}
            data-focus-after-dialog
          >
            {(busy || kept) && <span className="spinner" aria-hidden="true" />}
            {kind === 'starting'
              ? i18n._('home.startingCamera')
              : busy
                ? i18n._('home.searching')
                : i18n._('home.find')}
          </button>
          {busy && (
            <p className="searching-note" role="status">
              {interests.trim() ? i18n._('home.lookingShared') : i18n._('home.looking')}{' '}
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                data-focus-after-dialog
                onClick={() => withController((c) => c.stop())}
              >
                {i18n._('home.cancel')}
              </button>
            </p>
          )}
          {connecting && !busy && (
            <p className="muted" role="status">
              {i18n._('home.connecting')}
            </p>
          )}
          <button type="button" className="btn btn-ghost" disabled>
            {i18n._('home.veeclips')}
          </button>
        </form>
        <InstallAppButton />
        <p className="home-ai muted">
          {withElements((m) => i18n._('home.aiPractice', m), {
            link: <Link to="/ai-chat">{i18n._('home.aiPracticeLink')}</Link>,
          })}
        </p>
      </div>
    </section>
  );
}

import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SERVER_SWITCH_ID } from './TranslateBar.tsx';
import {
  deviceTranslatesMessage,
  readerLanguage,
  translateOnDevice,
  translateOnServer,
  type Outcome,
} from './engine.ts';
import { offered, ready, useTranslateSettings } from './settings.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; text: string; shown: boolean }
  | { kind: 'optIn' }
  /** same: already in the reader's language; none: nothing here translates it; else the error's */
  | { kind: 'failed'; reason: 'same' | 'none' | 'failed'; message?: string | undefined };

/**
 * "Translate" under one partner message, and the translation under the original once asked
 * for (or at once with "Translate all messages"). Nothing goes to the server unless the
 * person turned that on; without it the button points at the switch instead. Offered only
 * where it can work: through a server that translates, or on a device that can translate this
 * message's language (asked per message; nothing shows while asking or when it cannot).
 */
export function MessageTranslation({ text }: { text: string }) {
  const { i18n } = useLingui();
  const settings = useTranslateSettings();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = useRef(false);
  const [onDevice, setOnDevice] = useState<boolean | null>(null);
  useEffect(() => {
    if (settings.device !== true) return;
    let live = true;
    void deviceTranslatesMessage(text, readerLanguage()).then((can) => live && setOnDevice(can));
    return () => {
      live = false;
    };
  }, [settings.device, text]);
  const here = settings.server === true || (settings.device === true && onDevice === true);

  const run = useCallback(async () => {
    if (busy.current) return;
    const { device, server, viaServer } = useTranslateSettings.getState();
    busy.current = true;
    setState({ kind: 'working' });
    const to = readerLanguage();
    let outcome: Outcome = { ok: false, reason: 'none' };
    if (device === true) outcome = await translateOnDevice(text, to);
    if (!outcome.ok && outcome.reason === 'none' && server && viaServer)
      outcome = await translateOnServer(text, to);
    busy.current = false;
    if (outcome.ok) return setState({ kind: 'done', text: outcome.text, shown: true });
    if (outcome.reason === 'none' && server && !viaServer) return setState({ kind: 'optIn' });
    setState({ kind: 'failed', reason: outcome.reason, message: outcome.message });
  }, [text]);

  const auto = here && settings.all && ready(settings);
  useEffect(() => {
    if (auto && state.kind === 'idle') void run();
  }, [auto, state.kind, run]);

  if (!offered(settings) || !here) return null;

  // worded when shown, so a language switch rewords it; the server's own error stays as sent
  const failure = (s: Extract<State, { kind: 'failed' }>) =>
    s.reason === 'same'
      ? i18n._('chat.translate.sameLanguage')
      : s.reason === 'none'
        ? i18n._('chat.translate.unsupported')
        : (s.message ?? i18n._('chat.translate.failed'));

  if (state.kind === 'done') {
    return (
      <div className="chat-translation">
        {state.shown && (
          <p className="chat-translated" lang={readerLanguage()}>
            <span className="chat-translated-mark">{i18n._('chat.translate.translated')}</span>{' '}
            <span dir="auto">{state.text}</span>
          </p>
        )}
        <button
          type="button"
          className="chat-retry"
          aria-pressed={!state.shown}
          onClick={() => setState({ ...state, shown: !state.shown })}
        >
          {state.shown
            ? i18n._('chat.translate.showOriginal')
            : i18n._('chat.translate.showTranslation')}
        </button>
      </div>
    );
  }
  return (
    <div className="chat-translation">
      <button
        type="button"
        className="chat-retry"
        disabled={state.kind === 'working'}
        onClick={() => {
          if (!ready(useTranslateSettings.getState()) && !useTranslateSettings.getState().device) {
            setState({ kind: 'optIn' });
            document.getElementById(SERVER_SWITCH_ID)?.focus();
            return;
          }
          void run();
        }}
      >
        {state.kind === 'working'
          ? i18n._('chat.translate.working')
          : state.kind === 'failed'
            ? i18n._('chat.translate.tryAgain')
            : i18n._('chat.translate.translate')}
      </button>
      {state.kind === 'optIn' && (
        <span className="chat-translate-note" role="status">
          {i18n._('chat.translate.optIn', { setting: i18n._('chat.translate.viaServer') })}
        </span>
      )}
      {state.kind === 'failed' && (
        <span className="chat-translate-note" role="status">
          {failure(state)}
        </span>
      )}
    </div>
  );
}

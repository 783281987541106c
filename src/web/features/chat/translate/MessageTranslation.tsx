import { useCallback, useEffect, useRef, useState } from 'react';
import { SERVER_SWITCH_ID } from './TranslateBar.tsx';
import { readerLanguage, translateOnDevice, translateOnServer, type Outcome } from './engine.ts';
import { offered, ready, useTranslateSettings } from './settings.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; text: string; shown: boolean }
  | { kind: 'optIn' }
  | { kind: 'failed'; message: string };

/**
 * "Translate" under one partner message, and the translation under the original once asked
 * for (or at once with "Translate all messages"). Nothing goes to the server unless the
 * person turned that on; without it the button points at the switch instead.
 */
export function MessageTranslation({ text }: { text: string }) {
  const settings = useTranslateSettings();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = useRef(false);

  const run = useCallback(async () => {
    if (busy.current) return;
    const { device, server, viaServer } = useTranslateSettings.getState();
    busy.current = true;
    setState({ kind: 'working' });
    const to = readerLanguage();
    let outcome: Outcome = { ok: false, reason: 'none' };
    if (device) outcome = await translateOnDevice(text, to);
    if (!outcome.ok && outcome.reason === 'none' && server && viaServer)
      outcome = await translateOnServer(text, to);
    busy.current = false;
    if (outcome.ok) return setState({ kind: 'done', text: outcome.text, shown: true });
    if (outcome.reason === 'same')
      return setState({ kind: 'failed', message: 'This message is already in your language.' });
    if (outcome.reason === 'none' && server && !viaServer) return setState({ kind: 'optIn' });
    setState({
      kind: 'failed',
      message:
        outcome.reason === 'none'
          ? "This browser can't translate this message."
          : `${outcome.message ?? 'The message could not be translated.'}`,
    });
  }, [text]);

  const auto = settings.all && ready(settings);
  useEffect(() => {
    if (auto && state.kind === 'idle') void run();
  }, [auto, state.kind, run]);

  if (!offered(settings)) return null;

  if (state.kind === 'done') {
    return (
      <div className="chat-translation">
        {state.shown && (
          <p className="chat-translated" lang={readerLanguage()}>
            <span className="chat-translated-mark">Translated</span> {state.text}
          </p>
        )}
        <button
          type="button"
          className="chat-retry"
          aria-pressed={!state.shown}
          onClick={() => setState({ ...state, shown: !state.shown })}
        >
          {state.shown ? 'Show original' : 'Show translation'}
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
          ? 'Translating…'
          : state.kind === 'failed'
            ? 'Try again'
            : 'Translate'}
      </button>
      {state.kind === 'optIn' && (
        <span className="chat-translate-note" role="status">
          To translate, turn on “Translate with this site's AI service” above. The message text is
          then sent to the site operator's AI service.
        </span>
      )}
      {state.kind === 'failed' && (
        <span className="chat-translate-note" role="status">
          {state.message}
        </span>
      )}
    </div>
  );
}

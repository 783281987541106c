import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AI } from '../../../shared/constants.ts';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import { canSpeak, speakLater } from './speech.ts';
import { useAiChat } from './useAiChat.ts';
import { useVoice } from './useVoice.ts';
import './ai-chat.css';

/** /ai-chat: practise small talk with the buddy, by typing or by voice. */
export function AiChatPage() {
  const { i18n } = useLingui();
  usePageMeta(i18n._('aiChat.metaTitle'), i18n._('aiChat.metaDescription'));
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState('');
  const [speakReplies, setSpeakReplies] = useState(true);
  const [speechAvailable] = useState(canSpeak);
  const cancelSpeech = useRef<() => void>(() => undefined);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onReply = useCallback(
    (text: string) => {
      cancelSpeech.current();
      if (speakReplies) cancelSpeech.current = speakLater(text);
    },
    [speakReplies],
  );
  const chat = useAiChat(onReply);
  useEffect(() => () => cancelSpeech.current(), []);

  const submit = useCallback(
    async (text: string) => {
      if (!text.trim()) return;
      setDraft('');
      if ((await chat.send(text)) === 'refused') {
        setDraft(text);
        inputRef.current?.focus();
      }
    },
    [chat],
  );

  const voice = useVoice({ onInterim: setDraft, onFinal: (text) => void submit(text) });

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages, chat.pending]);

  // A notice appearing under the log (a microphone error, "Listening…") makes the log shorter;
  // a log showing its latest reply keeps showing it instead of letting the reply slip out of view.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    let pinned = true;
    const onScroll = () => {
      pinned = log.scrollHeight - log.scrollTop - log.clientHeight < 8;
    };
    const resized = new ResizeObserver(() => {
      if (pinned) log.scrollTop = log.scrollHeight;
    });
    log.addEventListener('scroll', onScroll, { passive: true });
    resized.observe(log);
    return () => {
      resized.disconnect();
      log.removeEventListener('scroll', onScroll);
    };
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };
  const toggleVoice = () => {
    if (voice.listening) return voice.stop();
    cancelSpeech.current();
    voice.start();
  };
  // the app's first page: "back" leaves to Home instead of out of the site
  const goBack = () => (location.key !== 'default' ? void navigate(-1) : void navigate('/'));
  const error = voice.error ?? chat.error;

  return (
    <section className="ai-chat" aria-labelledby="ai-chat-title">
      <header className="ai-chat-header">
        <button type="button" className="btn btn-ghost btn-sm" onClick={goBack}>
          {i18n._('aiChat.back')}
        </button>
        <div>
          <h1 id="ai-chat-title">{i18n._('aiChat.title')}</h1>
          <p className="muted">{i18n._('aiChat.lead')}</p>
        </div>
      </header>

      {chat.mode === 'offline' && (
        <p className="ai-notice" role="note">
          <strong>{i18n._('aiChat.offline.title')}</strong> {i18n._('aiChat.offline.text')}
        </p>
      )}

      <div className="card ai-chat-card">
        {/* the scrolling live region wraps the list: a list keeps its list semantics */}
        <div
          ref={logRef}
          className="ai-log"
          role="log"
          aria-live="polite"
          aria-label={i18n._('aiChat.log')}
        >
          <ol className="ai-log-list">
            {chat.messages.map((m, i) => (
              <li key={i} className={`ai-msg ai-msg-${m.role}`}>
                <span className="visually-hidden">
                  {m.role === 'user' ? i18n._('aiChat.you') : i18n._('aiChat.buddy')}{' '}
                </span>
                <span dir="auto">{m.content}</span>
              </li>
            ))}
          </ol>
        </div>
        {chat.pending && (
          <p className="ai-typing" role="status">
            <span className="ai-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {i18n._('aiChat.typing')}
          </p>
        )}
        {voice.listening && (
          <p className="ai-listening" role="status">
            <span className="ai-mic-dot" aria-hidden="true" /> {i18n._('aiChat.listeningHint')}
          </p>
        )}
        {error && (
          <div className="alert ai-error" role="alert">
            <span>{error}</span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                voice.setError(null);
                chat.setError(null);
              }}
            >
              {i18n._('aiChat.dismiss')}
            </button>
          </div>
        )}

        <form className="ai-composer" onSubmit={onSubmit}>
          <label className="visually-hidden" htmlFor="ai-input">
            {i18n._('aiChat.input')}
          </label>
          <input
            ref={inputRef}
            id="ai-input"
            dir={draft ? 'auto' : undefined}
            className="input"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={
              voice.listening ? i18n._('aiChat.listening') : i18n._('aiChat.placeholder')
            }
            maxLength={AI.maxMessageChars}
            autoComplete="off"
            enterKeyHint="send"
          />
          <div className="ai-actions">
            <button
              type="button"
              className={`btn ${voice.listening ? 'btn-danger' : 'btn-ghost'}`}
              aria-pressed={voice.listening}
              aria-describedby={voice.supported ? undefined : 'ai-voice-hint'}
              onClick={toggleVoice}
            >
              <MicIcon /> {voice.listening ? i18n._('aiChat.stop') : i18n._('aiChat.voiceButton')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={chat.pending}>
              {i18n._('aiChat.send')}
            </button>
          </div>
        </form>

        <div className="ai-footer">
          {!voice.supported && (
            <p id="ai-voice-hint" className="muted">
              {i18n._('aiChat.voiceUnavailable')}
            </p>
          )}
          {speechAvailable ? (
            <label className="ai-toggle">
              <input
                type="checkbox"
                checked={speakReplies}
                onChange={(e) => {
                  setSpeakReplies(e.target.checked);
                  if (!e.target.checked) cancelSpeech.current();
                }}
              />
              {i18n._('aiChat.readAloud')}
            </label>
          ) : (
            <p className="muted">{i18n._('aiChat.cannotReadAloud')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** Inline so it renders the same everywhere (emoji fonts vary by system). */
function MicIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2Z"
      />
    </svg>
  );
}

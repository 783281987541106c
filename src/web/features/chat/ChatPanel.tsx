import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { LIMITS } from '../../../shared/constants.ts';
import { Icon } from '../../components/Icon.tsx';
import { callController } from './callController.ts';
import { isMatched, meeting, messagesOf, useCall, type CallStore } from './callStore.ts';
import { HeldText } from './HeldText.tsx';
import { MessageTranslation } from './translate/MessageTranslation.tsx';
import { TranslateBar } from './translate/TranslateBar.tsx';
import './translate/translate.css';

const MAX = LIMITS.chatMessageMaxLength;
/** The counter shows from here on, so a long message never meets the limit by surprise. */
const COUNT_FROM = MAX - 100;

/** The pair shares no language (the server says null; an older server says nothing). */
const crossLanguage = (s: CallStore) => meeting(s)?.partner.sharedLanguage === null;

/** The chat log and input beside the video. */
export function ChatPanel({ onClose }: { onClose?: () => void }) {
  const { i18n } = useLingui();
  const messages = useCall(messagesOf);
  const matched = useCall(isMatched);
  const translatable = useCall(crossLanguage);
  const [text, setText] = useState('');
  /** characters a paste lost to the length limit (the field keeps the first MAX) */
  const [cut, setCut] = useState(0);
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    // not for the empty log: a scroll forces a layout, ~25 ms as a call starts
    if (messages.length) logRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (callController.sendMessage(text)) {
      setText('');
      setCut(0);
    }
  };

  // the field's maxLength cuts a long paste without a word; say what was left out
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text').length;
    const field = e.currentTarget;
    const replaced = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
    setCut(Math.max(0, field.value.length - replaced + pasted - MAX));
  };

  const count = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
  return (
    <section className="chat-panel" aria-labelledby="chat-heading">
      <header className="chat-panel-header">
        <h2 id="chat-heading">{i18n._('chat.panel.title')}</h2>
        {onClose && (
          <button
            type="button"
            className="icon-btn"
            aria-label={i18n._('chat.panel.hide')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        )}
      </header>
      {translatable && <TranslateBar />}
      <ol
        className="chat-log"
        ref={logRef}
        aria-live="polite"
        aria-label={i18n._('chat.panel.messages')}
      >
        {messages.length === 0 && (
          <li className="chat-empty muted">{i18n._('chat.panel.empty')}</li>
        )}
        {messages.map((m) => (
          <li key={m.id} className={`chat-msg chat-${m.sender}${m.failed ? ' chat-failed' : ''}`}>
            <span className="visually-hidden">
              {m.sender === 'you'
                ? i18n._('chat.panel.fromYou')
                : i18n._('chat.panel.fromPartner')}{' '}
            </span>
            {/* the writer's own direction: "Hello!" on an Arabic page keeps its '!' at its end */}
            <span className="chat-text" dir="auto">
              {m.held ? <HeldText text={m.text} held={m.held} /> : m.text}
            </span>
            {translatable && m.sender === 'partner' && <MessageTranslation text={m.text} />}
            {m.failed && (
              <span className="chat-failed-note">
                {i18n._('chat.panel.notSent')}{' '}
                <button
                  type="button"
                  className="chat-retry"
                  onClick={() => callController.retryMessage(m.id)}
                >
                  {i18n._('chat.panel.retry')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <form className="chat-form" onSubmit={send}>
        <label htmlFor="chat-input" className="visually-hidden">
          {i18n._('chat.panel.message')}
        </label>
        <input
          id="chat-input"
          // what is typed runs in its own direction; empty, the placeholder follows the page
          dir={text ? 'auto' : undefined}
          className="input"
          placeholder={
            matched ? i18n._('chat.panel.placeholder') : i18n._('chat.panel.waitingPlaceholder')
          }
          value={text}
          maxLength={LIMITS.chatMessageMaxLength}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.length < MAX) setCut(0);
          }}
          onPaste={onPaste}
          aria-describedby="chat-count"
          disabled={!matched}
          autoComplete="off"
        />
        <button type="submit" className="btn btn-primary" disabled={!matched || !text.trim()}>
          {i18n._('chat.panel.send')}
        </button>
        <p id="chat-count" className="chat-count" aria-live="polite">
          {cut > 0
            ? i18n._('chat.panel.pasteCut', { max: count(MAX), cut })
            : text.length >= COUNT_FROM
              ? i18n._('chat.panel.count', { count: count(text.length), max: MAX })
              : ''}
        </p>
      </form>
    </section>
  );
}

import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../shared/constants.ts';
import { callController } from '../chat/callController.ts';

/**
 * A guess typed beside the drawing: it goes to the chat as any line does (the game reads the
 * chat), so on a phone, where the chat sheet covers the canvas, the guesser keeps the drawing
 * in view while typing.
 */
export function GuessBox({ language }: { language: string }) {
  const { i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() && callController.sendMessage(text)) setText('');
  };
  return (
    <form className="draw-guess" onSubmit={send}>
      <label htmlFor={id} className="visually-hidden">
        {i18n._('draw.guess.label')}
      </label>
      <input
        id={id}
        className="input"
        lang={language}
        dir="auto"
        autoComplete="off"
        maxLength={LIMITS.chatMessageMaxLength}
        placeholder={i18n._('draw.guess.label')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={!text.trim()}>
        {i18n._('draw.guess.send')}
      </button>
    </form>
  );
}

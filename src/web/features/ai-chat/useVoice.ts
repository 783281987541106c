import { useCallback, useEffect, useRef, useState } from 'react';
import {
  noRecognitionText,
  recognitionStartFailedText,
  recognitionConstructor,
  recognitionErrorText,
  speechLanguage,
  transcriptOf,
  type Recognition,
} from './speech.ts';

/**
 * Speech recognition (the page's language; en-US for English) for one utterance at a time. `onInterim` shows words as they
 * come; `onFinal` gets the finished sentence. Errors become friendly texts in `error`.
 */
export function useVoice(handlers: {
  onInterim: (text: string) => void;
  onFinal: (text: string) => void;
}) {
  const [supported] = useState(() => recognitionConstructor() !== undefined);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);
  useEffect(() => () => recognition.current?.abort(), []);

  const stop = useCallback(() => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Ctor = recognitionConstructor();
    if (!Ctor) {
      setError(noRecognitionText());
      return;
    }
    recognition.current?.abort();
    const r = new Ctor();
    r.lang = speechLanguage();
    r.interimResults = true;
    r.continuous = false;
    r.maxAlternatives = 1;
    let finished = false;
    r.onresult = (event) => {
      const { text, final } = transcriptOf(event);
      if (final && !finished) {
        finished = true;
        handlersRef.current.onFinal(text);
      } else if (!final) handlersRef.current.onInterim(text);
    };
    r.onerror = (event) => setError(recognitionErrorText(event.error) ?? null);
    r.onend = () => {
      if (recognition.current === r) recognition.current = null;
      setListening(false);
    };
    setError(null);
    try {
      r.start();
      recognition.current = r;
      setListening(true);
    } catch {
      setError(recognitionStartFailedText());
    }
  }, []);

  return { supported, listening, error, setError, start, stop };
}

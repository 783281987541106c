import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AI } from '../../../shared/constants.ts';
import type {
  AiChatResponse,
  AiMessage,
  AiMode,
  AiStatusResponse,
} from '../../../shared/protocol/index.ts';
import { ApiError } from '../../lib/api.ts';
import { api } from '../session/session.ts';
import { historyForRequest, replyText, spottyReply } from './conversation.ts';
import { pageLanguage } from './speech.ts';

export type SendResult = 'sent' | 'ignored' | 'refused';

/** Statuses where the server refused the message itself: say why instead of "spotty". */
const REFUSED = new Set([400, 403, 413, 429]);

/**
 * The conversation with the buddy. `onReply` runs for each assistant reply (the page speaks it).
 * A refused message is taken back out of the log so the user can edit and resend it.
 */
export function useAiChat(onReply: (text: string) => void) {
  // the greeting follows the app's language; the rest of the conversation is what was said
  const { i18n } = useLingui();
  const greeting = i18n._('aiChat.greeting');
  const opening = useMemo<AiMessage>(() => ({ role: 'assistant', content: greeting }), [greeting]);
  const openingRef = useRef(opening);
  useEffect(() => {
    openingRef.current = opening;
  }, [opening]);
  const [said, setSaid] = useState<AiMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<AiMode | 'unknown'>('unknown');
  const messagesRef = useRef(said);
  const pendingRef = useRef(false);
  const onReplyRef = useRef(onReply);
  useEffect(() => {
    onReplyRef.current = onReply;
  }, [onReply]);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<AiStatusResponse>('/api/ai/status', { auth: false, signal: controller.signal })
      .then((status) => setMode(status.mode))
      .catch(() => undefined); // the first reply tells the mode as well
    return () => controller.abort();
  }, []);

  const update = (next: AiMessage[]) => {
    messagesRef.current = next;
    setSaid(next);
  };

  const send = useCallback(async (text: string): Promise<SendResult> => {
    const content = text.trim();
    if (!content || pendingRef.current) return 'ignored';
    const before = messagesRef.current;
    const withUser: AiMessage[] = [...before, { role: 'user', content }];
    update(withUser);
    pendingRef.current = true;
    setPending(true);
    setError(null);
    let reply: string;
    try {
      const res = await api.post<AiChatResponse>('/api/ai/chat', {
        messages: historyForRequest([openingRef.current, ...withUser]),
        language: pageLanguage(),
        temperature: AI.temperature,
      });
      if (res.mode) setMode(res.mode);
      reply = replyText(res);
    } catch (err) {
      if (err instanceof ApiError && REFUSED.has(err.status)) {
        update(before);
        setError(err.message);
        return 'refused';
      }
      reply = spottyReply();
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
    update([...messagesRef.current, { role: 'assistant', content: reply }]);
    onReplyRef.current(reply);
    return 'sent';
  }, []);

  const messages = useMemo(() => [opening, ...said], [opening, said]);
  return { messages, pending, error, setError, mode, send };
}

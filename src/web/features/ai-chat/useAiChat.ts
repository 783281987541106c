import { useCallback, useEffect, useRef, useState } from 'react';
import { AI } from '../../../shared/constants.ts';
import type {
  AiChatResponse,
  AiMessage,
  AiMode,
  AiStatusResponse,
} from '../../../shared/protocol/index.ts';
import { AI_SPOTTY_REPLY } from '../../../shared/protocol/ai-replies.ts';
import { ApiError } from '../../lib/api.ts';
import { api } from '../session/session.ts';
import { GREETING, historyForRequest, replyText } from './conversation.ts';
import { pageLanguage } from './speech.ts';

export type SendResult = 'sent' | 'ignored' | 'refused';

/** Statuses where the server refused the message itself: say why instead of "spotty". */
const REFUSED = new Set([400, 403, 413, 429]);

/**
 * The conversation with the buddy. `onReply` runs for each assistant reply (the page speaks it).
 * A refused message is taken back out of the log so the user can edit and resend it.
 */
export function useAiChat(onReply: (text: string) => void) {
  const [messages, setMessages] = useState<AiMessage[]>([GREETING]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<AiMode | 'unknown'>('unknown');
  const messagesRef = useRef(messages);
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
    setMessages(next);
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
        messages: historyForRequest(withUser),
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
      reply = AI_SPOTTY_REPLY;
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
    update([...messagesRef.current, { role: 'assistant', content: reply }]);
    onReplyRef.current(reply);
    return 'sent';
  }, []);

  return { messages, pending, error, setError, mode, send };
}

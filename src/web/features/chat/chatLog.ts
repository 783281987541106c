import { notify } from '../../components/toast.ts';
import type { AppClientSocket } from '../../lib/realtime.ts';
import { dispatch, isMatched, messagesOf, useCall, type ChatLine } from './callStore.ts';
import { say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';

/**
 * The call's chat log: lines sent and received, each with its own id. A line the server refuses
 * stays in its place marked as not sent, and can be sent again from there. The lines live in
 * the partner's part of the call state, so they go with the partner.
 */
export class ChatLog {
  private lastLineId = 0;
  private readonly socket: () => AppClientSocket | null;
  constructor(socket: () => AppClientSocket | null) {
    this.socket = socket;
  }

  send(text: string): boolean {
    const trimmed = text.trim();
    const state = useCall.getState();
    if (!trimmed || !this.socket() || !isMatched(state)) return false;
    if (state.call.kind === 'reconnecting') {
      notify('info', i18n._('chat.toast.messageNotSent'), i18n._('chat.toast.messageWaits'));
      return false;
    }
    const id = ++this.lastLineId;
    dispatch({ type: 'said', line: { id, sender: 'you', text: trimmed } });
    this.deliver(id, trimmed);
    return true;
  }

  /** Sends a refused message again, in its place in the log. */
  retry(id: number): void {
    const state = useCall.getState();
    const line = messagesOf(state).find((m) => m.id === id);
    if (!line?.failed || !isMatched(state)) return;
    dispatch({ type: 'lineFailed', id, failed: false });
    this.deliver(id, line.text);
  }

  /** The partner's line: unread while the chat is closed; `held`: parts behind "Show". */
  received(text: string, held?: string[]): void {
    const line: ChatLine = {
      id: ++this.lastLineId,
      sender: 'partner',
      text,
      ...(held?.length ? { held } : {}),
    };
    dispatch({ type: 'heard', line, seen: useCall.getState().chatOpen });
  }

  private deliver(id: number, text: string): void {
    this.socket()?.emit('sendMessage', { text }, (res) => {
      if (res.ok) return;
      dispatch({ type: 'lineFailed', id, failed: true });
      notify('error', i18n._('chat.toast.messageNotSent'), say(res));
    });
  }
}

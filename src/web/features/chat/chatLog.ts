import { notify } from '../../components/toast.ts';
import type { AppClientSocket } from '../../lib/realtime.ts';
import { useCall } from './callStore.ts';
import { say } from '../../i18n/codes.ts';

/**
 * The call's chat log: lines sent and received, each with its own id. A line the server refuses
 * stays in its place marked as not sent, and can be sent again from there.
 */
export class ChatLog {
  private lastLineId = 0;
  private readonly socket: () => AppClientSocket | null;
  constructor(socket: () => AppClientSocket | null) {
    this.socket = socket;
  }

  send(text: string): boolean {
    const trimmed = text.trim();
    const { phase, reconnecting } = useCall.getState();
    if (!trimmed || !this.socket() || phase !== 'matched') return false;
    if (reconnecting) {
      notify('info', 'Message not sent', 'Reconnecting to the server… Try again in a moment.');
      return false;
    }
    const id = ++this.lastLineId;
    useCall.setState((s) => ({ messages: [...s.messages, { id, sender: 'you', text: trimmed }] }));
    this.deliver(id, trimmed);
    return true;
  }

  /** Sends a refused message again, in its place in the log. */
  retry(id: number): void {
    const line = useCall.getState().messages.find((m) => m.id === id);
    if (!line?.failed || useCall.getState().phase !== 'matched') return;
    this.markLine(id, false);
    this.deliver(id, line.text);
  }

  /** The partner's line: unread while the chat is closed. */
  received(text: string): void {
    useCall.setState((s) => ({
      messages: [...s.messages, { id: ++this.lastLineId, sender: 'partner', text }],
      unread: s.chatOpen ? s.unread : s.unread + 1,
    }));
  }

  private deliver(id: number, text: string): void {
    this.socket()?.emit('sendMessage', { text }, (res) => {
      if (res.ok) return;
      this.markLine(id, true);
      notify('error', 'Message not sent', say(res));
    });
  }

  private markLine(id: number, failed: boolean): void {
    useCall.setState((s) => ({
      messages: s.messages.map((m) => (m.id === id ? { ...m, failed } : m)),
    }));
  }
}

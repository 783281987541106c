import { LIMITS } from '../../../shared/constants.ts';
import type { ChatMessage } from '../../../shared/protocol/index.ts';
import { useCall } from '../chat/callStore.ts';

export interface Reportable {
  partnerId: string;
  messages: ChatMessage[];
}

let last: Reportable | null = null;

// The call store forgets the partner the moment they leave; the server still accepts a report
// about a just-left partner, so remember the last one and that chat's lines.
useCall.subscribe((state) => {
  if (state.partner) last = { partnerId: state.partner.partnerId, messages: state.messages };
});

/** The current partner, else the one who just left; null when there was none. */
export function reportable(): Reportable | null {
  const { partner, messages } = useCall.getState();
  return partner ? { partnerId: partner.partnerId, messages } : last;
}

/** The chat as the report's `sessionMessages`: who said it, capped to the server's limits. */
export function sessionMessages(messages: ChatMessage[]): string[] {
  return messages
    .slice(-LIMITS.reportMessagesMax)
    .map((m) =>
      `${m.sender === 'you' ? 'reporter' : 'reported'}: ${m.text}`.slice(
        0,
        LIMITS.reportMessageMaxLength,
      ),
    );
}

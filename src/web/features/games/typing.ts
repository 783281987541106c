/** Focus is in a field someone types into (the chat's message, say): keys are theirs, not ours. */
export const isTyping = (el: Element | null) =>
  el instanceof HTMLElement &&
  (el.isContentEditable || el.matches('input:not([type=radio],[type=checkbox]), textarea'));

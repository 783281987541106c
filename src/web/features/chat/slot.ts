/** Stands in for an element (a <strong>) inside a message, which is worded whole, then split. */
const SLOT = '\u0000';

/** The words before and after the element, in the order the language puts them. */
export function aroundSlot(words: (slot: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = words(SLOT).split(SLOT);
  return [before, after];
}

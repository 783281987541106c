/** Stands in for an element (a link, a <strong>, a <time>) inside a message worded whole. */
const SLOT = '\u0000';

/** The words before and after the element, in the order the language puts them. */
export function aroundSlot(words: (slot: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = words(SLOT).split(SLOT);
  return [before, after];
}

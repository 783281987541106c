import { Fragment, type ReactNode } from 'react';

/*
 * Sentences with an element inside (a link, a <strong>, a <time>) stay one message, so each
 * language puts the element where its grammar wants it: the message is worded with a marker
 * in the element's place, then cut at the marker.
 */
const MARK = '\u0000';

/**
 * A translated sentence with elements in its placeholders' places. `message` gets a marker per
 * element to pass as the placeholders' values, e.g.
 * `withElements((m) => i18n._('session.legal', m), { terms: <Link … /> })`.
 */
export function withElements(
  message: (marks: Record<string, string>) => string,
  elements: Record<string, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(Object.keys(elements).map((k) => [k, `${MARK}${k}${MARK}`]));
  const parts = message(marks).split(MARK);
  // odd parts are the placeholders' names, even parts the words between them
  return parts.map((part, i) => (
    <Fragment key={i}>{i % 2 === 1 && part in elements ? elements[part] : part}</Fragment>
  ));
}

/** The words before and after one element, in the order the language puts them. */
export function aroundSlot(words: (slot: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = words(MARK).split(MARK);
  return [before, after];
}

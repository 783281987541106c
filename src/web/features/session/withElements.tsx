import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A translated sentence with elements (a link, a <strong>) in its placeholders' places: the
 * sentence stays one message, so each language puts the link where its grammar wants it.
 * `message` gets a marker per element to pass as the placeholders' values, e.g.
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

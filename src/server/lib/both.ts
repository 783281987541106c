/** Two warm-ups before a search, waited for together; nothing to wait for when neither reads. */
export function both(
  a: Promise<void> | undefined,
  b: Promise<void> | undefined,
): Promise<void> | undefined {
  if (!a) return b;
  if (!b) return a;
  return Promise.all([a, b]).then(() => undefined);
}

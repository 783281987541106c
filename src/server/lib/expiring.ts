/**
 * A bounded map whose entries lapse at their own time. Entries are kept in insertion order;
 * `set` drops lapsed entries from the front (each entry is dropped once, so the cost is
 * amortised O(1)) and, past `capacity`, the oldest entry. A lapsed entry that is not at the
 * front stays until it reaches the front or is read (then it is dropped); either way `get`
 * never returns it.
 */
export class ExpiringMap<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  private readonly capacity: number;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new Error('ExpiringMap: capacity must be a positive integer');
    this.capacity = capacity;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` until `until` (ms); a key set again moves to the back. */
  set(key: K, value: V, until: number, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until });
    for (const [k, entry] of this.entries) {
      if (entry.until > now && this.entries.size <= this.capacity) break;
      this.entries.delete(k);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches (rare writes: a profile change, a ban lift). */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    for (const [k, entry] of this.entries) if (matches(entry.value, k)) this.entries.delete(k);
  }

  clear(): void {
    this.entries.clear();
  }
}

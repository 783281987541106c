import { primariesOf } from './affinity.ts';
import type { QueueEntry } from './queue.ts';

/**
 * One of the queue's lists of waiting entries (the open list, or those naming an interest),
 * in the order they were added, also kept per spoken language. Someone who has not widened
 * yet only accepts a partner who shares a language or named none, so their search reads those
 * lists alone: with many languages waiting, a search in a rare one would otherwise step over
 * everyone who cannot be theirs. The per-language walk yields the same entries in the same
 * order as filtering the whole list, so both queues still pick the same partner.
 */
export class WaitList {
  private readonly all = new Map<string, number>();
  private readonly byLanguage = new Map<string, Map<string, number>>();
  /** entries that named no language: they fit everyone */
  private readonly speechless = new Map<string, number>();
  private next = 0;

  add(entry: QueueEntry): void {
    const at = this.next++;
    this.all.set(entry.socketId, at);
    const primaries = primariesOf(entry);
    if (primaries.length === 0) this.speechless.set(entry.socketId, at);
    for (const primary of primaries) {
      let list = this.byLanguage.get(primary);
      if (!list) this.byLanguage.set(primary, (list = new Map()));
      list.set(entry.socketId, at);
    }
  }

  delete(entry: QueueEntry): void {
    if (!this.all.delete(entry.socketId)) return;
    this.speechless.delete(entry.socketId);
    for (const primary of primariesOf(entry)) {
      const list = this.byLanguage.get(primary);
      list?.delete(entry.socketId);
      if (list?.size === 0) this.byLanguage.delete(primary);
    }
  }

  get size(): number {
    return this.all.size;
  }

  /** every entry, in the order it was added */
  keys(): IterableIterator<string> {
    return this.all.keys();
  }

  /**
   * The entries that speak one of `primaries` or named no language, in the order they were
   * added, each once: a merge of those lists by their number.
   */
  *fitting(primaries: readonly string[]): Generator<string> {
    const lists = [this.speechless, ...primaries.map((p) => this.byLanguage.get(p))];
    const cursors: { it: Iterator<[string, number]>; head: [string, number] | null }[] = [];
    for (const list of lists) {
      if (!list || list.size === 0) continue;
      const it = list.entries();
      const first = it.next();
      if (!first.done) cursors.push({ it, head: first.value });
    }
    for (;;) {
      let low: [string, number] | null = null;
      for (const c of cursors) if (c.head && (!low || c.head[1] < low[1])) low = c.head;
      if (!low) return;
      const [id, at] = low;
      // an entry in two of the lists (two languages both share) comes once
      for (const c of cursors) {
        if (c.head?.[1] !== at) continue;
        const step = c.it.next();
        c.head = step.done ? null : step.value;
      }
      yield id;
    }
  }
}

/**
 * A time for each unordered pair of people (when they were paired; when a skip lapses). Looked
 * up under each person, so a check (two per candidate, thousands a second) hashes two user id
 * strings, whose hashes V8 keeps, instead of building and hashing a 73-character pair key;
 * and 10 minutes of pairs hold no key strings of their own. A log in the order times were set
 * lets `prune` drop lapsed pairs oldest first, costing only what it removes; a pair set again
 * keeps its newer time (the older log record no longer matches and is passed over).
 */
export class PairTimes {
  private readonly byPerson = new Map<string, Map<string, number>>();
  /** a, b, time; a, b, time; … in the order they were set */
  private log: (string | number)[] = [];
  private head = 0;
  private count = 0;

  /** how many pairs are held */
  get size(): number {
    return this.count;
  }

  get(a: string, b: string): number | undefined {
    return this.byPerson.get(a)?.get(b);
  }

  /** Everyone paired with `a`, and when: one lookup for a search that checks many candidates. */
  of(a: string): ReadonlyMap<string, number> | undefined {
    return this.byPerson.get(a);
  }

  set(a: string, b: string, time: number): void {
    let mine = this.byPerson.get(a);
    if (!mine) this.byPerson.set(a, (mine = new Map()));
    if (!mine.has(b)) this.count += 1;
    mine.set(b, time);
    let theirs = this.byPerson.get(b);
    if (!theirs) this.byPerson.set(b, (theirs = new Map()));
    theirs.set(a, time);
    this.log.push(a, b, time);
  }

  delete(a: string, b: string): void {
    if (!this.byPerson.get(a)?.has(b)) return;
    this.count -= 1;
    this.forgetOne(a, b);
    this.forgetOne(b, a);
  }

  /** Drops pairs whose time has `lapsed`, in the order they were set; stops at a live one. */
  prune(lapsed: (time: number) => boolean): void {
    const log = this.log;
    while (this.head < log.length) {
      const time = log[this.head + 2] as number;
      if (!lapsed(time)) break;
      const a = log[this.head] as string;
      const b = log[this.head + 1] as string;
      if (this.get(a, b) === time) this.delete(a, b);
      this.head += 3;
    }
    // the pruned front is cut off now and then, not on every call
    if (this.head > 3 * 4096 && this.head * 2 > log.length) {
      this.log = log.slice(this.head);
      this.head = 0;
    }
  }

  private forgetOne(a: string, b: string): void {
    const mine = this.byPerson.get(a);
    if (!mine) return;
    mine.delete(b);
    if (mine.size === 0) this.byPerson.delete(a);
  }
}

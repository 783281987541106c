import { describe, expect, it } from 'vitest';
import { BatchLog, FLUSH_ROWS, PENDING_MAX } from './batchLog.ts';
import type { Db } from './db.ts';

/** A log whose store is a list, reachable or not; its timer is an hour, so it never fires here. */
class ListLog extends BatchLog<number> {
  written: number[] = [];
  up = true;
  constructor() {
    const db = {
      selectFrom: () => ({
        select: () => ({
          limit: () => ({
            execute: () => (this.up ? Promise.resolve([]) : Promise.reject(new Error('away'))),
          }),
        }),
      }),
    } as unknown as Db;
    super(db, () => undefined, 3_600_000);
  }
  protected insert(rows: number[]): Promise<void> {
    if (!this.up) return Promise.reject(new Error('away'));
    this.written.push(...rows);
    return Promise.resolve();
  }
}

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('a batch of rows waiting for the store', () => {
  it('goes to the store once it holds FLUSH_ROWS rows, however late the timer runs', async () => {
    const log = new ListLog();
    // as a saturated event loop that has not run its timers: rows keep coming
    for (let i = 0; i < PENDING_MAX * 2; i += 2) log.add([i, i + 1]);
    await expect.poll(() => log.written.length).toBe(PENDING_MAX * 2);
    // every row, once, in order
    expect(log.written).toEqual(range(0, PENDING_MAX * 2));
  });

  it('keeps the newest PENDING_MAX rows or so while the store is away, and writes them when it is back', async () => {
    const log = new ListLog();
    log.up = false;
    log.add([0]);
    await expect(log.flush()).rejects.toThrow('away');
    for (let i = 1; i <= PENDING_MAX * 2; i++) log.add([i]);
    log.up = true;
    await log.flush();
    const kept = log.written.length;
    expect(kept).toBeGreaterThan(PENDING_MAX - 1_000);
    expect(kept).toBeLessThanOrEqual(PENDING_MAX);
    // the oldest went first
    expect(log.written).toEqual(range(PENDING_MAX * 2 - kept + 1, kept));
    // back to writing by number
    log.written = [];
    log.add(range(0, FLUSH_ROWS));
    await expect.poll(() => log.written.length).toBe(FLUSH_ROWS);
  });
});

import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring.ts';

describe('ExpiringMap', () => {
  it('returns a value until its time, then never again', () => {
    const m = new ExpiringMap<string, number>(10);
    m.set('a', 1, 100, 0);
    expect(m.get('a', 99)).toBe(1);
    expect(m.get('a', 100)).toBeUndefined();
    expect(m.size).toBe(0);
  });

  it('drops lapsed entries from the front as new ones come, and the oldest past capacity', () => {
    const m = new ExpiringMap<string, number>(3);
    m.set('a', 1, 10, 0);
    m.set('b', 2, 20, 0);
    m.set('c', 3, 30, 15); // 'a' lapsed at 10: dropped
    expect(m.size).toBe(2);
    m.set('d', 4, 40, 15);
    m.set('e', 5, 50, 15); // four live entries: the oldest ('b') goes
    expect(m.size).toBe(3);
    expect(m.get('b', 15)).toBeUndefined();
    expect([m.get('c', 15), m.get('d', 15), m.get('e', 15)]).toEqual([3, 4, 5]);
  });

  it('a key set again moves to the back; deleteWhere and clear forget', () => {
    const m = new ExpiringMap<string, number>(2);
    m.set('a', 1, 100, 0);
    m.set('b', 2, 100, 0);
    m.set('a', 3, 100, 0);
    m.set('c', 4, 100, 0); // 'b' is now the oldest
    expect(m.get('b', 1)).toBeUndefined();
    expect(m.get('a', 1)).toBe(3);
    m.deleteWhere((v) => v === 4);
    expect(m.get('c', 1)).toBeUndefined();
    m.clear();
    expect(m.size).toBe(0);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new ExpiringMap(0)).toThrow(/capacity/);
  });
});

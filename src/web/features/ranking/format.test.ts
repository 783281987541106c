import { describe, expect, it } from 'vitest';
import {
  boardRanks,
  compactPoints,
  formatCount,
  formatMonth,
  medalFor,
  mergePage,
  playerName,
} from './format.ts';

const item = (id: string, points = 10) => ({
  id,
  firebaseUid: id,
  username: null,
  displayName: null,
  countryCode: null,
  wins: 0,
  losses: 0,
  points,
});

describe('ranking formatting', () => {
  it('falls back from username to display name to a shortened id to User', () => {
    expect(playerName({ id: 'abc', username: 'neo', displayName: 'Thomas' })).toBe('neo');
    expect(playerName({ id: 'abc', username: ' ', displayName: 'Thomas' })).toBe('Thomas');
    expect(playerName({ id: '0123456789abcdef', username: null, displayName: null })).toBe(
      '012345…',
    );
    expect(playerName({ id: 'short', username: null, displayName: null })).toBe('short');
    expect(playerName({ id: '', username: null, displayName: null })).toBe('User');
  });

  it('writes points compactly', () => {
    expect(compactPoints(950)).toBe('950');
    expect(compactPoints(1500)).toBe('1.5k');
    expect(compactPoints(20_000)).toBe('20k');
    expect(compactPoints(2_300_000)).toBe('2.3M');
  });

  it("writes points and months in another language's own way", () => {
    expect(compactPoints(1500, 'es')).toBe('1,5\u00a0mil');
    expect(compactPoints(2_300_000, 'es')).toBe('2,3\u00a0M');
    // Arabic: the number first, then the word; Egyptian Arabic writes Arabic-Indic digits
    expect(compactPoints(1500, 'ar')).toBe('1.5\u00a0ألف');
    expect(compactPoints(1500, 'ar-EG')).toBe('١٫٥\u00a0ألف');
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount(12_345, 'es')).toBe('12.345');
    expect(formatMonth('2025-01', 'es')).toBe('enero de 2025');
    expect(formatMonth('2025-01', 'ar')).toBe('يناير 2025');
  });

  it('gives medals to the podium and a diamond to the rest', () => {
    expect([1, 2, 3, 4, 50].map((r) => medalFor(r).label)).toEqual([
      'Gold medal',
      'Silver medal',
      'Bronze medal',
      'Diamond',
      'Diamond',
    ]);
  });

  it('drops players already listed when a page is appended', () => {
    const merged = mergePage([item('a'), item('b')], [item('b'), item('c'), item('c')]);
    expect(merged.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('ranks ties together, as Your Rank does (1 + everyone with more points)', () => {
    const ranks = boardRanks([500, 300, 300, 300, 100, 100, 50].map((points) => ({ points })));
    expect(ranks).toEqual([1, 2, 2, 2, 5, 5, 7]);
    expect(boardRanks([])).toEqual([]);
  });

  it('names a month in UTC', () => {
    expect(formatMonth('2025-01')).toBe('January 2025');
    expect(formatMonth('2024-12')).toBe('December 2024');
  });
});

import { describe, expect, it } from 'vitest';
import type { Match } from '../matchmaking/match.ts';
import { callEvents } from './calls.ts';

const match = (over: Partial<Match> = {}): Match => ({
  id: 'm1',
  sockets: ['sa', 'sb'],
  users: ['ua', 'ub'],
  nodes: ['n', 'n'],
  devices: ['da', null],
  owner: 'n',
  startedAt: 1_000_000,
  game: null,
  away: [null, null],
  ...over,
});
const kinds = (rows: ReturnType<typeof callEvents>) => rows.map((r) => [r.user_id, r.kind]);

describe('what an ended call says about its people', () => {
  it('a partner pressing Next or Leave within 3 s is a quick leave for the one left', () => {
    expect(kinds(callEvents(match(), 'sa', 'next', 1_002_999))).toEqual([['ub', 'quickLeave']]);
    expect(callEvents(match(), 'sb', 'left', 1_000_500)[0]).toEqual({
      match_id: 'm1',
      user_id: 'ua',
      device_id: 'da',
      kind: 'quickLeave',
      at: 1_000_500,
    });
  });

  it('a dropped line, a later leave or a call to a contact says nothing', () => {
    expect(callEvents(match(), 'sa', 'disconnected', 1_001_000)).toEqual([]);
    expect(callEvents(match(), 'sa', 'next', 1_003_000)).toEqual([]);
    expect(callEvents(match({ contact: true }), 'sa', 'next', 1_001_000)).toEqual([]);
    expect(callEvents(match({ contact: true }), 'sa', 'next', 1_100_000)).toEqual([]);
  });

  it('a call of 60 s or more is a good call for both, however it ended', () => {
    expect(kinds(callEvents(match(), 'sb', 'disconnected', 1_060_000))).toEqual([
      ['ua', 'goodCall'],
      ['ub', 'goodCall'],
    ]);
    expect(callEvents(match(), 'sb', 'next', 1_059_999)).toEqual([]);
  });
});

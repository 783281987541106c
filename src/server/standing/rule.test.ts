import { describe, expect, it } from 'vitest';
import { STANDING_RULE, standingOf, type Signal } from './rule.ts';

const DAY = 24 * 60 * 60_000;
const T0 = 1_000 * DAY;
const report = (by: string[], at = T0, matchId: string | null = null): Signal => ({
  kind: 'report',
  at,
  by,
  matchId,
});

describe('standing: the rule on an injected clock', () => {
  it('someone new starts neutral, in the open lane, with no reasons', () => {
    expect(standingOf([], T0)).toEqual({ score: 0, lane: 'open', reasons: [] });
  });

  it('reports from two distinct reporters put a person in the slow lane; one does not', () => {
    expect(standingOf([report(['u:a'])], T0).lane).toBe('open');
    const two = standingOf([report(['u:a']), report(['u:b'])], T0);
    expect(two).toEqual({
      score: -3,
      lane: 'slow',
      reasons: [{ kind: 'report', count: 2, weight: -3 }],
    });
  });

  it('reports from the same reporter count once: the same account, device or address', () => {
    const sameAccount = [report(['u:a']), report(['u:a'], T0 - 1000)];
    expect(standingOf(sameAccount, T0).reasons).toEqual([
      { kind: 'report', count: 1, weight: -1.5 },
    ]);
    // two guest accounts of one browser, and a third on that browser's address
    const oneBrowser = [
      report(['u:g1', 'd:dev']),
      report(['u:g2', 'd:dev', 'a:1.2.3.4']),
      report(['u:g3', 'a:1.2.3.4']),
    ];
    expect(standingOf(oneBrowser, T0)).toMatchObject({ lane: 'open', score: -1.5 });
  });

  it('decays by half every 7 days: in the slow lane, then out again with time alone', () => {
    const signals = [
      report(['u:a']),
      report(['u:b']),
      { kind: 'block', at: T0, by: ['u:c'] },
    ] as Signal[];
    expect(standingOf(signals, T0)).toMatchObject({ score: -4, lane: 'slow' });
    expect(standingOf(signals, T0 + STANDING_RULE.halfLifeMs)).toMatchObject({
      score: -2,
      lane: 'open',
    });
    // out once -4 · 2^(-t/7d) rises above -2.5: after about 4.75 days
    expect(standingOf(signals, T0 + 4.7 * DAY).lane).toBe('slow');
    expect(standingOf(signals, T0 + 4.8 * DAY).lane).toBe('open');
    // a signal from the future (another node's clock ahead) does not count yet
    expect(standingOf([report(['u:a'], T0 + 1000)], T0).score).toBe(0);
  });

  it('recovers sooner with thumbs up and good calls, but a reported call is no good call', () => {
    const bad = [report(['u:a']), report(['u:b'])];
    const up: Signal = { kind: 'up', at: T0 + 1000, by: ['u:c'] };
    expect(standingOf([...bad, up], T0 + 1000)).toMatchObject({ score: -2, lane: 'open' });
    const good = (matchId: string): Signal => ({ kind: 'goodCall', at: T0 + 1000, matchId });
    expect(standingOf([...bad, good('m1'), good('m2')], T0 + 1000)).toMatchObject({
      score: -2.5,
      lane: 'slow',
    });
    expect(standingOf([...bad, good('m1'), good('m2'), good('m3')], T0 + 1000).lane).toBe('open');
    // the call a report names does not help
    const reportedCall = [report(['u:a'], T0, 'm1'), report(['u:b']), good('m1'), good('m2')];
    expect(standingOf(reportedCall, T0 + 1000).reasons).toContainEqual({
      kind: 'goodCall',
      count: 1,
      weight: 0.25,
    });
    // thumbs up count once per rater
    expect(standingOf([up, { ...up, at: T0 + 2000 }], T0 + 2000).score).toBe(1);
  });

  it('good calls and thumbs up add at most 3: a good history does not cancel new reports', () => {
    const ups = Array.from({ length: 10 }, (_, i): Signal => ({
      kind: 'up',
      at: T0,
      by: [`u:${i}`],
    }));
    expect(standingOf(ups, T0).score).toBe(3);
    const reports = ['a', 'b', 'c', 'd'].map((r) => report([`u:${r}`]));
    expect(standingOf([...ups, ...reports], T0)).toMatchObject({ score: -3, lane: 'slow' });
  });

  it('partners leaving within 3 s count only from the third within 24 h', () => {
    const leave = (at: number): Signal => ({ kind: 'quickLeave', at });
    expect(standingOf([leave(T0), leave(T0 + 1000)], T0 + 2000).score).toBe(0);
    const three = [leave(T0), leave(T0 + 1000), leave(T0 + 2000)];
    expect(standingOf(three, T0 + 2000).reasons).toEqual([
      { kind: 'quickLeave', count: 1, weight: -0.5 },
    ]);
    // spread over days, none is the third within 24 h
    expect(standingOf([leave(T0), leave(T0 + DAY), leave(T0 + 2 * DAY)], T0 + 2 * DAY).score).toBe(
      0,
    );
    // eight in an evening: six count, slow lane
    const evening = Array.from({ length: 8 }, (_, i) => leave(T0 + i * 60_000));
    expect(standingOf(evening, T0 + DAY / 2)).toMatchObject({ lane: 'slow' });
    expect(standingOf(evening, T0 + DAY / 2).reasons[0]?.count).toBe(6);
  });

  it('the reasons name each kind with its weight now, heaviest first', () => {
    const at = T0 - STANDING_RULE.halfLifeMs;
    const signals: Signal[] = [
      report(['u:a'], at),
      { kind: 'down', at: T0, by: ['u:r'] },
      { kind: 'block', at: T0, by: ['u:b', 'd:x'] },
      { kind: 'block', at: T0, by: ['u:b2', 'd:x'] },
    ];
    expect(standingOf(signals, T0).reasons).toEqual([
      { kind: 'block', count: 1, weight: -1 },
      { kind: 'down', count: 1, weight: -1 },
      { kind: 'report', count: 1, weight: -0.75 },
    ]);
  });
});

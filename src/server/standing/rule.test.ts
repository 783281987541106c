import { describe, expect, it } from 'vitest';
import { STANDING_RULE, standingOf, type Signal } from './rule.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
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
    // a week on: -2, above the entry mark but not above the exit mark, so still slow
    expect(standingOf(signals, T0 + STANDING_RULE.halfLifeMs)).toMatchObject({
      score: -2,
      lane: 'slow',
    });
    // out once -4 · 2^(-t/7d) rises above -1.5: after about 9.9 days
    expect(standingOf(signals, T0 + 9.85 * DAY).lane).toBe('slow');
    expect(standingOf(signals, T0 + 9.95 * DAY).lane).toBe('open');
    // a signal from the future (another node's clock ahead) does not count yet
    expect(standingOf([report(['u:a'], T0 + 1000)], T0).score).toBe(0);
  });

  it('recovers sooner with thumbs up and good calls, but a reported call is no good call', () => {
    const bad = [report(['u:a']), report(['u:b'])];
    const up = (by: string): Signal => ({ kind: 'up', at: T0 + 1000, by: [`u:${by}`] });
    // one thumbs up lifts them to -2: still short of the exit mark
    expect(standingOf([...bad, up('c')], T0 + 1000)).toMatchObject({ score: -2, lane: 'slow' });
    expect(standingOf([...bad, up('c'), up('d')], T0 + 1000)).toMatchObject({
      score: -1,
      lane: 'open',
    });
    const good = (matchId: string): Signal => ({ kind: 'goodCall', at: T0 + 1000, matchId });
    const calls = (n: number) => Array.from({ length: n }, (_, i) => good(`m${i + 1}`));
    // six good calls: -1.5, not above it; the seventh lets them out
    expect(standingOf([...bad, ...calls(6)], T0 + 1000)).toMatchObject({
      score: -1.5,
      lane: 'slow',
    });
    expect(standingOf([...bad, ...calls(7)], T0 + 1000).lane).toBe('open');
    // the call a report names does not help
    const reportedCall = [report(['u:a'], T0, 'm1'), report(['u:b']), good('m1'), good('m2')];
    expect(standingOf(reportedCall, T0 + 1000).reasons).toContainEqual({
      kind: 'goodCall',
      count: 1,
      weight: 0.25,
    });
    // thumbs up count once per rater
    const one = up('c');
    expect(standingOf([one, { ...one, at: T0 + 2000 }], T0 + 2000).score).toBe(1);
  });

  it('hysteresis: in at -2.5, out only above -1.5, so a person near the mark does not flap', () => {
    const block = (by: string, at: number): Signal => ({ kind: 'block', at, by: [`u:${by}`] });
    // a report and a block: -2.5, in
    const entered = [report(['u:a']), block('b', T0)];
    expect(standingOf(entered, T0)).toMatchObject({ score: -2.5, lane: 'slow' });
    // a day on, -2.26: the old rule would have let them out; they stay until above -1.5
    expect(standingOf(entered, T0 + DAY)).toMatchObject({ score: -2.26, lane: 'slow' });
    expect(standingOf(entered, T0 + 5.1 * DAY)).toMatchObject({ score: -1.51, lane: 'slow' });
    expect(standingOf(entered, T0 + 5.2 * DAY)).toMatchObject({ score: -1.49, lane: 'open' });
    // out: a new block brings them to -2.49, between the marks, and they stay out
    const again = [...entered, block('c', T0 + 5.2 * DAY)];
    expect(standingOf(again, T0 + 5.2 * DAY)).toMatchObject({ score: -2.49, lane: 'open' });
    // one more signal at or below the entry mark puts them back in
    const down: Signal = { kind: 'down', at: T0 + 5.3 * DAY, by: ['u:d'] };
    expect(standingOf([...again, down], T0 + 5.3 * DAY).lane).toBe('slow');

    // never in: the same numbers reached without ever touching -2.5 leave them open
    const gradual = [report(['u:a'], T0 - 3 * DAY), block('b', T0)];
    expect(standingOf(gradual, T0)).toMatchObject({ score: -2.11, lane: 'open' });

    // in, then out with two thumbs up, then a block: between the marks, still out
    const out: Signal[] = [
      report(['u:a']),
      report(['u:b']),
      { kind: 'up', at: T0 + HOUR, by: ['u:c'] },
      { kind: 'up', at: T0 + HOUR, by: ['u:d'] },
      block('e', T0 + 2 * HOUR),
    ];
    expect(standingOf(out.slice(0, 2), T0).lane).toBe('slow');
    expect(standingOf(out.slice(0, 4), T0 + HOUR).lane).toBe('open');
    expect(standingOf(out, T0 + 2 * HOUR)).toMatchObject({ score: -1.98, lane: 'open' });
  });

  it('an age signal weighs -1 once per reporter; an open bot flag holds the slow lane until cleared', () => {
    const age = (by: string[], at = T0): Signal => ({ kind: 'age', at, by });
    expect(standingOf([age(['u:a', 'd:x']), age(['u:b', 'd:x'])], T0)).toEqual({
      score: -1,
      lane: 'open',
      reasons: [{ kind: 'age', count: 1, weight: -1 }],
    });
    const bot: Signal = { kind: 'bot', at: T0 };
    const ups = ['a', 'b', 'c'].map((r): Signal => ({ kind: 'up', at: T0, by: [`u:${r}`] }));
    // however good the rest, and however old the flag, the lane is slow while it stands
    expect(standingOf([bot, ...ups], T0 + 100 * DAY)).toMatchObject({ lane: 'slow' });
    expect(standingOf([bot], T0 + 100 * DAY)).toEqual({
      score: -3,
      lane: 'slow',
      reasons: [{ kind: 'bot', count: 1, weight: -3 }],
    });
    // cleared (no longer read), nothing of it remains: the lane is the other signals' answer
    expect(standingOf(ups, T0)).toMatchObject({ score: 3, lane: 'open' });
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

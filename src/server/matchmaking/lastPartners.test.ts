import { describe, expect, it } from 'vitest';
import { LastPartners, RECENT_MATCHES_PER_USER } from './lastPartners.ts';

const match = (id: string, users: [string, string]) => ({
  id,
  sockets: [`s-${users[0]}-${id}`, `s-${users[1]}-${id}`] as [string, string],
  users,
  devices: [`d-${users[0]}`, null] as [string | null, string | null],
  countries: [
    { country: 'Germany', countryCode: 'DE' },
    { country: 'Kenya', countryCode: 'KE' },
  ] as [{ country: string; countryCode: string }, { country: string; countryCode: string }],
});

describe('recent matches per person', () => {
  it('names the person across in a recent match, for either side, and nobody else', () => {
    const last = new LastPartners(60_000);
    last.ended(match('m1', ['ann', 'bob']), 0);
    last.ended(match('m2', ['ann', 'cy']), 10);
    expect(last.across('ann', 'm1', 20)).toEqual({
      matchId: 'm1',
      userId: 'bob',
      socketId: 's-bob-m1',
      deviceId: null,
      where: { country: 'Kenya', countryCode: 'KE' },
    });
    expect(last.across('bob', 'm1', 20)).toMatchObject({ userId: 'ann', deviceId: 'd-ann' });
    expect(last.across('ann', 'm2', 20)?.userId).toBe('cy');
    // not in that match, or no such match
    expect(last.across('cy', 'm1', 20)).toBeUndefined();
    expect(last.across('ann', 'm3', 20)).toBeUndefined();
  });

  it('forgets a match once the window passed, and keeps only the last few per person', () => {
    const last = new LastPartners(60_000);
    for (let i = 0; i <= RECENT_MATCHES_PER_USER; i++)
      last.ended(match(`m${i}`, ['ann', `p${i}`]), i);
    expect(last.across('ann', 'm0', 10)).toBeUndefined();
    expect(last.across('ann', 'm1', 10)?.userId).toBe('p1');
    expect(last.across('ann', `m${RECENT_MATCHES_PER_USER}`, 60_000)?.userId).toBeDefined();
    expect(last.across('ann', 'm1', 60_001)).toBeUndefined();
    last.prune(60_000 + RECENT_MATCHES_PER_USER);
    expect(last.across('ann', `m${RECENT_MATCHES_PER_USER}`, 0)).toBeUndefined();
  });

  it('keeps a person’s matches when their socket goes (the next one may report)', () => {
    const last = new LastPartners(60_000);
    last.ended(match('m1', ['ann', 'bob']), 0);
    last.forget('s-ann-m1');
    expect(last.find('s-ann-m1', 's-bob-m1', 1)).toBeUndefined();
    expect(last.across('ann', 'm1', 1)?.userId).toBe('bob');
  });
});

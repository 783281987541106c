import type { Avoidance } from './avoidances.ts';
import type { Pair, QueueEntry, QueueOptions } from './queue.ts';

/**
 * Arrivals and clock ticks with the pairs they must give, run over the in-memory queue
 * (queue.test.ts) and the Redis queue (redisQueue.redis.test.ts): the two must agree.
 * Arrival times are distinct, so neither queue's order of equal times decides anything.
 */
export interface Arrival {
  id: string;
  at: number;
  languages?: string[];
  interests?: string[];
  /** where the searcher is (the server's geo lookup) */
  country?: string;
  prefers?: string;
  /** in the slow lane */
  slow?: boolean;
  /** the person, when not `u-<id>` (the same person searching again) */
  userId?: string;
}
/** `by` skipped `other` (pressed Next) earlier: the two are kept apart for 10 minutes */
export type Step = Arrival | { tick: number } | { skip: [by: string, other: string] };
export interface QueueCase {
  name: string;
  options?: Partial<QueueOptions>;
  steps: Step[];
  /** every pair made, in order: [waited longer, the other, sharedLanguage] */
  pairs: [string, string, string | null][];
}

export const LANGUAGE_CASES: QueueCase[] = [
  {
    name: 'two who share a language meet before a longer-waiting person who does not share it',
    steps: [
      { id: 'en', at: 0, languages: ['en'] },
      { id: 'es1', at: 1000, languages: ['es'] },
      { id: 'es2', at: 2000, languages: ['es-MX'] },
      { tick: 4999 },
      { tick: 5000 },
    ],
    pairs: [['es1', 'es2', 'es']],
  },
  {
    name: 'after the configured wait both widen to anyone, and no language is shared',
    options: { anyoneMatchesAfterMs: 3000 },
    steps: [
      { id: 'en', at: 0, languages: ['en'] },
      { id: 'es', at: 1000, languages: ['es'] },
      { tick: 2999 },
      { tick: 3000 }, // en accepts anyone now, es not yet
      { tick: 3999 },
      { tick: 4000 },
    ],
    pairs: [['en', 'es', null]],
  },
  {
    name: 'the preferred country ranks second: above a longer wait',
    steps: [
      { id: 'spain', at: 0, languages: ['es'], country: 'ES' },
      { id: 'mexico', at: 100, languages: ['en'], country: 'MX' },
      { id: 'me', at: 200, languages: ['es', 'en'], country: 'US', prefers: 'MX' },
    ],
    pairs: [['mexico', 'me', 'en']],
  },
  {
    name: 'the preferred country ranks above interests in common',
    steps: [
      { id: 'mx', at: 0, languages: ['es'], interests: ['chess'], country: 'MX' },
      { id: 'es', at: 100, languages: ['en'], interests: ['chess', 'golf'], country: 'ES' },
      { id: 'me', at: 200, languages: ['en', 'es'], interests: ['chess', 'golf'], prefers: 'MX' },
    ],
    pairs: [['mx', 'me', 'es']],
  },
  {
    name: 'interests rank third: more in common wins among those who share a language',
    steps: [
      { id: 'one', at: 0, languages: ['es'], interests: ['chess'], country: 'ES' },
      { id: 'two', at: 100, languages: ['en'], interests: ['chess', 'golf'], country: 'ES' },
      { id: 'me', at: 200, languages: ['es', 'en'], interests: ['chess', 'golf'], prefers: 'MX' },
    ],
    pairs: [['two', 'me', 'en']],
  },
  {
    name: 'a shared language ranks above the preferred country',
    steps: [
      { skip: ['mx', 'es'] }, // so the two widened ones below do not meet each other
      { id: 'mx', at: 0, interests: ['golf'], country: 'MX' },
      { id: 'es', at: 100, languages: ['es'], interests: ['chess'], country: 'ES' },
      { tick: 5000 },
      { tick: 5100 },
      // both accept anyone now; 'mx' named no language (an older client), so fits 'me' too
      { id: 'me', at: 5200, languages: ['es'], prefers: 'MX' },
    ],
    pairs: [['es', 'me', 'es']],
  },
  {
    name: 'a language is its primary subtag; the best ranked for both is named, ties in the order of who waited longer',
    steps: [
      { id: 'br', at: 0, languages: ['pt-BR', 'en'] },
      { id: 'pt', at: 100, languages: ['en', 'pt-PT'] },
      { id: 'a', at: 200, languages: ['de', 'fr'] },
      { id: 'b', at: 300, languages: ['ja', 'fr', 'de'] },
    ],
    pairs: [
      ['br', 'pt', 'pt'],
      ['a', 'b', 'de'],
    ],
  },
  {
    name: 'a search without languages (an older client) fits anyone, and shares none',
    steps: [
      { id: 'es', at: 0, languages: ['es'] },
      { id: 'old', at: 100 },
    ],
    pairs: [['es', 'old', null]],
  },
];

export const LANE_CASES: QueueCase[] = [
  {
    name: 'the slow lane meets only the slow lane, even past the longer wait of the open lane',
    steps: [
      { id: 'open1', at: 0 },
      { id: 'slow1', at: 100, slow: true },
      { id: 'slow2', at: 200, slow: true },
      { id: 'open2', at: 300 },
    ],
    pairs: [
      ['slow1', 'slow2', null],
      ['open1', 'open2', null],
    ],
  },
  {
    name: 'widening after a wait does not cross lanes: a lone slow searcher keeps waiting',
    steps: [
      { id: 'slow', at: 0, slow: true, languages: ['en'] },
      { id: 'open', at: 100, languages: ['en'] },
      { tick: 60_000 },
      { id: 'open2', at: 60_100, languages: ['es'] },
      { tick: 120_000 },
      { id: 'slow2', at: 120_100, slow: true, languages: ['en'] },
    ],
    pairs: [
      ['open', 'open2', null],
      ['slow', 'slow2', 'en'],
    ],
  },
  {
    name: 'a recent partner is met again when the only other searcher is in the other lane',
    steps: [
      { id: 'a', at: 0 },
      { id: 'b', at: 100 },
      { id: 'slow', at: 200, slow: true },
      { id: 'a2', at: 300, userId: 'u-a' },
      { id: 'b2', at: 400, userId: 'u-b' },
    ],
    pairs: [
      ['a', 'b', null],
      ['a2', 'b2', null],
    ],
  },
];

/** The queue entry of an arrival. */
export function entryOfArrival(a: Arrival): QueueEntry {
  return {
    socketId: a.id,
    userId: a.userId ?? `u-${a.id}`,
    interests: a.interests ?? [],
    joinedAt: a.at,
    node: 'n1',
    countryCode: a.country ?? 'US',
    ...(a.languages ? { languages: a.languages } : {}),
    ...(a.prefers ? { prefersCountry: a.prefers } : {}),
    ...(a.slow ? { slow: true as const } : {}),
  };
}

/** Runs a case's steps through a queue's join and tick; returns the pairs made, in order. */
export async function playCase(
  steps: Step[],
  queue: {
    join(e: QueueEntry): Promise<Pair | null> | Pair | null;
    tick(now: number): Promise<Pair[]> | Pair[];
    avoid(a: Avoidance, now: number): Promise<void> | void;
  },
): Promise<[string, string, string | null][]> {
  const out: [string, string, string | null][] = [];
  const note = (p: Pair) => out.push([p.first.socketId, p.second.socketId, p.sharedLanguage]);
  for (const step of steps) {
    if ('tick' in step) (await queue.tick(step.tick)).forEach(note);
    else if ('skip' in step)
      await queue.avoid({ by: `u-${step.skip[0]}`, other: `u-${step.skip[1]}`, until: 600_000 }, 0);
    else {
      const pair = await queue.join(entryOfArrival(step));
      if (pair) note(pair);
    }
  }
  return out;
}

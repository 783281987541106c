import { randomUUID } from 'node:crypto';
import type { Db } from '../store/db.ts';

const FIRST = [
  'alex',
  'sam',
  'maria',
  'li',
  'noah',
  'emma',
  'yuki',
  'omar',
  'zoe',
  'ivan',
  'ana',
  'leo',
  'nina',
  'raj',
  'kim',
  'tom',
  'eva',
  'max',
  'sofia',
  'ali',
];
const SECOND = [
  'fox',
  'star',
  'wave',
  'blaze',
  'nova',
  'pixel',
  'storm',
  'quest',
  'jazz',
  'echo',
  'byte',
  'ace',
  'sun',
  'moon',
  'rock',
  'leaf',
];
const COUNTRIES = [
  'US',
  'GB',
  'DE',
  'FR',
  'ES',
  'IT',
  'BR',
  'MX',
  'IN',
  'JP',
  'KR',
  'CA',
  'AU',
  'NL',
  'SE',
  'PL',
  'TR',
  'NG',
  'ZA',
  'AR',
  'PH',
  'ID',
  'EG',
  'PT',
];

/** Deterministic PRNG (mulberry32) so a seed gives the same demo every time. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PlayerInput {
  id?: string;
  username?: string | null;
  displayName?: string | null;
  countryCode?: string | null;
  anonymous?: boolean;
  now?: number;
}

export function userRow(p: PlayerInput, id: string) {
  const now = p.now ?? Date.now();
  return {
    id,
    provider: p.anonymous ? 'guest' : 'google',
    provider_subject: p.anonymous ? null : `demo:${id}`,
    is_anonymous: p.anonymous ? 1 : 0,
    display_name: p.displayName ?? null,
    email: null,
    username: p.username ?? null,
    username_lower: p.username ? p.username.toLowerCase() : null,
    username_changed_at: null,
    country: null,
    country_code: p.countryCode ?? null,
    device_id: null,
    created_at: now,
    last_seen_at: now,
    banned_until: null,
    ban_reason: null,
  };
}

/** A signed-in (or, with `anonymous`, guest) user with no points; returns its id. */
export async function createPlayer(db: Db, p: PlayerInput = {}): Promise<string> {
  const id = p.id ?? randomUUID();
  await db.insertInto('users').values(userRow(p, id)).execute();
  return id;
}

export function demoProfile(i: number, random: () => number): PlayerInput {
  const first = FIRST[Math.floor(random() * FIRST.length)]!;
  const second = SECOND[Math.floor(random() * SECOND.length)]!;
  const roll = random();
  const country = random();
  return {
    // a few players only have a display name, a few have no name at all (shortened id)
    username: roll < 0.85 ? `${first}_${second}${i}`.slice(0, 20) : null,
    displayName: roll < 0.97 ? `${first[0]!.toUpperCase()}${first.slice(1)} ${second}` : null,
    countryCode:
      country < 0.9
        ? COUNTRIES[Math.floor(random() * COUNTRIES.length)]!
        : country < 0.97
          ? null
          : 'UN',
  };
}

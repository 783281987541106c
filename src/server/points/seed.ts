/**
 * `npm run seed:demo [-- --players N --seasons K]`: fills DATABASE_URL with demo players,
 * games and ledger rows across several seasons. Small runs play real games through the
 * ledger; large runs (the 1,000,000-player benchmark) write totals in batches. Operators
 * run it by hand; `npm start` never does.
 */
import { seasonIdOf, seasonRange, shiftMonth } from '../../shared/rules/season.ts';
import { loadConfig } from '../config.ts';
import { migrate, openStore, type Db } from '../store/db.ts';
import { createPlayer, demoProfile, prng } from './demoPlayers.ts';
import { recordGameResult, type PlayerResult } from './games.ts';
import { seedBulk } from './seedBulk.ts';

export { createPlayer, prng, type PlayerInput } from './demoPlayers.ts';
export { seedBulk } from './seedBulk.ts';

export interface SeedOptions {
  players: number;
  seasons: number;
  now?: number;
  seed?: number;
  log?: (line: string) => void;
}

/** Players who play real games (through recordGameResult) spread over the last seasons. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<{ games: number }> {
  const now = options.now ?? Date.now();
  const random = prng(options.seed ?? 1);
  const ids: string[] = [];
  for (let i = 0; i < options.players; i++) {
    ids.push(await createPlayer(db, { ...demoProfile(i, random), now }));
  }
  for (let i = 0; i < Math.max(2, Math.floor(options.players / 20)); i++) {
    ids.push(await createPlayer(db, { anonymous: true, now }));
  }
  // Skewed picks: a few regulars play a lot, most play a little.
  const pick = () => ids[Math.floor(ids.length * random() ** 2)]!;
  let games = 0;
  for (let s = options.seasons - 1; s >= 0; s--) {
    const season = shiftMonth(seasonIdOf(now), -s);
    const [start, end] = seasonRange(season);
    const span = Math.min(end, now) - start;
    const times = Array.from({ length: options.players * 3 }, () => start + random() * span);
    for (const time of times.sort((a, b) => a - b)) {
      const a = pick();
      const b = pick();
      if (a === b) continue;
      const roll = random();
      const [ra, rb]: PlayerResult[] =
        roll < 0.42
          ? ['victory', 'defeat']
          : roll < 0.84
            ? ['defeat', 'victory']
            : roll < 0.96
              ? ['draw', 'draw']
              : ['ended', 'ended'];
      await recordGameResult(db, {
        matchId: `demo-${season}-${games++}`,
        gameType: random() < 0.5 ? 'trivia' : 'laugh',
        players: [
          { userId: a, result: ra! },
          { userId: b, result: rb! },
        ],
        now: Math.floor(time),
      });
    }
    options.log?.(`season ${season}: played through ${games} games`);
  }
  return { games };
}

async function main(): Promise<void> {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(`--${name}`);
    const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
    if (!Number.isSafeInteger(value) || value < 1)
      throw new Error(`--${name} must be a positive whole number`);
    return value;
  };
  const players = arg('players', 300);
  const seasons = arg('seasons', 4);
  const url = loadConfig(process.env).DATABASE_URL;
  const store = openStore(url);
  try {
    await migrate(store);
    const started = Date.now();
    const log = (line: string) => console.log(line);
    console.log(`Seeding ${players} demo players over ${seasons} seasons into ${url}`);
    if (players > 5000) await seedBulk(store.db, { players, seasons, log });
    else await seedDemo(store.db, { players, seasons, log });
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await store.close();
  }
}

if (import.meta.main) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

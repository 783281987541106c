/**
 * Leaderboard latency on 1,000,000 seeded players: first page, a deep cursor page and
 * /api/leaderboard/me, for both boards, over real HTTP on loopback. SQLite always;
 * PostgreSQL too when BENCH_POSTGRES_URL is set. Target: p99 <= 20 ms each on SQLite.
 *
 * The seeded store is kept (BENCH_SQLITE_FILE, default /tmp/matchup-bench-<n>.db; schema
 * bench_leaderboard_<n> on PostgreSQL) so later runs skip the seeding.
 * BENCH_PLAYERS (default 1000000) and BENCH_REQUESTS (default 1000) scale it; BENCH_ENGINES
 * (default sqlite,postgres) picks engines.
 */
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { createServer } from '../src/server/app.ts';
import { loadSigningKey } from '../src/server/auth/secret.ts';
import { createTokenService } from '../src/server/auth/tokens.ts';
import { loadConfig } from '../src/server/config.ts';
import { encodeCursor } from '../src/server/points/leaderboard.ts';
import { prng, seedBulk } from '../src/server/points/seed.ts';
import { migrate, openStore, type Store } from '../src/server/store/db.ts';
import { seasonIdOf } from '../src/shared/rules/season.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const SEASONS = 3;

async function prepare(store: Store, schema?: string): Promise<void> {
  await migrate(store, schema);
  const { n } = await store.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) >= PLAYERS) return console.log(`  reusing ${Number(n)} seeded players`);
  if (Number(n) > 0) throw new Error('The bench store holds other data; remove it first.');
  const started = Date.now();
  let last = 0;
  await seedBulk(store.db, {
    players: PLAYERS,
    seasons: SEASONS,
    log: (line) => {
      if (Date.now() - last > 10_000) console.log(`  seeding: ${line}`);
      last = Date.now();
    },
  });
  console.log(`  seeded ${PLAYERS} players in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await sql`analyze`.execute(store.db); // fresh statistics for the planners
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(label: string, paths: () => [string, string?]): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 50; i++) {
    const [url, token] = paths();
    const started = performance.now();
    const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const body = (await res.json()) as { items?: unknown[]; rank?: number | null };
    const elapsed = performance.now() - started;
    if (res.status !== 200 || (body.items && !body.items.length) || body.rank === null)
      throw new Error(`${label}: unexpected answer ${res.status} ${JSON.stringify(body)}`);
    if (i >= 50) times.push(elapsed); // the first 50 warm caches up
  }
  times.sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(2).padStart(7)} ms`;
  console.log(
    `  ${label.padEnd(30)} p50 ${f(percentile(times, 50))}   p99 ${f(percentile(times, 99))}`,
  );
}

async function run(engine: string, url: string, schema?: string): Promise<void> {
  // p99 on a shared 2-core machine tracks its load more than the queries: print it beside.
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`\n${engine}: ${PLAYERS} players, ${REQUESTS} requests per figure`);
  const store = openStore(url, { schema });
  await prepare(store, schema);
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off', METRICS: 'false' });
  const services = await createServer(config, { store, schema, logger: false });
  await services.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(services.app.server.address() as AddressInfo).port}`;
  const db = store.db;
  const season = seasonIdOf(Date.now());
  const random = prng(42);
  try {
    // Deep cursors: positions spread over the lower half of each board.
    const deep = async (board: string) => {
      const cursors: string[] = [];
      const src =
        board === 'all'
          ? sql`select points_all_time as points, sort_name as name, id from users
              where is_anonymous = 0 and points_all_time > 0
              order by points_all_time desc, sort_name, id`
          : sql`select points, sort_name as name, user_id as id from season_points
              where season_id = ${board} and points > 0 order by points desc, sort_name, user_id`;
      const total = await sql<{ n: number }>`select count(*) as n from (${src}) t`.execute(db);
      for (let i = 0; i < 10; i++) {
        const offset = Math.floor(Number(total.rows[0]!.n) * (0.5 + 0.45 * random()));
        const row = await sql<{ points: number; name: string; id: string }>`${src}
          limit 1 offset ${offset}`.execute(db);
        cursors.push(encodeCursor(board, { ...row.rows[0]!, points: Number(row.rows[0]!.points) }));
      }
      return cursors;
    };
    const deepAll = await deep('all');
    const deepSeason = await deep(season);
    const tokens = createTokenService(await loadSigningKey(db, undefined));
    const sample = await sql<{ id: string }>`select id from users
      where is_anonymous = 0 and points_all_time > 0 order by random() limit 1000`.execute(db);
    const seasonal = await sql<{ id: string }>`select user_id as id from season_points
      where season_id = ${season} and points > 0 order by random() limit 1000`.execute(db);
    const signed = async (ids: { id: string }[]) =>
      Promise.all(ids.map(({ id }) => tokens.sign({ userId: id, anonymous: false })));
    const allTokens = await signed(sample.rows);
    const seasonTokens = await signed(seasonal.rows);
    const any = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;

    await measure('all-time first page', () => [`${base}/api/leaderboard?scope=all_time`]);
    await measure('all-time deep cursor page', () => [
      `${base}/api/leaderboard?scope=all_time&cursor=${any(deepAll)}`,
    ]);
    await measure('all-time /me', () => [`${base}/api/leaderboard/me?season=all`, any(allTokens)]);
    await measure('seasonal first page', () => [
      `${base}/api/leaderboard?scope=seasonal&seasonId=${season}`,
    ]);
    await measure('seasonal deep cursor page', () => [
      `${base}/api/leaderboard?scope=seasonal&seasonId=${season}&cursor=${any(deepSeason)}`,
    ]);
    await measure('seasonal /me', () => [
      `${base}/api/leaderboard/me?season=${season}`,
      any(seasonTokens),
    ]);
    console.log(`  (load average while measuring: ${load()}; ${cpus().length} cores)`);
  } finally {
    await services.close();
  }
}

// BENCH_ENGINES=postgres runs one engine only (e.g. while the other's store is still seeding).
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const sqliteFile = process.env.BENCH_SQLITE_FILE ?? `/tmp/matchup-bench-${PLAYERS}.db`;
if (engines.includes('sqlite')) await run('SQLite', `sqlite:${sqliteFile}`);
if (engines.includes('postgres') && process.env.BENCH_POSTGRES_URL) {
  await run('PostgreSQL', process.env.BENCH_POSTGRES_URL, `bench_leaderboard_${PLAYERS}`);
} else if (engines.includes('postgres')) {
  console.log('\nPostgreSQL: skipped (set BENCH_POSTGRES_URL to run it)');
}

import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type PgModule from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

let pgModule: typeof PgModule | undefined;
/**
 * The PostgreSQL driver, loaded by the first PostgreSQL store: a node on SQLite (one process)
 * never holds its code in memory.
 */
function loadPg(): typeof PgModule {
  if (pgModule) return pgModule;
  pgModule = createRequire(import.meta.url)('pg') as typeof PgModule;
  // int8 (bigint) columns hold epoch-ms times and counters that fit in a double.
  pgModule.types.setTypeParser(20, (v) => Number(v));
  return pgModule;
}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export interface Store {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
  /**
   * A number that has moved if another connection (another process, another node) committed
   * since it was last read, known at the moment of the call: SQLite's data_version. Undefined
   * where that cannot be known without a round trip (PostgreSQL): then read the store itself.
   */
  bansVersion(): number | undefined;
}

export interface StoreOptions {
  /** PostgreSQL only: a schema to create and use (tests isolate themselves with it). */
  schema?: string;
  /**
   * PostgreSQL only: an idle pooled connection the server dropped (a restart, a failover).
   * The pool has already let it go and opens a new one on the next query; this only reports.
   */
  onIdleError?: (err: Error) => void;
}

/** Each SQLite store's file, for what writes it from another thread (store/writer.ts). */
const sqliteFiles = new WeakMap<Db, string>();

/** The file behind a SQLite store; undefined for PostgreSQL and an in-memory store. */
export function sqliteFileOf(db: Db): string | undefined {
  return sqliteFiles.get(db);
}

export function openStore(url: string, options: StoreOptions = {}): Store {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    // Kysely prepares every query anew; compiling SQL dominated the server's CPU profile,
    // so prepared statements are kept by their SQL text (there are a few hundred at most).
    const statements = new Map<string, SQLite.Statement>();
    const cached = {
      close: () => database.close(),
      prepare(sqlText: string) {
        let statement = statements.get(sqlText);
        if (!statement) {
          if (statements.size >= 1000) statements.clear();
          statement = database.prepare(sqlText);
          statements.set(sqlText, statement);
        }
        return statement;
      },
    };
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
    const version = new SqliteVersion(database, file);
    if (file !== ':memory:' && file !== '') sqliteFiles.set(db, resolve(file));
    return {
      db,
      engine: 'sqlite',
      close: () => db.destroy(),
      bansVersion: () => version.current(),
    };
  }
  const connection = {
    connectionString: url,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  // No connectionTimeoutMillis here: pg-pool counts a request's wait for a free connection
  // against it, so under load (ten connections, many awards at once) it failed healthy work.
  const pool = new (loadPg().Pool)({ ...connection, max: 10 });
  // Without a listener, an idle client's error (the server restarting cuts every connection)
  // is an unhandled 'error' event, and the process exits.
  pool.on('error', (err) => options.onIdleError?.(err));
  // A client lent out (a query or a transaction under way) has no pool listener: the server
  // going away then emits 'error' on the client itself, unhandled, and the process exited (a
  // node died in a PostgreSQL outage). The query in flight is rejected anyway, and the pool
  // drops the dead client when it comes back; this listener only keeps the event handled.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    close: () => db.destroy(),
    // No synchronous proof exists here: a NOTIFY of the bans trigger (migration 0006) reaches
    // this node after the writer's commit has returned, so an entry handled in between would
    // trust a cache that misses the ban. Every entry reads the person's row instead.
    bansVersion: () => undefined,
  };
}

/**
 * SQLite's data_version moves only when another connection commits (the operator CLI, a second
 * process on the same file); this process's own writes leave it alone. It is read on every call:
 * a file watch that pushed changes instead (inotify) arrived an event-loop turn or more after
 * the other process's commit, and an entry handled in between trusted a cache that missed the
 * ban (a banned person resumed their match). One prepared pragma, no I/O: the page cache
 * answers it. An in-memory database has no other connection: its version never moves.
 */
class SqliteVersion {
  private readonly read: () => number;

  constructor(database: SQLite.Database, file: string) {
    if (file === ':memory:' || file === '') {
      this.read = () => 0;
      return;
    }
    const statement = database.prepare('PRAGMA data_version').pluck();
    this.read = () => statement.get() as number;
  }

  current(): number {
    return this.read();
  }
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrate(store: Store, schema?: string): Promise<string[]> {
  if (schema && store.engine === 'postgres') {
    // "if not exists" is not atomic: of two nodes creating it at once, one may get a
    // duplicate-key error although the schema is there; only a schema still missing is an error
    await sql`create schema if not exists ${sql.id(schema)}`
      .execute(store.db)
      .catch(async (err) => {
        const { rows } = await sql`select 1 from pg_namespace where nspname = ${schema}`.execute(
          store.db,
        );
        if (!rows.length) throw err;
      });
  }
  // On PostgreSQL the migrator must be told its schema: it looks for its bookkeeping tables in
  // every schema of the database, so another schema's copy would hide a missing one in ours.
  const tableSchema =
    store.engine === 'postgres'
      ? (schema ??
        (await sql<{ s: string }>`select current_schema() as s`.execute(store.db)).rows[0]?.s)
      : undefined;
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(tableSchema ? { migrationTableSchema: tableSchema } : {}),
  });
  let { error, results } = await migrator.migrateToLatest();
  // Kysely's migrator looks for its tables through every schema of the database; a schema
  // dropped by someone else during that look fails it (PostgreSQL 3F000 naming that schema),
  // though nothing of ours is wrong: look again, for a while (other tests, tenants or tools
  // dropping schemas one after another), then say what failed
  const lookUntil = Date.now() + 10_000;
  while (droppedElsewhere(error, tableSchema) && Date.now() < lookUntil) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    ({ error, results } = await migrator.migrateToLatest());
  }
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${detail}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** A PostgreSQL "schema does not exist" (3F000) about a schema that is not this store's. */
function droppedElsewhere(error: unknown, ours: string | undefined): boolean {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== '3F000') return false;
  return !ours || !error.message.includes(`"${ours}"`);
}

/** True when the store answers a trivial query. */
export async function ping(store: Store): Promise<boolean> {
  try {
    await sql`select 1`.execute(store.db);
    return true;
  } catch {
    return false;
  }
}

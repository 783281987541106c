import { mkdirSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

// int8 (bigint) columns hold epoch-ms times and counters that fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export interface Store {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
  /**
   * A number that moves when another connection (another process, another node) may have
   * changed the bans: SQLite's data_version, PostgreSQL's count of the bans trigger's NOTIFYs
   * (migration 0006). Undefined while that cannot be known (PostgreSQL before its listener is
   * up, or after it dropped): then read the store itself.
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

/** Each SQLite store's file, for what writes it from another thread (contacts/meetingWriter.ts). */
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
      close: async () => {
        version.close();
        await db.destroy();
      },
      bansVersion: () => version.current(),
    };
  }
  const connection = {
    connectionString: url,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  // No connectionTimeoutMillis here: pg-pool counts a request's wait for a free connection
  // against it, so under load (ten connections, many awards at once) it failed healthy work.
  const pool = new pg.Pool({ ...connection, max: 10 });
  // Without a listener, an idle client's error (the server restarting cuts every connection)
  // is an unhandled 'error' event, and the process exits.
  pool.on('error', (err) => options.onIdleError?.(err));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listener = new BansListener({ ...connection, connectionTimeoutMillis: 5_000 });
  return {
    db,
    engine: 'postgres',
    close: async () => {
      await listener.close();
      await db.destroy();
    },
    bansVersion: () => listener.version(),
  };
}

/**
 * PostgreSQL: counts NOTIFYs of the bans trigger for this schema, on a connection of its own,
 * opened on first use (stores that never ask, like the operator CLI's, never open it).
 */
class BansListener {
  private client: pg.Client | null = null;
  private live = false;
  private count = 0;
  private retryAt = 0;
  private readonly config: pg.ClientConfig;

  constructor(config: pg.ClientConfig) {
    this.config = config;
  }

  version(): number | undefined {
    if (this.live) return this.count;
    this.start();
    return undefined;
  }

  async close(): Promise<void> {
    const client = this.client;
    this.retryAt = Infinity;
    this.client = null;
    this.live = false;
    await client?.end().catch(() => undefined);
  }

  private start(): void {
    if (this.client || Date.now() < this.retryAt) return;
    const client = new pg.Client(this.config);
    this.client = client;
    let schema: string | undefined;
    const down = () => {
      if (this.client !== client) return;
      this.client = null;
      this.live = false;
      this.retryAt = Date.now() + 5_000;
      void client.end().catch(() => undefined);
    };
    client.on('error', down);
    client.on('end', down);
    client.on('notification', (n) => {
      if (n.channel === BANS_CHANNEL && n.payload === schema) this.count += 1;
    });
    void (async () => {
      try {
        await client.connect();
        const { rows } = await client.query<{ s: string }>('select current_schema() as s');
        schema = rows[0]?.s;
        await client.query(`listen ${BANS_CHANNEL}`);
        if (this.client !== client) return;
        // whatever changed while nobody listened: a new number makes readers reload
        this.count += 1;
        this.live = true;
      } catch {
        down();
      }
    })();
  }
}

/**
 * SQLite's data_version moves only when another connection commits (the operator CLI, a second
 * process on the same file); this process's own writes leave it alone. Reading it on every
 * search was ~7% of a busy node's CPU, so it is read again only when the database's files
 * change: a watch on their folder (inotify on Linux) pushes the change to the process, and the
 * search guard compares numbers. Where no watch can be set, every call reads it as before.
 * An in-memory database has no other connection: its version never moves.
 */
class SqliteVersion {
  private readonly read: () => number;
  private value: number;
  private watcher: FSWatcher | null = null;
  private pending = false;
  private polled = false;

  constructor(database: SQLite.Database, file: string) {
    const statement = database.prepare('PRAGMA data_version').pluck();
    this.read = () => statement.get() as number;
    this.value = this.read();
    if (file === ':memory:' || file === '') return;
    const name = basename(file);
    try {
      this.watcher = watch(dirname(resolve(file)), { persistent: false }, (_, changed) => {
        // the database, its -wal and -shm files; an unnamed event may be any of them
        if (changed === null || changed.startsWith(name)) this.changed();
      });
      this.watcher.on('error', () => this.poll());
    } catch {
      this.poll();
    }
  }

  current(): number {
    return this.polled ? this.read() : this.value;
  }

  close(): void {
    this.watcher?.close();
    this.watcher = null;
  }

  /** A burst of file events (a commit writes several pages) costs one read, next turn. */
  private changed(): void {
    if (this.pending) return;
    this.pending = true;
    setImmediate(() => {
      this.pending = false;
      if (this.watcher) this.value = this.read();
    });
  }

  private poll(): void {
    this.close();
    this.polled = true;
  }
}

/** The channel of migration 0006's trigger; its payload is the schema of the changed table. */
export const BANS_CHANNEL = 'matchup_bans';

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
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${detail}`);
  }
  return (results ?? []).map((r) => r.migrationName);
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

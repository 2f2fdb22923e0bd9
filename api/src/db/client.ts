import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool, TypeOverrides } from 'pg';
import type { DatabaseConfig } from '../config/env';
import { ChangeFeed } from './change-feed';
import { trackPublicDataChanges } from './public-data';
import type { Database } from './schema';

export type DialectName = DatabaseConfig['kind'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the tables live in, when not the default one. */
  schema?: string;
  /**
   * A value that changes whenever the public data may have changed, by this process or by any other client of the
   * database: on SQLite its change counter (see `dataRevision`), on PostgreSQL the change feed's revision. Undefined
   * while it cannot be known (PostgreSQL's feed is not listening): cached reads must not be served then.
   */
  revision: () => string | undefined;
  /** PostgreSQL only: the connection pool (the rate-limit counters use it too). */
  pool?: Pool;
  /** PostgreSQL only: the notifications of changes made by other clients; to start once migrated, and stop. */
  changeFeed?: ChangeFeed;
}

export interface DatabaseEvents {
  /** PostgreSQL reports errors of idle pooled connections here (e.g. the server restarted). */
  onPoolError?: (error: Error) => void;
  /** The change feed's listening connection failed (it reconnects on its own) … */
  onFeedLost?: (error: Error) => void;
  /** … and listens again. */
  onFeedRestored?: () => void;
}

/** PostgreSQL connections per API instance unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

export function createDatabase(config: DatabaseConfig, events: DatabaseEvents = {}): DatabaseHandle {
  if (config.kind === 'sqlite') {
    const { dialect, revision } = sqliteDialect(config.path);
    return { db: new Kysely<Database>({ dialect }), dialect: 'sqlite', revision };
  }

  // count(*) and sum() are bigint in PostgreSQL, which pg returns as text; every count here fits a JS number.
  const types = new TypeOverrides();
  types.setTypeParser(20, (value: string) => Number(value));
  const connection = { connectionString: config.url, ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}) };
  const pool = new Pool({ ...connection, max: config.poolSize ?? DEFAULT_POOL_SIZE, connectionTimeoutMillis: 5000, types });
  pool.on('error', (error) => events.onPoolError?.(error));
  // The pool listens for errors only on idle connections. A connection cut while checked out between queries (a
  // PostgreSQL restart) would otherwise emit an unhandled 'error' and take the process down; its next query fails
  // and the request answers 503 instead, and the pool drops the dead connection when it comes back.
  pool.on('connect', (client) => client.on('error', (error) => events.onPoolError?.(error)));
  const changeFeed = new ChangeFeed({ connection, onLost: events.onFeedLost, onRestored: events.onFeedRestored });
  return {
    db: new Kysely<Database>({ dialect: trackPublicDataChanges(new PostgresDialect({ pool }), changeFeed.changed) }),
    dialect: 'postgres',
    pool,
    changeFeed,
    revision: changeFeed.current,
    ...(config.schema ? { schema: config.schema } : {}),
  };
}

function sqliteDialect(file: string): { dialect: SqliteDialect; revision: () => string } {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // NORMAL keeps every committed transaction across a crash of the process in WAL mode.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const tracked = withStatementCache(database);
  // Asked on every cached read: prepared once (`database.pragma` would prepare it anew each time, twice the cost).
  const dataVersion = database.prepare('pragma data_version').pluck();
  return { dialect: new SqliteDialect({ database: tracked }), revision: () => dataRevision(dataVersion, tracked.writes()) };
}

/**
 * Changes whenever the data may have changed: `writes` counts every statement this process ran that is not a
 * pure read (counted before it runs, so a reader that noted the old value never files newer data under it), and
 * SQLite's data_version changes when another connection (another process on the same file) commits.
 */
function dataRevision(dataVersion: SQLite.Statement, writes: number): string {
  return `${writes}:${String(dataVersion.get())}`;
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every query anew; compiling the SQL is a good share of a catalogue request. The application's
 * queries come in a few hundred shapes (values are bound parameters), so their prepared statements are kept and
 * reused, least recently used out first. better-sqlite3 runs a statement synchronously to completion, so reuse
 * is safe, and it re-prepares a statement itself when a migration changes the schema.
 */
function withStatementCache(database: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  let writes = 0;
  return {
    writes: () => writes,
    close: () => void database.close(),
    prepare(source: string) {
      let statement = cache.get(source);
      if (statement) {
        cache.delete(source);
      } else {
        statement = database.prepare(source);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(source, statement);
      // Kysely prepares and runs a statement in the same tick, so counting here is counting the run. `readonly`,
      // not `reader`: an INSERT … RETURNING returns rows and writes.
      if (!statement.readonly) writes += 1;
      return statement;
    },
  };
}

/** Throws when the database cannot answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Dialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import { DatabaseError, Pool, TypeOverrides, type ClientConfig, type PoolClient, type QueryConfig } from 'pg';
import type { DatabaseConfig, DatabaseTimeouts } from '../config/env';
import { ChangeFeed } from './change-feed';
import { CommitSignal, signalCommits } from './commit-signal';
import { OwnSchemaIntrospector } from './own-schema-introspector';
import { trackPublicDataChanges } from './public-data';
import type { Database } from './schema';
import { guardStorage, isStorageFailure, StorageHealth } from './storage';

export type DialectName = DatabaseConfig['kind'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the tables live in, when not the default one. */
  schema?: string;
  /**
   * A value that changes whenever the public data may have changed, by this process or by any other client of the
   * database: on SQLite its change counter (see `dataRevision`), on PostgreSQL the change feed's revision once every
   * change committed before the call has been heard (ChangeFeed.revision). Undefined
   * while it cannot be known (PostgreSQL's feed is not listening): cached reads must not be served then.
   */
  revision: () => Promise<string | undefined>;
  /** PostgreSQL only: the connection pool (the rate-limit counters use it too). */
  pool?: Pool;
  /** PostgreSQL only: the notifications of changes made by other clients; to start once migrated, and stop. */
  changeFeed?: ChangeFeed;
  /** SQLite only: what is known of the disk under the database file. */
  storage?: StorageHealth;
  /** SQLite only: hears of every transaction's end (the notification bus wakes streams after commit with it). */
  commits?: CommitSignal;
  /** PostgreSQL only: a handle of its own for migrations, without the requests' deadlines (see forMigrations). */
  forMigrations?: () => DatabaseHandle;
}

export interface DatabaseEvents {
  /** PostgreSQL reports errors of idle pooled connections here (e.g. the server restarted). */
  onPoolError?: (error: Error) => void;
  /** The change feed's listening connection failed (it reconnects on its own) … */
  onFeedLost?: (error: Error) => void;
  /** … and listens again. */
  onFeedRestored?: () => void;
  /** SQLite only: a ROLLBACK failed (the error that made the transaction roll back is what the caller gets). */
  onRollbackFailed?: (error: unknown) => void;
  /** PostgreSQL only: a connection stopped answering or broke mid-query and was discarded. */
  onConnectionDiscarded?: (error: Error) => void;
}

/** PostgreSQL connections per API instance unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/** Unless DATABASE_STATEMENT_TIMEOUT, DATABASE_CONNECT_TIMEOUT and DATABASE_IDLE_IN_TRANSACTION_TIMEOUT say otherwise. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementMs: 5000, connectMs: 3000, idleInTransactionMs: 10_000 };

/**
 * Migrations may run long (a backfill, an index on a big table, waiting on another instance's migration lock): on
 * PostgreSQL they run on a connection of their own with no statement deadline.
 */
export function forMigrations(config: Extract<DatabaseConfig, { kind: 'postgres' }>): DatabaseConfig {
  return { ...config, poolSize: 1, timeouts: { ...config.timeouts, statementMs: 0, idleInTransactionMs: 0 } };
}

/**
 * How much longer than statement_timeout the API waits for an answer before it gives the connection up: the server
 * reports its own timeout first when it can; past this the network is what is stalled.
 */
export const CLIENT_TIMEOUT_MARGIN_MS = 1000;

/** TCP keepalive probes start after this much silence on a connection (a peer gone without a reset). */
export const KEEPALIVE_DELAY_MS = 10_000;

/**
 * Every connection's deadlines: a statement is cancelled by the server past `statementMs` and abandoned by the client
 * a little later (a network that drops packets without a reset answers nothing at all), connecting or waiting for a
 * pooled connection gives up past `connectMs`, a session idle inside a transaction is ended by the server, and TCP
 * keepalive notices a silent peer. The change feed's listening connection has them too.
 */
export function connectionSettings(config: Extract<DatabaseConfig, { kind: 'postgres' }>): ClientConfig {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...config.timeouts };
  return {
    connectionString: config.url,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    // 0: no limit (migrations, see MIGRATION_TIMEOUTS).
    ...(timeouts.statementMs > 0 ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + CLIENT_TIMEOUT_MARGIN_MS } : {}),
    ...(timeouts.idleInTransactionMs > 0 ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs } : {}),
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  };
}

/** The dialect, introspecting its own schema only (see OwnSchemaIntrospector). */
function ownSchemaOnly(dialect: PostgresDialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => new OwnSchemaIntrospector(db, dialect.createIntrospector(db)),
  };
}

export function createDatabase(config: DatabaseConfig, events: DatabaseEvents = {}): DatabaseHandle {
  if (config.kind === 'sqlite') {
    const storage = new StorageHealth(config.path === ':memory:' ? undefined : path.dirname(config.path));
    const { dialect, revision, database } = sqliteDialect(config.path);
    const guarded = guardStorage(dialect, database, storage, (error) => events.onRollbackFailed?.(error));
    const commits = new CommitSignal();
    return { db: new Kysely<Database>({ dialect: signalCommits(guarded, commits) }), dialect: 'sqlite', revision, storage, commits };
  }

  // count(*) and sum() are bigint in PostgreSQL, which pg returns as text; every count here fits a JS number.
  const types = new TypeOverrides();
  types.setTypeParser(20, (value: string) => Number(value));
  const connection = connectionSettings(config);
  const pool = new Pool({ ...connection, max: config.poolSize ?? DEFAULT_POOL_SIZE, types });
  pool.on('error', (error) => events.onPoolError?.(error));
  // The pool listens for errors only on idle connections. A connection cut while checked out between queries (a
  // PostgreSQL restart) would otherwise emit an unhandled 'error' and take the process down; its next query fails
  // and the request answers 503 instead, and the pool drops the dead connection when it comes back.
  pool.on('connect', (client) => client.on('error', (error) => events.onPoolError?.(error)));
  const changeFeed = new ChangeFeed({ connection, onLost: events.onFeedLost, onRestored: events.onFeedRestored });
  return {
    db: new Kysely<Database>({
      dialect: trackPublicDataChanges(
        ownSchemaOnly(new PostgresDialect({ pool: discardingBrokenConnections(pool, events.onConnectionDiscarded) })),
        changeFeed.changed,
      ),
    }),
    dialect: 'postgres',
    pool,
    changeFeed,
    forMigrations: () => createDatabase(forMigrations(config)),
    revision: changeFeed.revision,
    ...(config.schema ? { schema: config.schema } : {}),
  };
}

/**
 * The pool as Kysely sees it, with one difference: a connection whose query failed without an answer from the server
 * (the client's deadline passed on a stalled network, or the connection broke) goes back to the pool as broken at
 * once, which closes its socket and frees its place for a fresh connection; the rest of the request's statements on
 * it (Kysely's ROLLBACK) fail at once with the same error instead of waiting out another deadline. An error the
 * server answered (a constraint, its own statement_timeout) leaves the connection as good as it was.
 */
function discardingBrokenConnections(pool: Pool, onDiscarded?: (error: Error) => void): PostgresPool {
  return {
    connect: async () => new DiscardingClient(await pool.connect(), onDiscarded),
    end: () => pool.end(),
  };
}

class DiscardingClient implements PostgresPoolClient {
  private broken: Error | undefined;
  private released = false;

  constructor(
    private readonly client: PoolClient,
    private readonly onDiscarded?: (error: Error) => void,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(query: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof query !== 'string') return this.client.query(query as unknown as Parameters<PoolClient['query']>[0]) as unknown as PostgresCursor<R>;
    if (this.broken) return Promise.reject(this.broken);
    return (this.client.query(query, parameters ? [...parameters] : []) as unknown as Promise<PostgresQueryResult<R>>).catch((error: unknown) => {
      if (!(error instanceof DatabaseError) && error instanceof Error) this.discard(error);
      throw error;
    });
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.client.release();
  }

  private discard(error: Error): void {
    if (this.broken) return;
    this.broken = error;
    this.onDiscarded?.(error);
    if (this.released) return;
    this.released = true;
    // An error given to release() removes the connection from the pool and ends it (its socket destroyed when a
    // query is still waiting on it).
    this.client.release(error);
  }
}

export type DatabaseHealth = { ok: true } | { ok: false; failing: 'database' | 'storage'; error: unknown };

/**
 * Whether the database answers within `deadlineMs`, whatever the state of the network or the disk; never waits longer.
 * On SQLite the storage counts too: a recent write refused for want of storage (cleared by a write that succeeds, or
 * after a while), or a volume that refuses a small file next to the database.
 */
export async function checkDatabase(handle: DatabaseHandle, deadlineMs: number): Promise<DatabaseHealth> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${deadlineMs} ms`)), deadlineMs);
  });
  try {
    if (handle.pool) {
      // pg honours a query's own query_timeout; its types do not list it.
      const ping: QueryConfig & { query_timeout: number } = { text: 'select 1', query_timeout: deadlineMs };
      await Promise.race([handle.pool.query(ping), deadline]);
      return { ok: true };
    }
    await Promise.race([pingDatabase(handle.db), deadline]);
    const recent = handle.storage?.recentFailure();
    if (recent) return { ok: false, failing: 'storage', error: recent };
    try {
      await Promise.race([handle.storage?.probe(), deadline]);
    } catch (error) {
      return { ok: false, failing: 'storage', error };
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, failing: isStorageFailure(error) ? 'storage' : 'database', error };
  } finally {
    clearTimeout(timer);
  }
}

function sqliteDialect(file: string): { dialect: SqliteDialect; revision: () => Promise<string>; database: SQLite.Database } {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // NORMAL keeps every committed transaction across a crash of the process in WAL mode.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // What is deleted (a deleted account's name, their review's words) is overwritten with zeros in the file, not left
  // in free pages until something else happens to reuse them.
  database.pragma('secure_delete = ON');
  const tracked = withStatementCache(database);
  // Asked on every cached read: prepared once (`database.pragma` would prepare it anew each time, twice the cost).
  const dataVersion = database.prepare('pragma data_version').pluck();
  return {
    dialect: new SqliteDialect({ database: tracked }),
    revision: () => Promise.resolve(dataRevision(dataVersion, tracked.writes())),
    database,
  };
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

import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import { errorCode } from '../lib/error-code';
import { savepointsOf } from './driver-savepoints';

/**
 * SQLite's answers when the disk under the database is full, read-only or failing (or the file cannot be opened):
 * the request was fine, the storage was not.
 */
export function isStorageFailure(error: unknown): boolean {
  const code = errorCode(error);
  if (!code) return false;
  return (
    code === 'SQLITE_FULL' ||
    code.startsWith('SQLITE_IOERR') ||
    code.startsWith('SQLITE_READONLY') ||
    code.startsWith('SQLITE_CANTOPEN') ||
    code.startsWith('SQLITE_CORRUPT') ||
    code === 'SQLITE_NOTADB' ||
    code === 'ENOSPC' ||
    code === 'EROFS' ||
    code === 'EIO'
  );
}

/** How long after a failed write the storage counts as unhealthy, unless a write has succeeded since. */
export const STORAGE_FAILURE_MEMORY_MS = 30_000;

/**
 * What the API knows of its SQLite storage: the last write that failed for want of storage, and whether a write has
 * succeeded since. `/healthz` reads it, and probes the volume itself (see `probe`).
 */
export class StorageHealth {
  private failedAt = Number.NEGATIVE_INFINITY;
  private lastFailure: unknown;

  constructor(
    /** The folder of the database file, where the probe writes; undefined for an in-memory database. */
    private readonly folder: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  failed(error: unknown): void {
    this.failedAt = this.now();
    this.lastFailure = error;
  }

  wrote(): void {
    this.failedAt = Number.NEGATIVE_INFINITY;
    this.lastFailure = undefined;
  }

  /** The storage failure of the last STORAGE_FAILURE_MEMORY_MS that no successful write has cleared since, if any. */
  recentFailure(): unknown {
    return this.now() - this.failedAt <= STORAGE_FAILURE_MEMORY_MS ? this.lastFailure : undefined;
  }

  /**
   * Writes and removes a small file next to the database: a full, read-only or failing volume refuses it (ENOSPC,
   * EROFS, EIO), whether or not any request has tried to write yet. Throws what the volume said.
   */
  async probe(): Promise<void> {
    if (!this.folder) return;
    const file = path.join(this.folder, `.lectern-health-${randomBytes(6).toString('hex')}`);
    try {
      await writeFile(file, randomBytes(4096));
    } finally {
      await unlink(file).catch(() => undefined);
    }
  }
}

/** Statements after whose success the storage has taken a write. */
const WRITE_SQL = /^\s*(insert|update|delete|replace)\b/i;

class GuardedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly health: StorageHealth,
    private readonly database: SQLite.Database,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const result = await this.inner.executeQuery<R>(query);
      // Inside a transaction nothing has reached the disk yet: its COMMIT tells.
      if (!this.database.inTransaction && WRITE_SQL.test(query.sql)) this.health.wrote();
      return result;
    } catch (error) {
      if (isStorageFailure(error)) this.health.failed(error);
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Kysely's SQLite driver, guarded:
 * - a failed write for want of storage is noted in `health` (and a successful one clears it);
 * - a transaction SQLite has already rolled back itself is not rolled back again. On SQLITE_FULL, SQLITE_IOERR and
 *   the like SQLite may end the transaction on its own; Kysely then sends ROLLBACK, which fails with "cannot
 *   rollback - no transaction is active" and would replace the error that explains what happened. A ROLLBACK that
 *   fails while a transaction is open is noted and swallowed too: the caller rethrows the original error.
 */
class StorageGuardDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly database: SQLite.Database,
    private readonly health: StorageHealth,
    private readonly onRollbackFailed: (error: unknown) => void,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new GuardedConnection(await this.inner.acquireConnection(), this.health, this.database);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction((connection as GuardedConnection).inner, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction((connection as GuardedConnection).inner);
    } catch (error) {
      if (isStorageFailure(error)) this.health.failed(error);
      throw error;
    }
    this.health.wrote();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.database.inTransaction) return;
    try {
      await this.inner.rollbackTransaction((connection as GuardedConnection).inner);
    } catch (error) {
      if (isStorageFailure(error)) this.health.failed(error);
      this.onRollbackFailed(error);
    }
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return savepointsOf(this.inner).savepoint((connection as GuardedConnection).inner, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return savepointsOf(this.inner).rollbackToSavepoint((connection as GuardedConnection).inner, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return savepointsOf(this.inner).releaseSavepoint((connection as GuardedConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as GuardedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The SQLite dialect with its driver guarded (see StorageGuardDriver). */
export function guardStorage(
  dialect: Dialect,
  database: SQLite.Database,
  health: StorageHealth,
  onRollbackFailed: (error: unknown) => void,
): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new StorageGuardDriver(dialect.createDriver(), database, health, onRollbackFailed),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

import type { DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from 'kysely';
import { savepointsOf } from './driver-savepoints';

/**
 * SQLite only: tells its listeners each time a transaction has ended (committed or rolled back), after the COMMIT or
 * ROLLBACK has answered. SQLite runs one transaction at a time on the API's one connection, so what was noted during
 * a transaction belongs to the one that just ended. The notification bus wakes streams with it: a wake-up after a
 * rollback is harmless (a stream re-reads and finds nothing new), one before a commit would find nothing yet.
 */
export class CommitSignal {
  private readonly listeners = new Set<() => void>();

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** @internal the driver's, after each transaction. */
  ended(): void {
    for (const listener of this.listeners) listener();
  }
}

class SignallingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly signal: CommitSignal,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(connection);
    } finally {
      this.signal.ended();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(connection);
    } finally {
      this.signal.ended();
    }
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return savepointsOf(this.inner).savepoint(connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return savepointsOf(this.inner).rollbackToSavepoint(connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return savepointsOf(this.inner).releaseSavepoint(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect with its driver wrapped so `signal` hears of every transaction's end. */
export function signalCommits(dialect: Dialect, signal: CommitSignal): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new SignallingDriver(dialect.createDriver(), signal),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

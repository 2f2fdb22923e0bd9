import type { CompiledQuery, DatabaseConnection, Dialect, Driver, OperationNode, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import { savepointsOf } from './driver-savepoints';

/**
 * The tables the public reads (catalogue, course pages, statistics) are made of. A write to one of them changes what
 * a cached public read may answer; a write elsewhere (sessions, codes, carts, rate limits) does not. Migration 0009
 * puts PostgreSQL's notification triggers on exactly these.
 */
export const publicDataTables = ['users', 'courses', 'modules', 'videos', 'enrollments'] as const;

/** The users' and enrolments' columns a public read shows; an update of any other (a password, a progress) is no change. */
export const publicDataColumns = {
  users: ['name', 'role', 'profile_image', 'bio', 'is_active', 'is_approved'],
  enrollments: ['student_id', 'course_id', 'rating'],
} as const satisfies Partial<Record<(typeof publicDataTables)[number], readonly string[]>>;

const isPublicTable = (name: string) => (publicDataTables as readonly string[]).includes(name);

/** A statement that only reads, or only steers the session (a transaction's own statements, savepoints). */
const READ_ONLY_SQL = /^\s*(select|show|explain|begin|start|commit|rollback|savepoint|release|set|listen)\b/i;

/** The table a node names: `users`, or `users as u`. Undefined for any other shape. */
function tableOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  const shaped = node as { kind: string; node?: OperationNode; table?: { identifier?: { name?: string } } };
  if (shaped.kind === 'AliasNode') return tableOf(shaped.node);
  if (shaped.kind === 'TableNode') return shaped.table?.identifier?.name;
  return undefined;
}

/**
 * Whether a statement may change public data. Kysely's own insert, update and delete name their table; anything else
 * that is not plainly a read (raw SQL, a schema change, a table it cannot name) is taken to change it, so the answer
 * errs towards dropping a cached read, never towards keeping a stale one.
 */
export function mayChangePublicData(query: CompiledQuery): boolean {
  const node = query.query as OperationNode & Record<string, unknown>;
  switch (node.kind) {
    case 'SelectQueryNode':
      return false;
    case 'RawNode':
      return !READ_ONLY_SQL.test(query.sql);
    case 'InsertQueryNode':
    case 'MergeQueryNode': {
      const table = tableOf(node.into as OperationNode | undefined);
      return table === undefined || isPublicTable(table);
    }
    case 'UpdateQueryNode': {
      const table = tableOf(node.table as OperationNode | undefined);
      return table === undefined || isPublicTable(table);
    }
    case 'DeleteQueryNode': {
      const froms = (node.from as { froms?: OperationNode[] } | undefined)?.froms ?? [];
      return (
        froms.length === 0 ||
        froms.some((from) => {
          const table = tableOf(from);
          return table === undefined || isPublicTable(table);
        })
      );
    }
    default:
      return true;
  }
}

/** A connection that notes whether it wrote public data, and whether it is inside a transaction. */
class TrackedConnection implements DatabaseConnection {
  inTransaction = false;
  wrote = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly committed: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const changes = mayChangePublicData(query);
    const result = await this.inner.executeQuery<R>(query);
    if (changes) {
      // Outside a transaction the statement has committed when it answers; inside one, the commit tells.
      if (this.inTransaction) this.wrote = true;
      else this.committed();
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (mayChangePublicData(query)) this.wrote = true;
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * A driver that calls `committed` after every commit that changed public data made through it: an autocommitted
 * statement once it has answered, a transaction once COMMIT has. Called after the commit, never before, so a reader
 * that notes the revision and then reads can never file the old data under the new revision.
 */
class ChangeTrackingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly committed: () => void,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TrackedConnection(await this.inner.acquireConnection(), this.committed);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const tracked = connection as TrackedConnection;
    await this.inner.beginTransaction(tracked.inner, settings);
    tracked.inTransaction = true;
    tracked.wrote = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const tracked = connection as TrackedConnection;
    try {
      await this.inner.commitTransaction(tracked.inner);
    } finally {
      // A failed COMMIT may still have committed (the connection broke after the server did): say it changed.
      if (tracked.wrote) this.committed();
      tracked.inTransaction = false;
      tracked.wrote = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const tracked = connection as TrackedConnection;
    tracked.inTransaction = false;
    tracked.wrote = false;
    await this.inner.rollbackTransaction(tracked.inner);
  }

  // Savepoints are statements on the tracked connection itself (they read as reads there); a write rolled back to a
  // savepoint still counts as a change, which only ever drops a cached read too many.
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
    return this.inner.releaseConnection((connection as TrackedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect with its driver wrapped (see ChangeTrackingDriver). */
export function trackPublicDataChanges(dialect: Dialect, committed: () => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new ChangeTrackingDriver(dialect.createDriver(), committed),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

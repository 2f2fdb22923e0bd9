import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../client';

/**
 * A new table's `id`: serial on PostgreSQL; on SQLite an INTEGER PRIMARY KEY with AUTOINCREMENT, so the ids of
 * deleted rows are never handed out again.
 */
export function withIdColumn<T extends string>(dialect: DialectName, table: CreateTableBuilder<T>) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

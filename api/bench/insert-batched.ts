import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

/**
 * Inserts a bench's rows `batch` at a time: one statement per batch keeps the bulk load fast, and a batch stays under
 * both databases' limits on bound parameters (SQLite's 32,766; PostgreSQL's 65,535) for tables of up to ~30 columns.
 */
export async function insertBatched<Table extends keyof Database>(
  db: Kysely<Database>,
  table: Table,
  rows: Insertable<Database[Table]>[],
  batch: number,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batch) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + batch))
      .execute();
  }
}

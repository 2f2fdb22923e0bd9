import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Rate-limit counters on PostgreSQL, in the layout rate-limiter-flexible's PostgreSQL store reads (key, points,
 * expire in epoch milliseconds), so several API instances without Redis share one count. Created here rather than
 * by the library at run time, where concurrent instances would race to create it. SQLite (one instance) counts in
 * memory and needs no table.
 */
export function rateLimits(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
        .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await db.schema.dropTable('rate_limits').execute();
    },
  };
}

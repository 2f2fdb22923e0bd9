import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase } from './client';
import { migrateToLatest } from './migrate';

// PostgreSQL only (jest.config.cjs runs *.postgres.test.ts when TEST_DATABASE_URL names a server): DATABASE_SCHEMA
// names a schema that may not exist yet (a new deploy, an e2e run).
const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('a PostgreSQL-only suite: set TEST_DATABASE_URL');

describe('DATABASE_SCHEMA [postgres]', () => {
  it('creates the schema when missing and keeps every table in it', async () => {
    const schema = `fresh_${randomBytes(4).toString('hex')}`;
    const handle = createDatabase({ kind: 'postgres', url, schema });
    try {
      await migrateToLatest(handle);
      // Started twice on the same schema (a restart): nothing to do, no error.
      await migrateToLatest(handle);

      const tables = await sql<{
        table_schema: string;
      }>`select distinct table_schema from information_schema.tables where table_name = 'courses'`.execute(handle.db);
      expect(tables.rows.map((row) => row.table_schema)).toContain(schema);
      const { rows } = await sql<{ count: number }>`select count(*)::int as count from courses`.execute(handle.db);
      expect(rows[0]?.count).toBe(0);
    } finally {
      await sql.raw(`drop schema if exists "${schema}" cascade`).execute(handle.db);
      await handle.db.destroy();
    }
  });
});

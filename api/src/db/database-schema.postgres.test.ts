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

  it("starts while another schema's tables are being dropped, and reads only its own tables", async () => {
    // Two test workers, or several tenants on one server, create and drop schemas while an instance starts: Kysely's
    // own introspector read every schema and failed on a table dropped as it read ("relation … does not exist").
    const [ours, theirs] = [`own_${randomBytes(4).toString('hex')}`, `churn_${randomBytes(4).toString('hex')}`];
    const handle = createDatabase({ kind: 'postgres', url, schema: ours });
    const other = createDatabase({ kind: 'postgres', url, schema: theirs });
    let churning = true;
    const churn = (async () => {
      await sql.raw(`create schema "${theirs}"`).execute(other.db);
      for (let round = 0; churning; round += 1) {
        await sql.raw(`create table "${theirs}".t${round} (id serial primary key, name text)`).execute(other.db);
        await sql.raw(`drop table "${theirs}".t${round}`).execute(other.db);
      }
    })();
    try {
      for (let start = 0; start < 5; start += 1) {
        await migrateToLatest(handle);
        const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
        expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ours]));
        expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['courses', 'users', 'kysely_migration']));
      }
      const users = (await handle.db.introspection.getTables()).find((table) => table.name === 'users');
      expect(users?.columns.find((column) => column.name === 'id')).toMatchObject({ isAutoIncrementing: true, isNullable: false });
    } finally {
      churning = false;
      await churn;
      await sql.raw(`drop schema if exists "${ours}" cascade`).execute(handle.db);
      await sql.raw(`drop schema if exists "${theirs}" cascade`).execute(other.db);
      await Promise.all([handle.db.destroy(), other.db.destroy()]);
    }
  });
});

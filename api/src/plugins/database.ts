import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { DatabaseConfig } from '../config/env';
import { createDatabase } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** See DatabaseHandle.revision: undefined on PostgreSQL. */
    dataRevision: (() => string) | undefined;
    /** PostgreSQL's connection pool; undefined on SQLite. */
    pgPool: Pool | undefined;
    /** The last migration the database has applied, as of this instance's start. */
    migrationLevel: string;
  }
}

export interface DatabasePluginOptions {
  config: DatabaseConfig;
}

const databasePlugin: FastifyPluginAsync<DatabasePluginOptions> = async (app, { config }) => {
  const handle = createDatabase(config, {
    onPoolError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
  });
  let migrationLevel: string;
  try {
    migrationLevel = await migrateToLatest(handle);
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
  app.decorate('db', handle.db);
  app.decorate('dataRevision', handle.revision);
  app.decorate('pgPool', handle.pool);
  app.decorate('migrationLevel', migrationLevel);
  app.addHook('onClose', async () => handle.db.destroy());
};

export const database = fp(databasePlugin, { name: 'database' });

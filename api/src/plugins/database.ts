import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { DatabaseConfig } from '../config/env';
import { checkDatabase, createDatabase, type DatabaseHandle, type DatabaseHealth } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** See DatabaseHandle.revision. */
    dataRevision: () => Promise<string | undefined>;
    /** PostgreSQL's connection pool; undefined on SQLite. */
    pgPool: Pool | undefined;
    /** The last migration the database has applied, as of this instance's start. */
    migrationLevel: string;
    /** Whether the database (and, on SQLite, its storage) answers within the deadline; never waits longer. */
    databaseHealth: (deadlineMs: number) => Promise<DatabaseHealth>;
    /** How this instance hears that transactions committed notifications: PostgreSQL's feed, or SQLite's commit signal. */
    databaseSignals: Pick<DatabaseHandle, 'changeFeed' | 'commits'>;
  }
}

export interface DatabasePluginOptions {
  config: DatabaseConfig;
}

const databasePlugin: FastifyPluginAsync<DatabasePluginOptions> = async (app, { config }) => {
  const handle = createDatabase(config, {
    onPoolError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
    onFeedLost: (error) => app.log.warn({ err: error }, 'the change feed stopped listening: public reads skip their cache until it is back'),
    onFeedRestored: () => app.log.info('the change feed listens again'),
    onRollbackFailed: (error) => app.log.error({ err: error }, 'a transaction could not be rolled back (the error that ended it is answered)'),
    onConnectionDiscarded: (error) => app.log.warn({ err: error }, 'a database connection stopped answering and was discarded'),
  });
  let migrationLevel: string;
  try {
    migrationLevel = await migrateToLatest(handle);
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
  await handle.changeFeed?.start();
  app.decorate('db', handle.db);
  app.decorate('dataRevision', handle.revision);
  app.decorate('pgPool', handle.pool);
  app.decorate('migrationLevel', migrationLevel);
  app.decorate('databaseHealth', (deadlineMs: number) => checkDatabase(handle, deadlineMs));
  app.decorate('databaseSignals', { changeFeed: handle.changeFeed, commits: handle.commits });
  app.addHook('onClose', async () => {
    await handle.changeFeed?.stop();
    await handle.db.destroy();
  });
};

export const database = fp(databasePlugin, { name: 'database' });

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statsCalls } from '@lectern/shared-sdk/stats/calls';
import { apiBuild } from '../../config/version';
import { serviceUnavailable } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { anyone } from '../../plugins/auth';

/** /healthz answers within this, whatever the database does: its own deadline, well under a second. */
export const HEALTH_DEADLINE_MS = 500;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = routeOptions(['health'], anyone);

  app.get(
    '/healthz',
    publicRoute({
      summary: 'OK when the API can reach its database (and, on SQLite, write to its storage); answers within half a second',
      response: { 200: z.object({ status: z.literal('ok') }) },
      errors: [503],
    }),
    async () => {
      const health = await app.databaseHealth(HEALTH_DEADLINE_MS);
      if (!health.ok) {
        throw serviceUnavailable(health.failing === 'storage' ? 'Storage is full or unavailable' : 'Database unavailable', health.error);
      }
      return { status: 'ok' as const };
    },
  );

  // A call of the contract (the admin's profile page reads it), unlike /healthz, which only deployments ask.
  app.route({
    ...publicRoute(statsCalls.getApiVersion, {
      summary: "What runs: the API's version, when it was built (null from source) and the database's migration level",
    }),
    handler: () => ({ version: apiBuild.version, builtAt: apiBuild.builtAt, migration: app.migrationLevel }),
  });
};

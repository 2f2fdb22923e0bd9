import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statsCalls } from '@lectern/shared-sdk/contract/stats';
import { apiBuild } from '../../config/version';
import { pingDatabase } from '../../db/client';
import { serviceUnavailable } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { anyone } from '../../plugins/auth';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = routeOptions(['health'], anyone);

  app.get(
    '/healthz',
    publicRoute({
      summary: 'OK when the API can reach its database',
      response: { 200: z.object({ status: z.literal('ok') }) },
      errors: [503],
    }),
    async () => {
      await pingDatabase(app.db).catch((error: unknown) => {
        throw serviceUnavailable('Database unavailable', error);
      });
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

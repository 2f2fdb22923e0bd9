import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';
import { serviceUnavailable } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-schemas';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'OK when the API can reach its database',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
      },
    },
    async () => {
      await pingDatabase(app.db).catch((error: unknown) => {
        throw serviceUnavailable('Database unavailable', error);
      });
      return { status: 'ok' as const };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsSchema } from '@lectern/shared-sdk/schemas/stats';
import { statsRepository } from './stats.repository';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const stats = statsRepository(app.db);

  app.get(
    '',
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags: ['stats'],
        summary: 'Students, approved courses and success rate; admins also get educators and enrolments',
        response: { 200: statsSchema },
      },
    },
    (request) => stats.read(request.user?.role === 'admin'),
  );
};

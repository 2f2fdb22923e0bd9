import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsCalls } from '@lectern/shared-sdk/stats/calls';
import { statsSchema } from '@lectern/shared-sdk/stats/schemas';
import { ResponseCache, sendSerialized } from '../../lib/response-cache';
import { routeOptions } from '../../lib/route-schemas';
import { callerOptional } from '../../plugins/auth';
import { statsRepository } from './stats.repository';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const stats = statsRepository(app.db);
  // Every visit of the home page reads these; kept until the next change, like the catalogue (see ResponseCache).
  const publicBodies = new ResponseCache(app.dataRevision, 2);
  const publicRead = routeOptions(['stats'], callerOptional(app));

  app.route({
    ...publicRead(statsCalls.getStats, {
      summary: 'Students, approved courses and success rate; admins also get educators and enrolments',
    }),
    handler: async (request, reply) => {
      const forAdmin = request.user?.role === 'admin';
      const response = await publicBodies.get(JSON.stringify(['stats', forAdmin]), async () => ({
        body: statsSchema.parse(await stats.read(forAdmin)),
        shareable: !forAdmin,
      }));
      return sendSerialized(request, reply, response);
    },
  });
};

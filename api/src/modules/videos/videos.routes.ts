import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '@lectern/shared-sdk/schemas/common';
import { createVideoInputSchema, updateVideoInputSchema, videoResponseSchema } from '@lectern/shared-sdk/schemas/videos';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';
import { videosRepository } from './videos.repository';

/** Videos (YouTube lessons) in the modules of a course, managed by the course's educator; admins may read them. */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const videos = videosRepository(app.db, { lock: app.env.database.kind === 'postgres' });
  const tags = ['videos'];
  const readers = routeOptions(tags, signedIn(app, requireRole('educator', 'admin')));
  const writers = routeOptions(tags, signedIn(app, requireActiveEducator));
  const now = () => app.now().toISOString();

  app.post(
    '',
    writers({
      summary: "Add a video at the end of a module of one's own course; progress of the enrolled students is recomputed",
      body: createVideoInputSchema,
      response: { 201: videoResponseSchema },
      errors: [404],
    }),
    async (request, reply) => {
      const video = await videos.create(request.body, currentUser(request), now());
      return reply.code(201).send({ video });
    },
  );

  app.get(
    '/:id',
    readers({ summary: 'One video of a module', params: idParamsSchema, response: { 200: videoResponseSchema }, errors: [404] }),
    async (request) => ({ video: await videos.find(request.params.id, currentUser(request)) }),
  );

  app.patch(
    '/:id',
    writers({
      summary: "Edit a video of one's own course",
      params: idParamsSchema,
      body: updateVideoInputSchema,
      response: { 200: videoResponseSchema },
      errors: [404],
    }),
    async (request) => ({ video: await videos.update(request.params.id, currentUser(request), request.body, now()) }),
  );

  app.delete(
    '/:id',
    writers({
      summary: 'Delete a video; progress of the enrolled students is recomputed',
      params: idParamsSchema,
      response: { 200: messageResponseSchema },
      errors: [404],
    }),
    async (request) => {
      await videos.remove(request.params.id, currentUser(request), now());
      return { message: 'Video deleted' };
    },
  );
};

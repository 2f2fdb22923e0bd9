import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videosCalls } from '@lectern/shared-sdk/videos/calls';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';
import { videosRepository } from './videos.repository';
import '../notifications/notifications.plugin';

/** Videos (YouTube lessons) in the modules of a course, managed by the course's (active) educator; admins may read them. */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const videos = videosRepository(app.db, { lock: app.env.database.kind === 'postgres', notify: app.notify });
  const tags = ['videos'];
  const readers = routeOptions(tags, signedIn(app, requireRole('educator', 'admin')));
  const writers = routeOptions(tags, signedIn(app, requireActiveEducator));
  const now = () => app.now().toISOString();

  app.route({
    ...writers(videosCalls.createVideo, {
      summary: "Add a video at the end of a module of one's own course; progress of the enrolled students is recomputed",
      errors: [404],
    }),
    handler: async (request, reply) => {
      const video = await videos.create(request.body, currentUser(request), now());
      return reply.code(201).send({ video });
    },
  });

  app.route({
    ...readers(videosCalls.getVideo, { summary: 'One video of a module', errors: [404] }),
    handler: async (request) => ({ video: await videos.find(request.params.id, currentUser(request)) }),
  });

  app.route({
    ...writers(videosCalls.updateVideo, { summary: "Edit a video of one's own course", errors: [404] }),
    handler: async (request) => ({ video: await videos.update(request.params.id, currentUser(request), request.body, now()) }),
  });

  app.route({
    ...writers(videosCalls.deleteVideo, {
      summary: 'Delete a video; progress of the enrolled students is recomputed',
      errors: [404],
    }),
    handler: async (request) => {
      await videos.remove(request.params.id, currentUser(request), now());
      return { message: 'Video deleted' };
    },
  });
};

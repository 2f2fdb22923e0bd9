import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { modulesCalls } from '@lectern/shared-sdk/modules/calls';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';
import { modulesRepository } from './modules.repository';
import '../notifications/notifications.plugin';

/** Modules of a course, managed by the course's (active) educator; admins may read them. */
export const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const modules = modulesRepository(app.db, { lock: app.env.database.kind === 'postgres', notify: app.notify });
  const tags = ['modules'];
  const readers = routeOptions(tags, signedIn(app, requireRole('educator', 'admin')));
  const writers = routeOptions(tags, signedIn(app, requireActiveEducator));
  const now = () => app.now().toISOString();

  app.route({
    ...writers(modulesCalls.createModule, { summary: "Add a module at the end of one's own course", errors: [404] }),
    handler: async (request, reply) => {
      const module = await modules.create(request.body, currentUser(request), now());
      return reply.code(201).send({ module });
    },
  });

  app.route({
    ...readers(modulesCalls.listCourseModules, {
      summary: "The modules of one's own course (admins: any course) with their videos, in order",
      errors: [404],
    }),
    handler: (request) => modules.listForCourse(request.params.courseId, currentUser(request)),
  });

  app.route({
    ...readers(modulesCalls.getModule, { summary: 'One module with its videos', errors: [404] }),
    handler: async (request) => ({ module: await modules.find(request.params.id, currentUser(request)) }),
  });

  app.route({
    ...writers(modulesCalls.updateModule, { summary: "Edit a module of one's own course", errors: [404] }),
    handler: async (request) => ({ module: await modules.update(request.params.id, currentUser(request), request.body, now()) }),
  });

  app.route({
    ...writers(modulesCalls.deleteModule, {
      summary: 'Delete a module with its videos; progress of the enrolled students is recomputed',
      errors: [404],
    }),
    handler: async (request) => {
      await modules.remove(request.params.id, currentUser(request), now());
      return { message: 'Module deleted' };
    },
  });
};

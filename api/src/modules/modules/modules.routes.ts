import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseIdParamsSchema, idParamsSchema, messageResponseSchema } from '@lectern/shared-sdk/schemas/common';
import {
  createModuleInputSchema,
  moduleListSchema,
  moduleResponseSchema,
  updateModuleInputSchema,
} from '@lectern/shared-sdk/schemas/modules';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';
import { modulesRepository } from './modules.repository';

/** Modules of a course, managed by the course's educator; admins may read them. */
export const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const modules = modulesRepository(app.db, { lock: app.env.database.kind === 'postgres' });
  const tags = ['modules'];
  const readers = routeOptions(tags, signedIn(app, requireRole('educator', 'admin')));
  const writers = routeOptions(tags, signedIn(app, requireActiveEducator));
  const now = () => app.now().toISOString();

  app.post(
    '',
    writers({
      summary: "Add a module at the end of one's own course",
      body: createModuleInputSchema,
      response: { 201: moduleResponseSchema },
      errors: [404],
    }),
    async (request, reply) => {
      const module = await modules.create(request.body, currentUser(request), now());
      return reply.code(201).send({ module });
    },
  );

  app.get(
    '/course/:courseId',
    readers({
      summary: "The modules of one's own course (admins: any course) with their videos, in order",
      params: courseIdParamsSchema,
      response: { 200: moduleListSchema },
      errors: [404],
    }),
    (request) => modules.listForCourse(request.params.courseId, currentUser(request)),
  );

  app.get(
    '/:id',
    readers({ summary: 'One module with its videos', params: idParamsSchema, response: { 200: moduleResponseSchema }, errors: [404] }),
    async (request) => ({ module: await modules.find(request.params.id, currentUser(request)) }),
  );

  app.patch(
    '/:id',
    writers({
      summary: "Edit a module of one's own course",
      params: idParamsSchema,
      body: updateModuleInputSchema,
      response: { 200: moduleResponseSchema },
      errors: [404],
    }),
    async (request) => ({ module: await modules.update(request.params.id, currentUser(request), request.body, now()) }),
  );

  app.delete(
    '/:id',
    writers({
      summary: 'Delete a module with its videos; progress of the enrolled students is recomputed',
      params: idParamsSchema,
      response: { 200: messageResponseSchema },
      errors: [404],
    }),
    async (request) => {
      await modules.remove(request.params.id, currentUser(request), now());
      return { message: 'Module deleted' };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseIdParamsSchema, idParamsSchema, messageResponseSchema } from '@lectern/shared-sdk/schemas/common';
import {
  createModuleInputSchema,
  moduleListSchema,
  moduleResponseSchema,
  updateModuleInputSchema,
} from '@lectern/shared-sdk/schemas/modules';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole } from '../../plugins/auth';
import { modulesRepository } from './modules.repository';

/** Modules of a course, managed by the course's educator; admins may read them. */
export const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const modules = modulesRepository(app.db, { lock: app.env.database.kind === 'postgres' });
  const tags = ['modules'];
  const readers = [app.authenticate, requireRole('educator', 'admin')];
  const writers = [app.authenticate, requireActiveEducator];
  const now = () => app.now().toISOString();

  app.post(
    '',
    {
      onRequest: writers,
      schema: {
        tags,
        summary: "Add a module at the end of one's own course",
        security: bearerAuth,
        body: createModuleInputSchema,
        response: { 201: moduleResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const module = await modules.create(request.body, currentUser(request), now());
      return reply.code(201).send({ module });
    },
  );

  app.get(
    '/course/:courseId',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "The modules of one's own course (admins: any course) with their videos, in order",
        security: bearerAuth,
        params: courseIdParamsSchema,
        response: { 200: moduleListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => modules.listForCourse(request.params.courseId, currentUser(request)),
  );

  app.get(
    '/:id',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'One module with its videos',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: moduleResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ module: await modules.find(request.params.id, currentUser(request)) }),
  );

  app.patch(
    '/:id',
    {
      onRequest: writers,
      schema: {
        tags,
        summary: "Edit a module of one's own course",
        security: bearerAuth,
        params: idParamsSchema,
        body: updateModuleInputSchema,
        response: { 200: moduleResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ module: await modules.update(request.params.id, currentUser(request), request.body, now()) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: writers,
      schema: {
        tags,
        summary: 'Delete a module with its videos; progress of the enrolled students is recomputed',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await modules.remove(request.params.id, currentUser(request), now());
      return { message: 'Module deleted' };
    },
  );
};

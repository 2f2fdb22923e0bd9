import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@lectern/shared-sdk/schemas/common';
import { courseResponseSchema, createCourseInputSchema, updateCourseInputSchema } from '@lectern/shared-sdk/schemas/courses';
import { notFound } from '../../lib/http-errors';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator } from '../../plugins/auth';
import { accessMessages } from './course-access';
import { courseAuthoringRepository } from './courses.authoring.repository';
import { coursesRepository } from './courses.repository';

/** Course authoring by its educator: create and edit. Reads and the catalogue are in courses.routes.ts. */
export const courseAuthoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const authoring = courseAuthoringRepository(app.db, { lock: app.env.database.kind === 'postgres' });
  const courses = coursesRepository(app.db);
  const tags = ['courses'];

  async function courseBody(id: number) {
    const summary = await courses.findSummary(id);
    if (!summary) throw notFound(accessMessages.courseNotFound);
    return { course: await courses.findDetail(summary) };
  }

  app.post(
    '',
    {
      onRequest: [app.authenticate, requireActiveEducator],
      schema: {
        tags,
        summary: 'Create a course (active educators); it starts pending until an admin approves it',
        security: bearerAuth,
        body: createCourseInputSchema,
        response: { 201: courseResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = await authoring.create(currentUser(request), request.body, app.now().toISOString());
      return reply.code(201).send(await courseBody(id));
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: [app.authenticate, requireActiveEducator],
      schema: {
        tags,
        summary: "Edit one's own course; a changed title, description or category sends an approved course back to review",
        security: bearerAuth,
        params: idParamsSchema,
        body: updateCourseInputSchema,
        response: { 200: courseResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await authoring.update(request.params.id, currentUser(request), request.body, app.now().toISOString());
      return courseBody(request.params.id);
    },
  );
};

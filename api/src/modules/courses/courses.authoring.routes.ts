import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@lectern/shared-sdk/schemas/common';
import { courseResponseSchema, createCourseInputSchema, updateCourseInputSchema } from '@lectern/shared-sdk/schemas/courses';
import { found } from '../../lib/not-found';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, signedIn } from '../../plugins/auth';
import { accessMessages } from './course-access';
import { courseAuthoringRepository } from './courses.authoring.repository';
import { coursesRepository } from './courses.repository';

/** Course authoring by its educator: create and edit. Reads and the catalogue are in courses.routes.ts. */
export const courseAuthoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const authoring = courseAuthoringRepository(app.db, { lock: app.env.database.kind === 'postgres' });
  const courses = coursesRepository(app.db);
  const activeEducator = routeOptions(['courses'], signedIn(app, requireActiveEducator));

  async function courseBody(id: number) {
    const summary = found(await courses.findSummary(id), accessMessages.courseNotFound);
    return { course: await courses.findDetail(summary) };
  }

  app.post(
    '',
    activeEducator({
      summary: 'Create a course (active educators); it starts pending until an admin approves it',
      body: createCourseInputSchema,
      response: { 201: courseResponseSchema },
    }),
    async (request, reply) => {
      const id = await authoring.create(currentUser(request), request.body, app.now().toISOString());
      return reply.code(201).send(await courseBody(id));
    },
  );

  app.patch(
    '/:id',
    activeEducator({
      summary: "Edit one's own course; a changed title, description or category sends an approved course back to review",
      params: idParamsSchema,
      body: updateCourseInputSchema,
      response: { 200: courseResponseSchema },
      errors: [404],
    }),
    async (request) => {
      await authoring.update(request.params.id, currentUser(request), request.body, app.now().toISOString());
      return courseBody(request.params.id);
    },
  );
};

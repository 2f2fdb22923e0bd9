import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coursesCalls } from '@lectern/shared-sdk/courses/calls';
import { assertImageUrl } from '../../lib/image-urls';
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

  app.route({
    ...activeEducator(coursesCalls.createCourse, { summary: 'Create a course (active educators); it starts pending until an admin approves it' }),
    handler: async (request, reply) => {
      assertImageUrl(app.env, 'image', request.body.image);
      const id = await authoring.create(currentUser(request), request.body, app.now().toISOString());
      return reply.code(201).send(await courseBody(id));
    },
  });

  app.route({
    ...activeEducator(coursesCalls.updateCourse, {
      summary: "Edit one's own course; a changed title, description or category sends an approved course back to review",
      errors: [404],
    }),
    handler: async (request) => {
      assertImageUrl(app.env, 'image', request.body.image);
      await authoring.update(request.params.id, currentUser(request), request.body, app.now().toISOString());
      return courseBody(request.params.id);
    },
  });
};

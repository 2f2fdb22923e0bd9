import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coursesCalls } from '@lectern/shared-sdk/courses/calls';
import { assertImageUrl } from '../../lib/image-urls';
import { found } from '../../lib/not-found';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, signedIn } from '../../plugins/auth';
import { paths } from '@lectern/shared-sdk/routing/paths';
import '../notifications/notifications.plugin';
import { activeAdminIds } from '../notifications/recipients';
import { accessMessages } from './course-access';
import { courseAuthoringRepository } from './courses.authoring.repository';
import { coursesRepository } from './courses.repository';

/** Course authoring by its educator: create and edit. Reads and the catalogue are in courses.routes.ts. */
export const courseAuthoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const authoring = courseAuthoringRepository(app.db, {
    lock: app.env.database.kind === 'postgres',
    // Every active admin hears that a course waits for review, inside the transaction that made it wait.
    onAwaitingReview: async (trx, { courseId, title, created }) => {
      const at = app.now().toISOString();
      const admins = await activeAdminIds(trx);
      await app.notify(
        trx,
        admins.map((userId) => ({
          userId,
          kind: 'course_awaiting_review' as const,
          key: `course_awaiting_review:${courseId}:${at}`,
          title: created ? 'A new course waits for review' : 'A course waits for review again',
          body: created ? `“${title}” was submitted for review.` : `“${title}” was changed and needs a new review.`,
          link: paths.admin.course(courseId),
        })),
      );
    },
  });
  const courses = coursesRepository(app.db);
  const activeEducator = routeOptions(['courses'], signedIn(app, requireActiveEducator));

  async function courseBody(id: number) {
    const summary = found(await courses.findSummary(id), accessMessages.courseNotFound);
    return { course: await courses.findDetail(summary, { lessonUrls: true }, true) };
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coursesCalls } from '@lectern/shared-sdk/courses/calls';
import { notFound } from '../../lib/http-errors';
import { found, notFoundMessages } from '../../lib/not-found';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';
import { usersRepository } from '../users/users.repository';
import { assertCanManageCourse } from './course-access';
import { coursesAdminRepository } from './courses.admin.repository';
import { coursesRepository } from './courses.repository';

export const courseAdminMessages = {
  notFound: notFoundMessages.course,
  educatorNotFound: notFoundMessages.educator,
  notYourCourse: 'You can only delete your own courses',
  deleted: 'Course deleted',
} as const;

/**
 * Admin course routes (the approval queue, approval, price history, an educator's courses), plus the course delete
 * that admins and the owning (active) educator share.
 */
export const coursesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = coursesRepository(app.db);
  const admin = coursesAdminRepository(app.db);
  const users = usersRepository(app.db);
  const tags = ['courses'];
  const adminOnly = routeOptions(tags, signedIn(app, requireRole('admin')));
  const adminOrActiveEducator = routeOptions(
    tags,
    signedIn(app, requireRole('educator', 'admin'), async (request) => {
      if (currentUser(request).role === 'educator') await requireActiveEducator(request);
    }),
  );

  app.route({
    ...adminOnly(coursesCalls.listPendingCourses, { summary: 'Courses waiting for approval, oldest first' }),
    handler: (request) => courses.listPending(request.query.limit),
  });

  app.route({
    ...adminOnly(coursesCalls.approveCourse, { summary: 'Approve a pending course: it appears in the catalogue at once', errors: [404] }),
    handler: async (request) => {
      if (!(await admin.approve(request.params.id, app.now().toISOString()))) throw notFound(courseAdminMessages.notFound);
      const summary = found(await courses.findSummary(request.params.id), courseAdminMessages.notFound);
      return { course: await courses.findDetail(summary) };
    },
  });

  app.route({
    ...adminOnly(coursesCalls.listCoursePriceChanges, {
      summary: "The changes of a course's price while it was approved (who, when, from, to), newest first",
      errors: [404],
    }),
    handler: async (request) => {
      if (!(await courses.findSummary(request.params.id))) throw notFound(courseAdminMessages.notFound);
      return admin.listPriceChanges(request.params.id);
    },
  });

  app.route({
    ...adminOnly(coursesCalls.listEducatorCourses, { summary: "One educator's courses, pending ones included, newest first", errors: [404] }),
    handler: async (request) => {
      const educator = found(await users.findWithRole(request.query.educatorId, 'educator'), courseAdminMessages.educatorNotFound);
      return courses.listByEducator(educator.id);
    },
  });

  app.route({
    ...adminOrActiveEducator(coursesCalls.deleteCourse, {
      summary: 'Delete a course with its modules, videos, enrolments and cart entries (orders keep their history)',
      description: 'Admins may delete any course; an active educator only their own.',
      errors: [404],
    }),
    handler: async (request) => {
      const summary = found(await courses.findSummary(request.params.id), courseAdminMessages.notFound);
      // Admins delete any course; an educator their own (someone else's pending course does not exist for them).
      assertCanManageCourse(summary, currentUser(request), { allowAdmin: true, refused: courseAdminMessages.notYourCourse });
      if (!(await admin.remove(summary.id))) throw notFound(courseAdminMessages.notFound);
      return { message: courseAdminMessages.deleted };
    },
  });
};

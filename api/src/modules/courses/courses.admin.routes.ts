import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '@lectern/shared-sdk/schemas/common';
import {
  approveCourseInputSchema,
  courseResponseSchema,
  courseListSchema,
  coursePriceChangeListSchema,
  educatorCoursesQuerySchema,
  pendingCoursesQuerySchema,
} from '@lectern/shared-sdk/schemas/courses';
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

  app.get(
    '/admin/pending',
    adminOnly({
      summary: 'Courses waiting for approval, oldest first',
      querystring: pendingCoursesQuerySchema,
      response: { 200: courseListSchema },
    }),
    (request) => courses.listPending(request.query.limit),
  );

  app.patch(
    '/:id/approve',
    adminOnly({
      summary: 'Approve a pending course: it appears in the catalogue at once',
      params: idParamsSchema,
      body: approveCourseInputSchema,
      response: { 200: courseResponseSchema },
      errors: [404],
    }),
    async (request) => {
      if (!(await admin.approve(request.params.id, app.now().toISOString()))) throw notFound(courseAdminMessages.notFound);
      const summary = found(await courses.findSummary(request.params.id), courseAdminMessages.notFound);
      return { course: await courses.findDetail(summary) };
    },
  );

  app.get(
    '/:id/price-changes',
    adminOnly({
      summary: "The changes of a course's price while it was approved (who, when, from, to), newest first",
      params: idParamsSchema,
      response: { 200: coursePriceChangeListSchema },
      errors: [404],
    }),
    async (request) => {
      if (!(await courses.findSummary(request.params.id))) throw notFound(courseAdminMessages.notFound);
      return admin.listPriceChanges(request.params.id);
    },
  );

  app.get(
    '/educator/courses',
    adminOnly({
      summary: "One educator's courses, pending ones included, newest first",
      querystring: educatorCoursesQuerySchema,
      response: { 200: courseListSchema },
      errors: [404],
    }),
    async (request) => {
      const educator = found(await users.findWithRole(request.query.educatorId, 'educator'), courseAdminMessages.educatorNotFound);
      return courses.listByEducator(educator.id);
    },
  );

  app.delete(
    '/:id',
    adminOrActiveEducator({
      summary: 'Delete a course with its modules, videos, enrolments and cart entries (orders keep their history)',
      description: 'Admins may delete any course; an active educator only their own.',
      params: idParamsSchema,
      response: { 200: messageResponseSchema },
      errors: [404],
    }),
    async (request) => {
      const summary = found(await courses.findSummary(request.params.id), courseAdminMessages.notFound);
      // Admins delete any course; an educator their own (someone else's pending course does not exist for them).
      assertCanManageCourse(summary, currentUser(request), { allowAdmin: true, refused: courseAdminMessages.notYourCourse });
      if (!(await admin.remove(summary.id))) throw notFound(courseAdminMessages.notFound);
      return { message: courseAdminMessages.deleted };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coursesCalls } from '@lectern/shared-sdk/courses/calls';
import type { Kysely } from 'kysely';
import { paths } from '@lectern/shared-sdk/routing/paths';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import '../notifications/notifications.plugin';
import { found, notFoundMessages } from '../../lib/not-found';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';
import { usersRepository } from '../users/users.repository';
import { assertCanManageCourse } from './course-access';
import { coursesAdminRepository } from './courses.admin.repository';
import { finishRemoval, removeCourses } from './course-removal';
import { coursesRepository } from './courses.repository';

export const courseAdminMessages = {
  notFound: notFoundMessages.course,
  educatorNotFound: notFoundMessages.educator,
  notYourCourse: 'You can only delete your own courses',
  deleted: 'Course deleted',
  onlyPendingSentBack: 'Only a pending course can be sent back',
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

  const lock = app.env.database.kind === 'postgres';
  /** The course, locked until the transaction ends on PostgreSQL (two admins deciding at once decide one after the other). */
  const lockedCourse = (trx: Kysely<Database>, id: number) =>
    trx
      .selectFrom('courses')
      .select(['id', 'title', 'educator_id', 'is_approved', 'owner_deleted_at'])
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .$if(lock, (query) => query.forUpdate())
      .executeTakeFirst();
  const reviewedBody = async (id: number) => {
    const summary = found(await courses.findSummary(id), courseAdminMessages.notFound);
    return { course: await courses.findDetail(summary, { lessonUrls: true }, true) };
  };

  app.route({
    ...adminOnly(coursesCalls.approveCourse, {
      summary: 'Approve a pending course: it appears in the catalogue at once (its educator is told)',
      errors: [404],
    }),
    handler: async (request) => {
      const { id } = request.params;
      const at = app.now().toISOString();
      await app.db.transaction().execute(async (trx) => {
        const course = found(await lockedCourse(trx, id), courseAdminMessages.notFound);
        if (!(await admin.approve(id, at, trx))) throw notFound(courseAdminMessages.notFound);
        // Only the approval that made it approved tells its educator: approving again changes nothing.
        if (course.is_approved === 0 && course.owner_deleted_at === null) {
          await app.notify(trx, {
            userId: course.educator_id,
            kind: 'course_approved',
            key: `course_approved:${id}:${at}`,
            title: 'Your course was approved',
            body: `“${course.title}” is in the catalogue now.`,
            link: paths.educator.course(id),
          });
        }
      });
      return reviewedBody(id);
    },
  });

  app.route({
    ...adminOnly(coursesCalls.sendBackCourse, {
      summary: 'Send a pending course back to its educator with the reason (they are told, and read it on the course until they edit it)',
      description: 'An approved course cannot be sent back (409).',
      errors: [404, 409],
    }),
    handler: async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const at = app.now().toISOString();
      await app.db.transaction().execute(async (trx) => {
        const course = found(await lockedCourse(trx, id), courseAdminMessages.notFound);
        if (course.is_approved === 1) throw conflict(courseAdminMessages.onlyPendingSentBack);
        await trx.updateTable('courses').set({ sent_back_reason: reason, sent_back_at: at }).where('id', '=', id).execute();
        if (course.owner_deleted_at === null) {
          await app.notify(trx, {
            userId: course.educator_id,
            kind: 'course_sent_back',
            key: `course_sent_back:${id}:${at}`,
            title: 'Your course was sent back',
            body: `“${course.title}” needs changes before it can be approved: ${reason}`,
            link: paths.educator.course(id),
          });
        }
      });
      return reviewedBody(id);
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
      summary: 'Delete a course: gone with its content when nobody paid for it, else archived and its refundable purchases refunded',
      description:
        'Admins may delete any course; an active educator only their own. A course nobody paid for goes with its modules, ' +
        'videos, enrolments and cart entries. A course someone paid for is archived instead: off the catalogue, carts and ' +
        'wishlists, no new sales, kept by the students who own it; every purchase of it still in the refund window is ' +
        'refunded (the enrolment ends), and orders keep their lines. Payment pages open for it are closed, and a payment ' +
        'that arrives on one anyway is refunded.',
      errors: [404],
    }),
    handler: async (request) => {
      const summary = found(await courses.findSummary(request.params.id), courseAdminMessages.notFound);
      // Admins delete any course; an educator their own (someone else's pending course does not exist for them).
      assertCanManageCourse(summary, currentUser(request), { allowAdmin: true, refused: courseAdminMessages.notYourCourse });
      const now = app.now();
      const removal = await app.db
        .transaction()
        .execute((trx) => removeCourses(trx, [summary.id], { at: now.toISOString(), now, refundMode: app.payments?.mode ?? null }));
      if (removal.deleted.length + removal.archived.length === 0) throw notFound(courseAdminMessages.notFound);
      await finishRemoval(app, request.log, removal);
      return { message: courseAdminMessages.deleted };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { enrollmentsCalls } from '@lectern/shared-sdk/enrollments/calls';
import type { Enrollment } from '@lectern/shared-sdk/enrollments/schemas';
import { paths } from '@lectern/shared-sdk/routing/paths';
import '../notifications/notifications.plugin';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { KeyedTurns } from '../../lib/keyed-turns';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireRole, signedIn } from '../../plugins/auth';
import { coursesRepository } from '../courses/courses.repository';
import { enrollmentsRepository, type EnrollmentsRepository } from './enrollments.repository';
import { lastActivity } from './last-activity';
import { recomputeProgress } from './progress';
import { found, notFoundMessages } from '../../lib/not-found';
import { noticeCertificates } from '../certificates/certificate-notice';

export const enrollmentText = {
  enrolled: 'Enrolled successfully',
  courseNotFound: notFoundMessages.course,
  paidCourse: 'This is a paid course: add it to your cart and check out to enroll.',
  alreadyEnrolled: 'You are already enrolled in this course',
  notEnrolled: 'You are not enrolled in this course',
  alreadyRated: 'You have already rated this course',
  enrollmentNotFound: notFoundMessages.enrollment,
  videoNotInCourse: 'videoId: this video is not part of the course',
  tooManyChanges: 'Too many changes to this enrolment at once. Try again shortly.',
} as const;

/**
 * Changes to one enrolment take turns in this process (per database, so each app instance has its own), rather than
 * each holding a pool connection while it waits on the enrolment's row lock: a burst on one enrolment then uses one
 * connection and leaves the rest of the pool to everyone else. The key is the student's and the enrolment's together,
 * so no one can fill another student's turns by naming their enrolment.
 */
const enrollmentTurns = new WeakMap<Kysely<Database>, KeyedTurns>();
export const turnsFor = (db: Kysely<Database>) => {
  let turns = enrollmentTurns.get(db);
  if (!turns) {
    turns = new KeyedTurns({ maxPerKey: 500, busyMessage: enrollmentText.tooManyChanges, retryAfterSeconds: 2 });
    enrollmentTurns.set(db, turns);
  }
  return turns;
};

/**
 * Work on a video of the student's own enrolment, in one transaction that first locks the enrolment (404 when it is
 * not theirs) and checks the video is one of its course's (400 otherwise). Answers what the work returns and the
 * enrolment as the work left it.
 */
export async function changeOwnEnrollment<Result>(
  db: Kysely<Database>,
  target: { studentId: number; enrollmentId: number; videoId: number },
  work: (trx: Transaction<Database>, enrollments: EnrollmentsRepository) => Promise<Result>,
): Promise<{ result: Result; enrollment: Enrollment }> {
  const { studentId, enrollmentId, videoId } = target;
  const changed = await turnsFor(db).run(`${studentId}:${enrollmentId}`, () =>
    db.transaction().execute(async (trx) => {
      const enrollments = enrollmentsRepository(trx);
      const locked = await enrollments.lockOwn(studentId, enrollmentId);
      if (!locked) throw notFound(enrollmentText.enrollmentNotFound);
      if (!(await enrollments.videoBelongsToCourse(videoId, locked.courseId))) throw badRequest(enrollmentText.videoNotInCourse);
      const result = await work(trx, enrollments);
      return { result, enrollment: await enrollments.findById(studentId, enrollmentId) };
    }),
  );
  return { result: changed.result, enrollment: found(changed.enrollment, enrollmentText.enrollmentNotFound) };
}

export const enrollmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const enrollments = enrollmentsRepository(app.db);
  const courses = coursesRepository(app.db);
  const tags = ['enrollments'];
  const anyUser = routeOptions(tags, signedIn(app));
  const studentOnly = routeOptions(tags, signedIn(app, requireRole('student')));
  const iso = () => app.now().toISOString();

  app.route({
    ...anyUser(enrollmentsCalls.listMyEnrollments, {
      summary: "The caller's own enrolments with their courses",
      // Educators' profile screens call it too (spec): they simply have none, so the list is empty.
      description: 'Any signed-in user; only students have enrolments, so for educators and admins the list is empty.',
    }),
    handler: async (request) => ({ enrollments: await enrollments.listForStudent(currentUser(request).id) }),
  });

  app.route({
    ...studentOnly(enrollmentsCalls.enroll, {
      summary: 'Enrol in a free approved course',
      description: 'Paid courses are bought through the cart (POST /api/cart, then POST /api/cart/checkout).',
      errors: [400, 404, 409],
    }),
    handler: async (request, reply) => {
      const student = currentUser(request);
      const { courseId } = request.body;
      const course = found(await courses.findApprovedSummary(courseId), enrollmentText.courseNotFound);
      if (course.price_cents > 0) throw badRequest(enrollmentText.paidCourse);
      const enrolled = await app.db.transaction().execute(async (trx) => {
        if (!(await enrollmentsRepository(trx).enrollOnce(student.id, courseId, iso()))) return false;
        await app.notify(trx, {
          userId: course.educator_id,
          kind: 'new_enrollment',
          key: `new_enrollment:${courseId}:${student.id}`,
          title: 'A student enrolled in your course',
          body: `${student.name} enrolled in “${course.title}”.`,
          link: paths.educator.course(courseId),
          actorId: student.id,
        });
        return true;
      });
      if (!enrolled) throw conflict(enrollmentText.alreadyEnrolled);
      const enrollment = found(await enrollments.findByCourse(student.id, courseId), enrollmentText.courseNotFound);
      return reply.code(201).send({ message: enrollmentText.enrolled, enrollment });
    },
  });

  app.route({
    ...studentOnly(enrollmentsCalls.getEnrollmentStatus, {
      summary: 'Whether the student is enrolled in the course and whether it is in their cart',
    }),
    handler: async (request) => {
      const student = currentUser(request);
      const { courseId } = request.params;
      const cartRow = await app.db
        .selectFrom('cart_items')
        .select('id')
        .where('student_id', '=', student.id)
        .where('course_id', '=', courseId)
        .executeTakeFirst();
      const enrollmentId = await enrollments.idFor(student.id, courseId);
      const lastWatched = enrollmentId === undefined ? null : await lastActivity.of(app.db, enrollmentId);
      return { enrolled: enrollmentId !== undefined, inCart: cartRow !== undefined, lastWatched };
    },
  });

  app.route({
    ...studentOnly(enrollmentsCalls.getMyEnrollment, {
      summary: "The student's enrolment in the course, with progress and watched videos",
      errors: [404],
    }),
    handler: async (request) => ({
      enrollment: found(await enrollments.findByCourse(currentUser(request).id, request.params.courseId), enrollmentText.notEnrolled),
    }),
  });

  app.route({
    ...studentOnly(enrollmentsCalls.rateCourse, {
      summary: 'Rate a course once per enrolment, 1 to 5, optionally with a written review',
      errors: [404, 409],
    }),
    handler: async (request) => {
      const student = currentUser(request);
      const { courseId } = request.params;
      if (!(await enrollments.isEnrolled(student.id, courseId))) throw notFound(enrollmentText.notEnrolled);
      const { rating, review } = request.body;
      const rated = await app.db.transaction().execute(async (trx) => {
        if (!(await enrollmentsRepository(trx).rateOnce(student.id, courseId, rating, review ?? null, iso()))) return false;
        const course = await trx.selectFrom('courses').select(['educator_id', 'title']).where('id', '=', courseId).executeTakeFirstOrThrow();
        await app.notify(trx, {
          userId: course.educator_id,
          kind: 'new_review',
          // A course is rated once per enrolment.
          key: `new_review:${courseId}:${student.id}`,
          title: review ? 'A student reviewed your course' : 'A student rated your course',
          body: `${student.name} gave “${course.title}” ${rating} out of 5${review ? `: ${review}` : '.'}`,
          link: paths.educator.course(courseId),
          actorId: student.id,
        });
        return true;
      });
      if (!rated) throw conflict(enrollmentText.alreadyRated);
      return { enrollment: found(await enrollments.findByCourse(student.id, courseId), enrollmentText.notEnrolled) };
    },
  });

  app.route({
    ...studentOnly(enrollmentsCalls.markVideoWatched, {
      summary: "Mark a video of the enrolment's course as watched; progress and completion follow",
      description: 'Answers the enrolment itself, its fields at the top level: the spec merges the answer into the enrolment it holds.',
      errors: [400, 404],
    }),
    handler: async (request) => {
      const { enrollmentId } = request.params;
      const { videoId } = request.body;
      const target = { studentId: currentUser(request).id, enrollmentId, videoId };
      const { enrollment } = await changeOwnEnrollment(app.db, target, async (trx, own) => {
        const at = iso();
        await own.markWatched(enrollmentId, videoId, at);
        await lastActivity.note(trx, enrollmentId, videoId, at);
        await noticeCertificates(app.notify, trx, await recomputeProgress(trx, { enrollmentId }, at));
      });
      return enrollment;
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enrollmentsCalls } from '@lectern/shared-sdk/enrollments/calls';
import { routeOptions } from '../../lib/route-schemas';
import { requireRole, signedIn } from '../../plugins/auth';
import { coursesRepository } from '../courses/courses.repository';
import { usersRepository } from '../users/users.repository';
import { enrollmentsAdminRepository } from './enrollments.admin.repository';
import { found, notFoundMessages } from '../../lib/not-found';

/** The admin console's enrolment lists, under /api/enrollments. */
export const enrollmentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const enrollments = enrollmentsAdminRepository(app.db);
  const users = usersRepository(app.db);
  const courses = coursesRepository(app.db);
  const adminOnly = routeOptions(['enrollments'], signedIn(app, requireRole('admin')));

  app.route({
    ...adminOnly(enrollmentsCalls.listAllEnrollments, { summary: 'Every enrolment with its student and course, most recent first' }),
    handler: async () => ({ enrollments: await enrollments.list() }),
  });

  app.route({
    ...adminOnly(enrollmentsCalls.listStudentEnrollments, { summary: "One student's enrolments, most recent first", errors: [404] }),
    handler: async (request) => {
      const student = found(await users.findWithRole(request.query.studentId, 'student'), notFoundMessages.student);
      return { enrollments: await enrollments.list({ studentId: student.id }) };
    },
  });

  app.route({
    ...adminOnly(enrollmentsCalls.listCourseEnrollments, { summary: "One course's enrolments, most recent first, as {enrollments}", errors: [404] }),
    handler: async (request) => {
      const course = found(await courses.findSummary(request.query.courseId), notFoundMessages.course);
      return { enrollments: await enrollments.list({ courseId: course.id }) };
    },
  });
};

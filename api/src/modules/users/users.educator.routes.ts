import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersCalls } from '@lectern/shared-sdk/users/calls';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireRole, signedIn } from '../../plugins/auth';
import { educatorStudentTotals, listEducatorStudents } from './users.educator.repository';

export const educatorStudentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const educatorOnly = routeOptions(['users'], signedIn(app, requireRole('educator')));

  app.route({
    ...educatorOnly(usersCalls.listEducatorStudents, {
      summary: "The students enrolled in the signed-in educator's courses, one row per enrolment, newest first",
    }),
    handler: (request) => listEducatorStudents(app.db, currentUser(request).id),
  });

  app.route({
    ...educatorOnly(usersCalls.getEducatorStudentTotals, {
      summary: "The signed-in educator's students (distinct accounts enrolled in any of their courses) and their enrolments",
      description:
        'The one figure of "students" that the dashboard, the students page and the profile show: a student in two of the ' +
        "educator's courses counts once. `enrollments` is the number of rows of GET /api/users/educator/students.",
    }),
    handler: (request) => educatorStudentTotals(app.db, currentUser(request).id),
  });

  // The original client asks this address (not in the spec's tables) and reads `{students}`: same rows, same access.
  app.route({
    ...educatorOnly(usersCalls.listEducatorStudentsWrapped, {
      summary: 'The same rows as GET /api/users/educator/students, wrapped as {students} (a compatibility address)',
    }),
    handler: async (request) => ({ students: await listEducatorStudents(app.db, currentUser(request).id) }),
  });
};

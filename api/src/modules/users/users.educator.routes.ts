import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { educatorStudentListSchema } from '@lectern/shared-sdk/schemas/users';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { currentUser, requireRole } from '../../plugins/auth';
import { listEducatorStudents } from './users.educator.repository';

export const educatorStudentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/educator/students',
    {
      onRequest: [app.authenticate, requireRole('educator')],
      schema: {
        tags: ['users'],
        summary: "The students enrolled in the signed-in educator's courses, one row per enrolment, newest first",
        security: bearerAuth,
        response: { 200: educatorStudentListSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => listEducatorStudents(app.db, currentUser(request).id),
  );
};

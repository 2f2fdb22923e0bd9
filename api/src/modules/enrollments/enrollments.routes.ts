import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enrollmentsResponseSchema } from '@lectern/shared-sdk/schemas/enrollments';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { currentUser } from '../../plugins/auth';
import { enrollmentsRepository } from './enrollments.repository';

export const enrollmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const enrollments = enrollmentsRepository(app.db);

  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['enrollments'],
        summary: "The caller's own enrolments with their courses",
        // Educators' profile screens call it too (spec): they simply have none, so the list is empty.
        description: 'Any signed-in user; only students have enrolments, so for educators and admins the list is empty.',
        security: bearerAuth,
        response: { 200: enrollmentsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ enrollments: await enrollments.listForStudent(currentUser(request).id) }),
  );
};

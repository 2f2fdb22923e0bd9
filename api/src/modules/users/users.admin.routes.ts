import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '@lectern/shared-sdk/schemas/common';
import {
  createEducatorInputSchema,
  educatorListSchema,
  educatorSummarySchema,
  setEducatorApprovalInputSchema,
  studentListSchema,
  studentSummarySchema,
  userResponseSchema,
} from '@lectern/shared-sdk/schemas/users';
import { notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { requireRole, signedIn } from '../../plugins/auth';
import { hashPassword } from '../auth/passwords';
import { adminUsersRepository } from './users.admin.repository';
import { toUser } from './users.mapper';
import { usersRepository } from './users.repository';
import { found, notFoundMessages } from '../../lib/not-found';

export const adminUserMessages = {
  studentNotFound: notFoundMessages.student,
  educatorNotFound: notFoundMessages.educator,
  educatorRemoved: 'Educator removed',
} as const;

/** The admin console's user routes, under /api/users. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = adminUsersRepository(app.db);
  const users = usersRepository(app.db);
  const adminOnly = routeOptions(['users'], signedIn(app, requireRole('admin')));

  app.get(
    '/students',
    adminOnly({ summary: 'Every student with enrolment counts, newest first', response: { 200: studentListSchema } }),
    () => admin.listStudents(),
  );

  app.get(
    '/students/:id',
    adminOnly({
      summary: 'One student with enrolment counts (its fields at the top level)',
      params: idParamsSchema,
      response: { 200: studentSummarySchema },
      errors: [404],
    }),
    async (request) => found(await admin.findStudent(request.params.id), adminUserMessages.studentNotFound),
  );

  app.get(
    '/educators',
    adminOnly({ summary: 'Every educator with course and student counts, newest first', response: { 200: educatorListSchema } }),
    () => admin.listEducators(),
  );

  app.get(
    '/educators/:id',
    adminOnly({
      summary: 'One educator with course and student counts (its fields at the top level)',
      params: idParamsSchema,
      response: { 200: educatorSummarySchema },
      errors: [404],
    }),
    async (request) => found(await admin.findEducator(request.params.id), adminUserMessages.educatorNotFound),
  );

  app.patch(
    '/educators/:id/approve',
    adminOnly({
      summary: 'Make an educator active or inactive',
      description: 'Deactivation applies at once: earlier tokens stop working; signed in again, the educator can read but not write.',
      params: idParamsSchema,
      body: setEducatorApprovalInputSchema,
      response: { 200: educatorSummarySchema },
      errors: [404],
    }),
    async (request) => {
      const updated = await admin.setEducatorApproval(request.params.id, request.body.isApproved, app.now().toISOString());
      const educator = updated ? await admin.findEducator(request.params.id) : undefined;
      return found(educator, adminUserMessages.educatorNotFound);
    },
  );

  app.delete(
    '/educators/:id',
    adminOnly({
      summary: 'Remove an educator and every course they own, in one transaction',
      params: idParamsSchema,
      response: { 200: messageResponseSchema },
      errors: [404],
    }),
    async (request) => {
      if (!(await admin.removeEducator(request.params.id))) throw notFound(adminUserMessages.educatorNotFound);
      return { message: adminUserMessages.educatorRemoved };
    },
  );

  app.post(
    '/educators',
    adminOnly({
      summary: 'Add an educator, active at once and able to sign in with the given password',
      body: createEducatorInputSchema,
      response: { 201: userResponseSchema },
      errors: [409],
    }),
    async (request, reply) => {
      const { name, email, password } = request.body;
      const user = await users.create({
        name,
        email,
        passwordHash: await app.passwordWork.run(request.ip, () => hashPassword(password)),
        role: 'educator',
        createdAt: app.now().toISOString(),
      });
      return reply.code(201).send({ user: toUser(user) });
    },
  );
};

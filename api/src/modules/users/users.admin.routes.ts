import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersCalls } from '@lectern/shared-sdk/users/calls';
import { clientAddressOf } from '../../lib/client-address';
import { notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { requireRole, signedIn } from '../../plugins/auth';
import { hashPassword } from '../auth/passwords';
import { finishRemoval } from '../courses/course-removal';
import { adminUsersRepository } from './users.admin.repository';
import { toUser } from './users.mapper';
import { usersRepository } from './users.repository';
import { found, notFoundMessages } from '../../lib/not-found';

export const adminUserMessages = {
  studentNotFound: notFoundMessages.student,
  educatorNotFound: notFoundMessages.educator,
  educatorRemoved: 'Educator removed',
} as const;

/** The admin console's user routes. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = adminUsersRepository(app.db);
  const users = usersRepository(app.db);
  const adminOnly = routeOptions(['users'], signedIn(app, requireRole('admin')));

  app.route({
    ...adminOnly(usersCalls.listStudents, { summary: 'Every student with enrolment counts, newest first' }),
    handler: () => admin.listStudents(),
  });

  app.route({
    ...adminOnly(usersCalls.getStudent, { summary: 'One student with enrolment counts (its fields at the top level)', errors: [404] }),
    handler: async (request) => found(await admin.findStudent(request.params.id), adminUserMessages.studentNotFound),
  });

  app.route({
    ...adminOnly(usersCalls.listEducators, { summary: 'Every educator with course and student counts, newest first' }),
    handler: () => admin.listEducators(),
  });

  app.route({
    ...adminOnly(usersCalls.getEducator, { summary: 'One educator with course and student counts (its fields at the top level)', errors: [404] }),
    handler: async (request) => found(await admin.findEducator(request.params.id), adminUserMessages.educatorNotFound),
  });

  app.route({
    ...adminOnly(usersCalls.setEducatorApproval, {
      summary: 'Make an educator active or inactive',
      description: 'Deactivation applies at once: earlier tokens stop working; signed in again, the educator can read but not write.',
      errors: [404],
    }),
    handler: async (request) => {
      const updated = await admin.setEducatorApproval(request.params.id, request.body.isApproved, app.now().toISOString());
      const educator = updated ? await admin.findEducator(request.params.id) : undefined;
      return found(educator, adminUserMessages.educatorNotFound);
    },
  });

  app.route({
    ...adminOnly(usersCalls.removeEducator, { summary: 'Remove an educator and every course they own, in one transaction', errors: [404] }),
    handler: async (request) => {
      const now = app.now();
      const removal = await admin.removeEducator(request.params.id, { at: now.toISOString(), now, refundMode: app.payments?.mode ?? null });
      if (!removal) throw notFound(adminUserMessages.educatorNotFound);
      await finishRemoval(app, request.log, removal);
      return { message: adminUserMessages.educatorRemoved };
    },
  });

  app.route({
    ...adminOnly(usersCalls.createEducator, {
      summary: 'Add an educator, active at once and able to sign in with the given password',
      errors: [409],
    }),
    handler: async (request, reply) => {
      const { name, email, password } = request.body;
      const user = await users.create({
        name,
        email,
        passwordHash: await app.passwordWork.run(clientAddressOf(request), () => hashPassword(password)),
        role: 'educator',
        createdAt: app.now().toISOString(),
      });
      return reply.code(201).send({ user: toUser(user) });
    },
  });
};

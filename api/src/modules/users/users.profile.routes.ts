import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@lectern/shared-sdk/schemas/common';
import {
  changePasswordInputSchema,
  updateProfileInputSchema,
  userResponseSchema,
} from '@lectern/shared-sdk/schemas/users';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { currentSessionId, currentUser } from '../../plugins/auth';
import { toUser } from './users.mapper';
import { createProfileService } from './profile.service';

/** The signed-in user's own profile, for every role. Registered at /api/users. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = createProfileService({ db: app.db, now: app.now, rateLimit: app.rateLimit, passwordWork: app.passwordWork });
  const tags = ['users'];

  app.get(
    '/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearerAuth,
        response: { 200: userResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ user: toUser(currentUser(request)) }),
  );

  app.patch(
    '/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Change your name and profile image (an http(s) URL; empty clears it)',
        security: bearerAuth,
        body: updateProfileInputSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ user: toUser(await profile.update(currentUser(request), request.body)) }),
  );

  app.patch(
    '/profile/password',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Change your password with the current one; every other session ends, this one goes on',
        security: bearerAuth,
        body: changePasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    (request) => profile.changePassword(currentUser(request), currentSessionId(request), request.body),
  );
};

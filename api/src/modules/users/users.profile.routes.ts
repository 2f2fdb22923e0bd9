import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@lectern/shared-sdk/schemas/common';
import {
  changePasswordInputSchema,
  updateProfileInputSchema,
  userResponseSchema,
} from '@lectern/shared-sdk/schemas/users';
import { routeOptions } from '../../lib/route-schemas';
import { currentSessionId, currentUser, signedIn } from '../../plugins/auth';
import { toUser } from './users.mapper';
import { createProfileService } from './profile.service';

/** The docs of a read of the signed-in user: the spec has two, GET /api/auth/me and GET /api/users/profile. */
export const signedInUserDocs = { summary: 'The signed-in user', response: { 200: userResponseSchema } } as const;

/** The handler of both reads of the signed-in user. */
export const readSignedInUser = async (request: FastifyRequest) => ({ user: toUser(currentUser(request)) });

/** The signed-in user's own profile, for every role. Registered at /api/users. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = createProfileService({ db: app.db, now: app.now, rateLimit: app.rateLimit, passwordWork: app.passwordWork });
  const anyUser = routeOptions(['users'], signedIn(app));

  app.get('/profile', anyUser(signedInUserDocs), readSignedInUser);

  app.patch(
    '/profile',
    anyUser({
      summary: 'Change your name and profile image (an http(s) URL; empty clears it)',
      body: updateProfileInputSchema,
      response: { 200: userResponseSchema },
    }),
    async (request) => ({ user: toUser(await profile.update(currentUser(request), request.body)) }),
  );

  app.patch(
    '/profile/password',
    anyUser({
      summary: 'Change your password with the current one; every other session ends, this one goes on',
      body: changePasswordInputSchema,
      response: { 200: messageResponseSchema },
      errors: [409, 429],
    }),
    (request) => profile.changePassword(currentUser(request), currentSessionId(request), request.body),
  );
};

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@lectern/shared-sdk/contract/auth';
import { routeOptions } from '../../lib/route-schemas';
import { anyone, currentSessionId, currentUser, signedIn } from '../../plugins/auth';
import { sessionsRepository } from '../sessions/sessions.repository';
import { sessionText } from '../sessions/sessions.routes';
import { readSignedInUser, signedInUserDocs } from '../users/users.profile.routes';
import { createAuthService, type Client } from './auth.service';

const clientOf = (request: FastifyRequest): Client => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({
    db: app.db,
    env: app.env,
    now: app.now,
    mailer: app.mailer,
    sessions: app.sessions,
    rateLimit: app.rateLimit,
    passwordWork: app.passwordWork,
  });
  const tags = ['auth'];
  const publicRoute = routeOptions(tags, anyone);
  const anyUser = routeOptions(tags, signedIn(app));

  app.route({
    ...publicRoute(authCalls.login, { summary: 'Sign in with e-mail and password', errors: [401, 403, 429] }),
    handler: (request) => auth.login(request.body, clientOf(request)),
  });

  app.route({
    ...publicRoute(authCalls.register, { summary: 'Create a student account with a verified sign-up code', errors: [409, 429] }),
    handler: async (request, reply) => reply.code(201).send(await auth.register(request.body, clientOf(request))),
  });

  app.route({ ...anyUser(authCalls.getMe, signedInUserDocs), handler: readSignedInUser });

  app.route({
    ...anyUser(authCalls.logout, { summary: 'Sign out: the session of this token ends, on this device only' }),
    handler: async (request) => {
      await sessionsRepository(app.db).revoke(currentUser(request).id, currentSessionId(request), app.now().toISOString());
      return { message: sessionText.signedOut };
    },
  });

  app.route({
    ...publicRoute(authCalls.sendOtp, {
      summary: 'E-mail a 6-digit code for sign-up or password recovery',
      description:
        'One code per 60 seconds per e-mail and purpose; a new code replaces the previous one. 403 when the server sends no e-mail (MAIL_TRANSPORT=none).',
      errors: [403, 404, 409, 429, 503],
    }),
    handler: (request) => auth.sendCode(request.body, request.ip),
  });

  app.route({
    ...publicRoute(authCalls.verifyOtp, { summary: 'Check a code (5 tries per code, 10 minutes)', errors: [429] }),
    handler: (request) => auth.verifyCode(request.body, request.ip),
  });

  app.route({
    ...publicRoute(authCalls.resetPassword, { summary: 'Choose a new password with a recovery code; signs out every session', errors: [429] }),
    handler: (request) => auth.resetPassword(request.body, request.ip),
  });
};

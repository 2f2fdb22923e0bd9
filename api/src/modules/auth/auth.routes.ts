import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  sendOtpInputSchema,
  sendOtpResponseSchema,
  verifyOtpInputSchema,
} from '@lectern/shared-sdk/schemas/auth';
import { messageResponseSchema } from '@lectern/shared-sdk/schemas/common';
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

  app.post(
    '/login',
    publicRoute({
      summary: 'Sign in with e-mail and password',
      body: loginInputSchema,
      response: { 200: authResponseSchema },
      errors: [401, 403, 429],
    }),
    (request) => auth.login(request.body, clientOf(request)),
  );

  app.post(
    '/register',
    publicRoute({
      summary: 'Create a student account with a verified sign-up code',
      body: registerInputSchema,
      response: { 201: authResponseSchema },
      errors: [409, 429],
    }),
    async (request, reply) => reply.code(201).send(await auth.register(request.body, clientOf(request))),
  );

  app.get('/me', anyUser(signedInUserDocs), readSignedInUser);

  app.post(
    '/logout',
    anyUser({ summary: 'Sign out: the session of this token ends, on this device only', response: { 200: messageResponseSchema } }),
    async (request) => {
      await sessionsRepository(app.db).revoke(currentUser(request).id, currentSessionId(request), app.now().toISOString());
      return { message: sessionText.signedOut };
    },
  );

  app.post(
    '/send-otp',
    publicRoute({
      summary: 'E-mail a 6-digit code for sign-up or password recovery',
      description: 'One code per 60 seconds per e-mail and purpose; a new code replaces the previous one.',
      body: sendOtpInputSchema,
      response: { 200: sendOtpResponseSchema },
      errors: [404, 409, 429, 503],
    }),
    (request) => auth.sendCode(request.body, request.ip),
  );

  app.post(
    '/verify-otp',
    publicRoute({
      summary: 'Check a code (5 tries per code, 10 minutes)',
      body: verifyOtpInputSchema,
      response: { 200: messageResponseSchema },
      errors: [429],
    }),
    (request) => auth.verifyCode(request.body, request.ip),
  );

  app.post(
    '/reset-password',
    publicRoute({
      summary: 'Choose a new password with a recovery code; signs out every session',
      body: resetPasswordInputSchema,
      response: { 200: messageResponseSchema },
      errors: [429],
    }),
    (request) => auth.resetPassword(request.body, request.ip),
  );
};

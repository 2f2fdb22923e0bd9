import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@lectern/shared-sdk/auth/calls';
import { refusalSchema } from '@lectern/shared-sdk/auth/schemas';
import { clientAddressOf } from '../../lib/client-address';
import { routeOptions } from '../../lib/route-schemas';
import { anyone, currentSessionId, currentUser, signedIn } from '../../plugins/auth';
import { sessionsRepository } from '../sessions/sessions.repository';
import { sessionText } from '../sessions/sessions.routes';
import { readSignedInUser, signedInUserDocs } from '../users/users.profile.routes';
import { createAuthService, type Client } from './auth.service';
import { deviceCookieMaxAgeSeconds } from './device-cookies';

/** Per-address limits count an IPv6 client by its /64. */
const clientOf = (request: FastifyRequest): Client => ({
  ip: clientAddressOf(request),
  userAgent: request.headers['user-agent'],
  cookies: request.cookies,
});

/** A refusal that may ask for a proof of work: 429 with a challenge; a bad solution is a 400. */
const mayAskForWork = { errorShapes: { 429: refusalSchema } } as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({
    db: app.db,
    env: app.env,
    now: app.now,
    mailer: app.mailer,
    sessions: app.sessions,
    rateLimit: app.rateLimit,
    passwordWork: app.passwordWork,
    ownersWork: app.ownersWork,
  });
  await app.register(fastifyCookie);
  const deviceCookieOptions = {
    // Sent to the sign-in only; the API is on the shell's site, so Strict still reaches it from the app's pages.
    path: authCalls.login.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.env.nodeEnv === 'production' || app.env.publicApiUrl.startsWith('https:'),
    maxAge: deviceCookieMaxAgeSeconds,
  } as const;
  const tags = ['auth'];
  const publicRoute = routeOptions(tags, anyone);
  const anyUser = routeOptions(tags, signedIn(app));

  app.route({
    ...publicRoute(authCalls.login, {
      summary: 'Sign in with e-mail and password',
      description:
        'A right password sets an HttpOnly device cookie: later sign-ins from that browser are judged by its own failures. ' +
        "Past the account's failure limits another browser gets a 429 with code 'proof_of_work_required' and an ALTCHA " +
        'challenge; the same sign-in with the solved challenge as `altcha` goes through (up to a hard cap).',
      errors: [401, 403, 429],
      ...mayAskForWork,
    }),
    handler: async (request, reply) => {
      const { session, device } = await auth.login(request.body, clientOf(request));
      reply.setCookie(device.name, device.value, deviceCookieOptions);
      return session;
    },
  });

  app.route({
    ...publicRoute(authCalls.getAuthChallenge, {
      summary: 'A proof-of-work challenge (ALTCHA) for a sign-in or code request that asks for one',
      description: 'Signed by this server, valid 10 minutes, accepted once: solve it and send the payload as `altcha`.',
    }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.challenge();
    },
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
        'One code per 60 seconds per e-mail and purpose; a new code replaces the previous one. Past a few codes an hour ' +
        "from one address, a request needs a solved ALTCHA challenge as `altcha` (429 with code 'proof_of_work_required' " +
        'and a challenge otherwise), up to a hard cap per address. 403 when the server sends no e-mail (MAIL_TRANSPORT=none).',
      errors: [403, 404, 409, 429, 503],
      ...mayAskForWork,
    }),
    handler: (request) => auth.sendCode(request.body, clientAddressOf(request)),
  });

  app.route({
    ...publicRoute(authCalls.verifyOtp, { summary: 'Check a code (5 tries per code, 10 minutes)', errors: [429] }),
    handler: (request) => auth.verifyCode(request.body, clientAddressOf(request)),
  });

  app.route({
    ...publicRoute(authCalls.resetPassword, { summary: 'Choose a new password with a recovery code; signs out every session', errors: [429] }),
    handler: (request) => auth.resetPassword(request.body, clientAddressOf(request)),
  });
};

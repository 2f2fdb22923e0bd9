import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authProvidersResponseSchema,
  authResponseSchema,
  type GoogleSignInError,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  sendOtpInputSchema,
  sendOtpResponseSchema,
  verifyOtpInputSchema,
} from '@lectern/shared-sdk/schemas/auth';
import { messageResponseSchema } from '@lectern/shared-sdk/schemas/common';
import { userResponseSchema } from '@lectern/shared-sdk/schemas/users';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { currentUser } from '../../plugins/auth';
import { toUser } from '../users/users.mapper';
import { authText, createAuthService } from './auth.service';
import { createGoogleSignIn, GoogleSignInRefused, googleSignInTtlSeconds } from './google-sign-in';

const redirectResponseSchema = z.null().describe('Redirect; see the Location header');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({
    db: app.db,
    env: app.env,
    now: app.now,
    mailer: app.mailer,
    tokens: app.tokens,
    rateLimitStore: app.rateLimitStore,
  });
  const tags = ['auth'];

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginInputSchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create a student account with a verified sign-up code',
        body: registerInputSchema,
        response: { 201: authResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body, request.ip)),
  );

  app.get(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: 'The signed-in user', security: bearerAuth, response: { 200: userResponseSchema, ...errorResponses(401, 403) } },
    },
    async (request) => ({ user: toUser(currentUser(request)) }),
  );

  app.post(
    '/send-otp',
    {
      schema: {
        tags,
        summary: 'E-mail a 6-digit code for sign-up or password recovery',
        description: 'One code per 60 seconds per e-mail and purpose; a new code replaces the previous one.',
        body: sendOtpInputSchema,
        response: { 200: sendOtpResponseSchema, ...errorResponses(400, 404, 409, 429, 503) },
      },
    },
    (request) => auth.sendCode(request.body, request.ip),
  );

  app.post(
    '/verify-otp',
    {
      schema: {
        tags,
        summary: 'Check a code (5 tries per code, 10 minutes)',
        body: verifyOtpInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => auth.verifyCode(request.body, request.ip),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Choose a new password with a recovery code; signs out every session',
        body: resetPasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => auth.resetPassword(request.body, request.ip),
  );

  const google = createGoogleSignIn({
    db: app.db,
    env: app.env,
    now: app.now,
    tokens: app.tokens,
    rateLimitStore: app.rateLimitStore,
  });
  await app.register(fastifyCookie);
  const browserCookie = {
    name: 'lectern_google_sign_in',
    options: {
      path: '/api/auth/google',
      httpOnly: true,
      // Lax: sent on the provider's top-level redirect back to the callback, never on cross-site subrequests.
      sameSite: 'lax',
      secure: app.env.publicApiUrl.startsWith('https:'),
      maxAge: googleSignInTtlSeconds,
    },
  } as const;

  app.get(
    '/providers',
    { schema: { tags, summary: 'Which sign-in methods this server offers', response: { 200: authProvidersResponseSchema } } },
    async () => ({ google: google.configured }),
  );

  app.get(
    '/google',
    {
      schema: {
        tags,
        summary: 'Start Google sign-in (browser navigation)',
        description:
          'Redirects to the OpenID provider (authorization code flow with PKCE, state and nonce) and sets a cookie that binds the sign-in to this browser. ' +
          'When Google sign-in is not configured or not possible now, redirects to the sign-in page with ?error=<code>.',
        response: { 302: redirectResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const { location, browserKey } = await google.start(request.ip);
        return reply.setCookie(browserCookie.name, browserKey, browserCookie.options).redirect(location, 302);
      } catch (error) {
        return reply.redirect(google.failureLocation(refusalCode(error, request)), 302);
      }
    },
  );

  app.get(
    '/google/callback',
    {
      schema: {
        tags,
        summary: "Google's redirect back after sign-in (browser navigation)",
        description:
          'Checks the authorization response and the ID token, then redirects to the app with ?token=<session token>, ' +
          'or to the sign-in page with ?error=<code>. Each state is accepted once, from the browser that started the sign-in.',
        response: { 302: redirectResponseSchema },
      },
    },
    async (request, reply) => {
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const browserKey = request.cookies[browserCookie.name];
      reply.clearCookie(browserCookie.name, { path: browserCookie.options.path });
      try {
        return reply.redirect(await google.finish(rawQuery, browserKey, request.log), 302);
      } catch (error) {
        return reply.redirect(google.failureLocation(refusalCode(error, request)), 302);
      }
    },
  );
};

/** The code the sign-in page explains; a refusal is logged as a warning, anything unexpected as an error. */
function refusalCode(error: unknown, request: FastifyRequest): GoogleSignInError {
  if (error instanceof GoogleSignInRefused) {
    request.log.warn({ code: error.code, reason: error.message, cause: error.cause }, 'Google sign-in refused');
    return error.code;
  }
  request.log.error({ err: error }, 'Google sign-in failed');
  return 'google_failed';
}

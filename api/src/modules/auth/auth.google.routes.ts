import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authProvidersResponseSchema, type GoogleSignInError } from '@lectern/shared-sdk/schemas/auth';
import { routeOptions } from '../../lib/route-schemas';
import { anyone } from '../../plugins/auth';
import { createGoogleSignIn, GoogleSignInRefused, googleSignInTtlSeconds } from './google-sign-in';

const redirectResponseSchema = z.null().describe('Redirect; see the Location header');

/** Google sign-in: browser navigations answered with redirects, and what the screens ask before offering it. */
const startPath = '/google';
const callbackPath = `${startPath}/callback`;

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = routeOptions(['auth'], anyone);
  /** A page the browser navigates to; it answers with a redirect, to go on or to the sign-in page's error. */
  const navigation = (summary: string, description: string) =>
    publicRoute({ summary: `${summary} (browser navigation)`, description, response: { 302: redirectResponseSchema } });
  // Public addresses follow from where the plugin is mounted (app.prefix: /api/auth).
  const google = createGoogleSignIn({
    db: app.db,
    env: app.env,
    now: app.now,
    sessions: app.sessions,
    rateLimit: app.rateLimit,
    redirectUri: `${app.env.publicApiUrl}${app.prefix}${callbackPath}`,
  });
  await app.register(fastifyCookie);
  const browserCookie = {
    name: 'lectern_google_sign_in',
    options: {
      // Sent to the start and the callback only.
      path: `${app.prefix}${startPath}`,
      httpOnly: true,
      // Lax: sent on the provider's top-level redirect back to the callback, never on cross-site subrequests.
      sameSite: 'lax',
      secure: app.env.publicApiUrl.startsWith('https:'),
      maxAge: googleSignInTtlSeconds,
    },
  } as const;

  app.get(
    '/providers',
    publicRoute({ summary: 'Which sign-in methods this server offers', response: { 200: authProvidersResponseSchema } }),
    async () => ({ google: google.configured }),
  );

  app.get(
    startPath,
    navigation(
      'Start Google sign-in',
      'Redirects to the OpenID provider (authorization code flow with PKCE, state and nonce) and sets a cookie that binds the sign-in to this browser. ' +
        'When Google sign-in is not configured or not possible now, redirects to the sign-in page with ?error=<code>.',
    ),
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
    callbackPath,
    navigation(
      "Google's redirect back after sign-in",
      'Checks the authorization response and the ID token, then redirects to the app with ?token=<session token>, ' +
        'or to the sign-in page with ?error=<code>. Each state is accepted once, from the browser that started the sign-in.',
    ),
    async (request, reply) => {
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const browserKey = request.cookies[browserCookie.name];
      reply.clearCookie(browserCookie.name, { path: browserCookie.options.path });
      try {
        return reply.redirect(await google.finish(rawQuery, browserKey, request.headers['user-agent'], request.log), 302);
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

import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@lectern/shared-sdk/auth/calls';
import type { Call } from '@lectern/shared-sdk/core/call';
import type { GoogleSignInError } from '@lectern/shared-sdk/auth/schemas';
import { clientAddressOf } from '../../lib/client-address';
import { routeOptions } from '../../lib/route-schemas';
import { anyone } from '../../plugins/auth';
import { createGoogleSignIn, googleHandoffTtlSeconds, GoogleSignInRefused, googleSignInTtlSeconds } from './google-sign-in';

/** Google sign-in: browser navigations answered with redirects, and what the screens ask before offering it. */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = routeOptions(['auth'], anyone);
  /** A page the browser navigates to; it answers with a redirect, to go on or to the sign-in page's error. */
  const navigation = <const C extends Call>(call: C, summary: string, description: string) =>
    publicRoute(call, { summary: `${summary} (browser navigation)`, description });
  // Public addresses are the contract's paths.
  const google = createGoogleSignIn({
    db: app.db,
    env: app.env,
    now: app.now,
    sessions: app.sessions,
    rateLimit: app.rateLimit,
    redirectUri: `${app.env.publicApiUrl}${authCalls.googleSignInCallback.path}`,
  });
  await app.register(fastifyCookie);
  const browserCookie = {
    name: 'lectern_google_sign_in',
    options: {
      // Sent to the start, the callback and the hand-off exchange only.
      path: authCalls.googleSignInUrl.path,
      httpOnly: true,
      // Lax: sent on the provider's top-level redirect back to the callback, never on cross-site subrequests.
      sameSite: 'lax',
      secure: app.env.publicApiUrl.startsWith('https:'),
      maxAge: googleSignInTtlSeconds,
    },
  } as const;

  app.route({
    ...publicRoute(authCalls.getAuthProviders, { summary: 'Which sign-in methods this server offers' }),
    handler: async () => ({ google: google.configured }),
  });

  app.route({
    ...navigation(
      authCalls.googleSignInUrl,
      'Start Google sign-in',
      'Redirects to the OpenID provider (authorization code flow with PKCE, state and nonce) and sets a cookie that binds the sign-in to this browser. ' +
        "With ?handoff=code the sign-in ends on the app's callback page with a single-use code to exchange (POST /api/auth/google/exchange); " +
        "without it (the spec's form) it ends with the session token in the address. " +
        'When Google sign-in is not configured or not possible now, redirects to the sign-in page with ?error=<code>.',
    ),
    handler: async (request, reply) => {
      try {
        const { location, browserKey } = await google.start(clientAddressOf(request), { handoff: request.query.handoff === 'code' });
        return reply.setCookie(browserCookie.name, browserKey, browserCookie.options).redirect(location, 302);
      } catch (error) {
        return reply.redirect(google.failureLocation(refusalCode(error, request)), 302);
      }
    },
  });

  app.route({
    ...navigation(
      authCalls.googleSignInCallback,
      "Google's redirect back after sign-in",
      'Checks the authorization response and the ID token, then redirects to the app: started with ?handoff=code, to its ' +
        'callback page with ?code=<single-use code> (valid 60 seconds, for this browser only: the cookie is renewed for it); ' +
        'otherwise with ?token=<session token>; or to the sign-in page with ?error=<code>. ' +
        'Each state is accepted once, from the browser that started the sign-in.',
    ),
    handler: async (request, reply) => {
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const browserKey = request.cookies[browserCookie.name];
      try {
        const { location, handoffBrowserKey } = await google.finish(rawQuery, browserKey, request.headers['user-agent'], request.log);
        if (handoffBrowserKey) {
          reply.setCookie(browserCookie.name, handoffBrowserKey, { ...browserCookie.options, maxAge: googleHandoffTtlSeconds });
        } else {
          reply.clearCookie(browserCookie.name, { path: browserCookie.options.path });
        }
        return reply.redirect(location, 302);
      } catch (error) {
        reply.clearCookie(browserCookie.name, { path: browserCookie.options.path });
        return reply.redirect(google.failureLocation(refusalCode(error, request)), 302);
      }
    },
  });

  app.route({
    ...publicRoute(authCalls.exchangeGoogleHandoff, {
      summary: 'Exchange a Google sign-in hand-off code for the session',
      description:
        "The app's callback page sends the code it was sent back with, with credentials so the sign-in cookie goes along. " +
        'A code works once, within 60 seconds, from the browser that finished the sign-in; anything else is a 400 and changes nothing.',
    }),
    handler: async (request, reply) => {
      const browserKey = request.cookies[browserCookie.name];
      // Used or refused, the code is gone: the cookie has nothing left to prove.
      reply.clearCookie(browserCookie.name, { path: browserCookie.options.path });
      return google.exchange(request.body.code, browserKey, request.headers['user-agent'], request.log);
    },
  });
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

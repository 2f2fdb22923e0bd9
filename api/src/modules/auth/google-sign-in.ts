import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthResponse, GoogleSignInError } from '@lectern/shared-sdk/auth/schemas';
import { emailSchema, nameSchema } from '@lectern/shared-sdk/core/schemas';
import { paths } from '@lectern/shared-sdk/routing/paths';
import type { Env } from '../../config/env';
import type { UserRow } from '../../db/schema';
import { addSeconds } from '../../lib/clock';
import { badRequest } from '../../lib/http-errors';
import { AddressLimit } from '../../lib/rate-limits';
import { usersRepository } from '../users/users.repository';
import { toUser } from '../users/users.mapper';
import { createGoogleOidcClient, ProviderUnavailableError, type ProviderIdentity } from './google-oidc';
import { isSignupDomain } from './auth-text';
import type { SignInDeps } from './auth.service';

/** A sign-in must come back from the provider within this time. */
export const googleSignInTtlSeconds = 600;

/** A hand-off code must be exchanged within this time, by the browser that finished the sign-in. */
export const googleHandoffTtlSeconds = 60;

/** The app's page the API sends a hand-off code to; the app exchanges it there and nowhere else. */
export const googleHandoffCallbackPath = paths.googleSignInCallback();

/** Why an exchange was refused: one message for every case, so it tells nobody which part was wrong. */
export const googleHandoffRefused = 'This sign-in link has expired or was not meant for this browser. Please sign in again.';

/** A refusal, carried to the sign-in page as ?error=<code>; `reason` is for the log only. */
export class GoogleSignInRefused extends Error {
  override name = 'GoogleSignInRefused';

  constructor(
    readonly code: GoogleSignInError,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options);
  }
}

export interface GoogleSignInDeps extends SignInDeps {
  env: Pick<Env, 'google' | 'publicAppUrl' | 'signupEmailDomains' | 'rateLimits'>;
  /** Where the provider sends the browser back: the callback route's public address. */
  redirectUri: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** A display name from the provider, or the e-mail's local part, fitted to the name rules. */
function displayName(identity: ProviderIdentity, email: string): string {
  const parsed = nameSchema.safeParse(identity.name ?? '');
  if (parsed.success) return parsed.data;
  return nameSchema.parse(email.slice(0, email.indexOf('@')).slice(0, 100) || 'Student');
}

/**
 * Google sign-in: the redirect to the provider and the callback that turns its answer into a Lectern session.
 * The pending sign-in (state, nonce, PKCE verifier) lives in the database under its state, bound to the
 * browser by a random cookie value whose hash is stored with it, and is deleted by the first callback that
 * names it: a replayed or forged callback finds nothing.
 */
export function createGoogleSignIn({ db, env, now, sessions, rateLimit, redirectUri }: GoogleSignInDeps) {
  const google = env.google;
  const client = google ? createGoogleOidcClient(google, redirectUri) : null;
  const users = usersRepository(db);
  // Every start writes a row: the sign-in limit per address keeps one client from filling the table.
  const startsPerIp = new AddressLimit(rateLimit, 'google-start-ip', env.rateLimits.signInPerIp);

  const refuse = (code: GoogleSignInError, reason: string, cause?: unknown) =>
    new GoogleSignInRefused(code, reason, cause === undefined ? undefined : { cause });

  /** The account the provider's identity signs in to: linked by subject, by verified e-mail, or new. */
  async function accountFor(identity: ProviderIdentity): Promise<UserRow> {
    const linked = await users.findByGoogleSub(identity.sub);
    if (linked) return linked;

    if (identity.email === null) throw refuse('google_email_unverified', 'the provider sent no e-mail address');
    const parsed = emailSchema.safeParse(identity.email);
    if (!parsed.success) throw refuse('google_failed', 'the provider sent an e-mail address Lectern cannot use');
    const email = parsed.data;
    // An unverified address proves nothing: it must neither open someone's account nor claim the address.
    if (!identity.emailVerified) throw refuse('google_email_unverified', `the provider has not verified ${email}`);

    const existing = await users.findByEmail(email);
    if (existing) {
      if (existing.google_sub !== null) throw refuse('google_account_mismatch', `${email} is linked to another Google account`);
      if (!(await users.linkGoogle(existing.id, identity.sub))) {
        // Linked by a concurrent callback: to this Google account (fine) or another (refused).
        const again = await users.findByGoogleSub(identity.sub);
        if (again) return again;
        throw refuse('google_account_mismatch', `${email} was linked to another Google account meanwhile`);
      }
      return { ...existing, google_sub: identity.sub };
    }

    if (!isSignupDomain(email, env.signupEmailDomains)) throw refuse('email_domain_not_allowed', `${email} is not in a sign-up domain`);
    try {
      return await users.create({
        name: displayName(identity, email),
        email,
        passwordHash: null,
        googleSub: identity.sub,
        role: 'student',
        createdAt: now().toISOString(),
      });
    } catch (error) {
      // The same person's first sign-in finishing twice at once: the other callback created the account.
      const created = await users.findByGoogleSub(identity.sub);
      if (created) return created;
      throw error;
    }
  }

  return {
    configured: client !== null,

    /**
     * Where to send the browser, and the value for its cookie. With `handoff`, the callback will send the browser
     * to the app's callback page with a single-use code instead of a session token in the address.
     */
    async start(ip: string, { handoff = false }: { handoff?: boolean } = {}): Promise<{ location: string; browserKey: string }> {
      if (!client) throw refuse('google_not_configured', 'GOOGLE_CLIENT_ID is not set');
      if ((await startsPerIp.tryTake(ip)) > 0) throw refuse('too_many_attempts', `sign-in limit reached for ${ip}`);

      let request;
      try {
        request = await client.authorizationRequest();
      } catch (error) {
        throw refuse('google_unavailable', 'the provider could not be reached', error);
      }
      const at = now();
      const browserKey = randomBytes(32).toString('base64url');
      await db.deleteFrom('google_sign_ins').where('expires_at', '<', at.toISOString()).execute();
      await db
        .insertInto('google_sign_ins')
        .values({
          state: request.state,
          nonce: request.nonce,
          code_verifier: request.codeVerifier,
          browser_key_hash: sha256(browserKey),
          expires_at: addSeconds(at, googleSignInTtlSeconds).toISOString(),
          handoff: handoff ? 1 : 0,
        })
        .execute();
      return { location: request.url.href, browserKey };
    },

    /**
     * Finishes a sign-in from the callback's raw query and the browser's cookie. Started with a hand-off: the app's
     * callback page with a single-use code, and a new cookie value that alone may exchange it; otherwise (the spec's
     * form) the app address with the session token. Throws GoogleSignInRefused for everything else.
     */
    async finish(
      rawQuery: string,
      browserKey: string | undefined,
      userAgent: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<{ location: string; handoffBrowserKey?: string }> {
      if (!client) throw refuse('google_not_configured', 'GOOGLE_CLIENT_ID is not set');
      const query = new URLSearchParams(rawQuery);
      const state = query.get('state');
      // States are ours (base64url): anything else is not looked up at all.
      if (!state || !/^[A-Za-z0-9_-]{1,512}$/.test(state)) throw refuse('google_failed', 'the callback has no state of ours');

      // Taken once: whatever happens next, this state cannot be used again.
      const pending = await db.deleteFrom('google_sign_ins').where('state', '=', state).returningAll().executeTakeFirst();
      if (!pending) throw refuse('google_failed', 'unknown, used or expired state');
      if (!browserKey || !sameText(sha256(browserKey), pending.browser_key_hash)) {
        throw refuse('google_failed', 'the callback came from another browser than the one that started');
      }
      if (now().getTime() >= Date.parse(pending.expires_at)) throw refuse('google_failed', 'the sign-in took too long');

      const providerError = query.get('error');
      if (providerError !== null) {
        const code = providerError === 'access_denied' ? 'google_cancelled' : 'google_failed';
        throw refuse(code, `the provider answered ${providerError.slice(0, 100)}`);
      }

      let identity: ProviderIdentity;
      try {
        identity = await client.redeem(rawQuery, { state: pending.state, nonce: pending.nonce, codeVerifier: pending.code_verifier });
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw refuse('google_unavailable', error.message, error);
        throw refuse('google_failed', `the authorization response was refused: ${(error as Error).message}`, error);
      }

      const user = await accountFor(identity);
      // The same rule as the password sign-in: a deactivated student stays out; an inactive educator may read.
      if (user.role === 'student' && user.is_active === 0) throw refuse('account_deactivated', `user ${user.id} is deactivated`);
      log.info({ userId: user.id, role: user.role, handoff: pending.handoff === 1 }, 'Google sign-in');
      if (pending.handoff === 1) {
        const at = now();
        const code = randomBytes(32).toString('base64url');
        const handoffBrowserKey = randomBytes(32).toString('base64url');
        await db.deleteFrom('google_handoffs').where('expires_at', '<', at.toISOString()).execute();
        await db
          .insertInto('google_handoffs')
          .values({
            code_hash: sha256(code),
            user_id: user.id,
            browser_key_hash: sha256(handoffBrowserKey),
            expires_at: addSeconds(at, googleHandoffTtlSeconds).toISOString(),
          })
          .execute();
        return { location: `${env.publicAppUrl}${googleHandoffCallbackPath}?code=${code}`, handoffBrowserKey };
      }
      const token = await sessions.open(user, userAgent);
      return { location: `${env.publicAppUrl}${paths.roleHome(user.role)}?token=${encodeURIComponent(token)}` };
    },

    /**
     * A hand-off code for the session it stands for. The code is deleted by the first exchange that names it,
     * whatever happens next (one statement, so two instances cannot both take it); it must come within
     * googleHandoffTtlSeconds, from the browser whose cookie the callback set. Anything else is a 400.
     */
    async exchange(code: string, browserKey: string | undefined, userAgent: string | undefined, log: FastifyBaseLogger): Promise<AuthResponse> {
      const taken = await db.deleteFrom('google_handoffs').where('code_hash', '=', sha256(code)).returningAll().executeTakeFirst();
      const refused = (reason: string) => {
        log.warn({ reason }, 'Google sign-in hand-off refused');
        return badRequest(googleHandoffRefused);
      };
      if (!taken) throw refused('unknown, used or expired code');
      if (!browserKey || !sameText(sha256(browserKey), taken.browser_key_hash))
        throw refused('the code came from another browser than the one that signed in');
      if (now().getTime() >= Date.parse(taken.expires_at)) throw refused('the code was exchanged too late');
      const user = await users.findById(taken.user_id);
      if (!user) throw refused('the account is gone');
      if (user.role === 'student' && user.is_active === 0) throw refused(`user ${user.id} is deactivated`);
      return { user: toUser(user), token: await sessions.open(user, userAgent) };
    },

    /** The sign-in page, telling why a Google sign-in ended without a session. */
    failureLocation(code: GoogleSignInError): string {
      return `${env.publicAppUrl}${paths.login()}?error=${code}`;
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;

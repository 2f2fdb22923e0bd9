import { AsyncLocalStorage } from 'node:async_hooks';
import { cookieValue } from '../app/cookies';
import { ApiError, configureTokenSource, httpApi, type User } from '@lectern/shared-sdk';

/**
 * The render session: an HttpOnly cookie on the web origin that tells the shell's server who is asking, so it can
 * render a signed-in person's page with their data. It holds the same token the browser keeps for the API (the spec's
 * local-storage item); the API itself accepts no cookie on any call (it reads the bearer header only), so this adds
 * no cross-site request surface there. The browser sets it when someone signs in and clears it when they sign out or
 * the API answers 401 (through PUT and DELETE /session, see sessionRoutes), and the server clears it when the API no
 * longer knows the session.
 */
export const RENDER_SESSION_COOKIE = 'lectern_session';
export const SESSION_PATH = '/session';

/** A bearer token as the API issues it (a JWT): three base64url parts. Anything else is not stored or sent. */
const TOKEN = /^[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{1,4000}\.[A-Za-z0-9_-]{1,1000}$/;

export const isToken = (value: unknown): value is string => typeof value === 'string' && value.length <= 6000 && TOKEN.test(value);

/** The render session's token in a Cookie header, or null. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  const value = cookieValue(cookieHeader, RENDER_SESSION_COOKIE);
  return isToken(value) ? value : null;
}

/** A token's claims, read without checking its signature (the API checks it), or null when they cannot be read. */
export function unverifiedClaims(token: string): Record<string, unknown> | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Seconds until the token expires, read from its `exp` claim: the cookie lives as long as the session it stands for.
 * The signature is not checked here (the API checks it on every render); a token without a readable future `exp` is
 * refused.
 */
export function secondsLeft(token: string, nowMs = Date.now()): number | null {
  const exp = unverifiedClaims(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const left = Math.floor(exp - nowMs / 1000);
  return left > 0 ? left : null;
}

/** The Set-Cookie value that stores the token (`secure` in production, where the site is https). */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${RENDER_SESSION_COOKIE}=${token}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
}

/** The Set-Cookie value that ends the render session in the browser. */
export function clearedSessionCookie(secure: boolean): string {
  return [`${RENDER_SESSION_COOKIE}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** The token of the request being rendered: the SDK's calls on the server take theirs from here (see below). */
const renderToken = new AsyncLocalStorage<string | null>();
let tokenSourceSet = false;

/**
 * Runs `work` (the reads of one request's render) with `token` as the bearer of every API call the SDK makes inside
 * it, whatever else renders at the same time.
 */
export function withRenderToken<T>(token: string | null, work: () => Promise<T>): Promise<T> {
  if (!tokenSourceSet) {
    configureTokenSource(() => renderToken.getStore() ?? null);
    tokenSourceSet = true;
  }
  return renderToken.run(token, work);
}

/** Who a render session belongs to: a person, nobody (the API ended the session), or unknown (the API did not answer). */
export type SessionLookup = { kind: 'signed-in'; user: User } | { kind: 'signed-out' } | { kind: 'unknown' };

/** Asks the API who holds the token (GET /api/auth/me), within `timeoutMs`. */
export async function lookUpSession(token: string, timeoutMs: number): Promise<SessionLookup> {
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
  try {
    const answer = await Promise.race([withRenderToken(token, () => httpApi.getMe()), timeout]);
    if (answer === 'timeout') return { kind: 'unknown' };
    return { kind: 'signed-in', user: answer.user };
  } catch (error) {
    // 401: the token is not (or no longer) a session: a sign-out elsewhere, a password reset, an expiry.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { kind: 'signed-out' };
    return { kind: 'unknown' };
  }
}

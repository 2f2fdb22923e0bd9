import { availableParallelism } from 'node:os';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@lectern/shared-sdk/users/schemas';
import type { UserRow } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { RouteAccess } from '../lib/route-schemas';
import { forbidden, unauthorized, type HttpError } from '../lib/http-errors';
import { createTokenService } from '../modules/auth/tokens';
import { createSessionService, type SessionService } from '../modules/sessions/session-service';
import { WorkQueue } from '../lib/work-queue';

export const authMessages = {
  required: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  studentDeactivated: 'Your account has been deactivated. Please contact support.',
  educatorInactive: 'Your educator account is inactive.',
} as const;

/** An onRequest hook that lets the request through or throws (401, 403). */
export type RequestGuard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, loaded from the database on every request; null when anonymous. */
    user: UserRow | null;
    /** The caller's session (the row their token belongs to); null when anonymous. */
    sessionId: number | null;
  }
  interface FastifyInstance {
    sessions: SessionService;
    /** Where every argon2 hash or check of a request runs: bounded, and fair between client addresses. */
    passwordWork: WorkQueue;
    /** The owners' lane of sign-ins (a browser with the account's device cookie): see the auth service. */
    ownersWork: WorkQueue;
    /** onRequest hook: a valid token of an existing, allowed account is required. */
    authenticate: RequestGuard;
    /** onRequest hook: identifies the caller when a valid token is sent; anyone else is anonymous. */
    authenticateOptional: RequestGuard;
    /**
     * Whether an Authorization header would still get through `authenticate` now (a long-lived request, such as the
     * notification stream, checks its caller again this way): 'live', or 'ended' for any refusal.
     */
    authenticateToken(header: string): Promise<'live' | 'ended'>;
  }
}

type Resolution = { kind: 'anonymous' } | { kind: 'user'; user: UserRow; sessionId: number } | { kind: 'rejected'; error: HttpError };

export interface AuthPluginOptions {
  secret: string;
  ttl: string;
  now: Clock;
}

const authPlugin: FastifyPluginAsync<AuthPluginOptions> = async (app, options) => {
  const sessions = createSessionService({ db: app.db, tokens: createTokenService(options), now: options.now });

  async function resolve(header: string | undefined): Promise<Resolution> {
    if (!header) return { kind: 'anonymous' };
    const token = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i.exec(header)?.[1];
    // Role and account state come from the database, never from the token: changes apply at once.
    const session = token ? await sessions.resolve(token) : null;
    if (!session) return { kind: 'rejected', error: unauthorized(authMessages.invalidToken) };
    if (session.user.role === 'student' && session.user.is_active === 0) {
      return { kind: 'rejected', error: forbidden(authMessages.studentDeactivated) };
    }
    return { kind: 'user', ...session };
  }

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('sessions', sessions);
  app.decorate(
    'passwordWork',
    new WorkQueue({
      // One hash per core at a time; a hash is about 65 ms, so 32 waiting is about a second of work at most.
      concurrency: availableParallelism(),
      maxWaiting: 32,
      // Each client address, and each account a sign-in names, holds at most 4 places.
      maxPerKey: 4,
      busyMessage: 'The server is busy signing people in. Try again in a moment.',
      keyBusyMessage: 'Too many sign-ins at once from your network or for this account. Try again in a moment.',
    }),
  );
  app.decorate(
    'ownersWork',
    new WorkQueue({
      // Owners signing in from their own browsers are few: one hash at a time is plenty, and each browser one place.
      concurrency: 1,
      maxWaiting: 16,
      maxPerKey: 2,
      busyMessage: 'The server is busy signing people in. Try again in a moment.',
      keyBusyMessage: 'You are already signing in from this browser. Try again in a moment.',
    }),
  );
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const resolution = await resolve(request.headers.authorization);
    if (resolution.kind === 'rejected') throw resolution.error;
    if (resolution.kind === 'anonymous') throw unauthorized(authMessages.required);
    request.user = resolution.user;
    request.sessionId = resolution.sessionId;
  });
  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    const resolution = await resolve(request.headers.authorization);
    if (resolution.kind !== 'user') return;
    request.user = resolution.user;
    request.sessionId = resolution.sessionId;
  });
  app.decorate('authenticateToken', async (header: string) => ((await resolve(header)).kind === 'user' ? 'live' : 'ended'));
  app.addHook('onReady', () => sessions.prune());
};

export const auth = fp(authPlugin, { name: 'auth', decorators: { fastify: ['db'] } });

/** The caller of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized(authMessages.required);
  return request.user;
}

/** The session of the caller of a route guarded by `app.authenticate`. */
export function currentSessionId(request: FastifyRequest): number {
  if (request.sessionId === null) throw unauthorized(authMessages.required);
  return request.sessionId;
}

const roleNames: Record<Role, string> = { student: 'students', educator: 'educators', admin: 'admins' };

/** onRequest hook, after `app.authenticate`: the caller must have one of these roles. */
export function requireRole(...roles: Role[]): RequestGuard {
  const message = `Forbidden: ${roles.map((role) => roleNames[role]).join(' and ')} only`;
  return async (request) => {
    if (!roles.includes(currentUser(request).role)) throw forbidden(message);
  };
}

/** onRequest hook, after `app.authenticate`, for educator writes: an inactive educator may read but not change. */
export const requireActiveEducator: RequestGuard = async (request) => {
  const user = currentUser(request);
  if (user.role !== 'educator') throw forbidden(`Forbidden: ${roleNames.educator} only`);
  if (user.is_approved === 0) throw forbidden(authMessages.educatorInactive);
};

/** Route access (see routeOptions): anyone, without a token. */
export const anyone: RouteAccess & { signedIn: false } = { onRequest: [], signedIn: false };

/** Route access (see routeOptions): anyone; a caller who sends a valid token is identified (`request.user`). */
export function callerOptional(app: FastifyInstance): RouteAccess & { signedIn: false } {
  return { onRequest: [app.authenticateOptional], signedIn: false };
}

/** Route access (see routeOptions): a valid token of an allowed account, then each of these guards. */
export function signedIn(app: FastifyInstance, ...guards: RequestGuard[]): RouteAccess & { signedIn: true } {
  return { onRequest: [app.authenticate, ...guards], signedIn: true };
}

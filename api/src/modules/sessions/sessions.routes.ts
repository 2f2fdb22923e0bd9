import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionsCalls } from '@lectern/shared-sdk/sessions/calls';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { Session } from '@lectern/shared-sdk/sessions/schemas';
import type { SessionRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { currentSessionId, currentUser, signedIn } from '../../plugins/auth';
import { sessionsRepository } from './sessions.repository';
import { notFoundMessages } from '../../lib/not-found';

export const sessionText = {
  notFound: notFoundMessages.session,
  signedOut: 'Signed out',
  othersSignedOut: 'Signed out of all other devices',
} as const;

const toSession = (row: SessionRow, currentId: number): Session => ({
  ...idFields(row.id),
  device: row.device,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  expiresAt: row.expires_at,
  current: row.id === currentId,
});

/** The signed-in user's own sessions (devices), for every role. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = sessionsRepository(app.db);
  const anyUser = routeOptions(['users'], signedIn(app));
  const iso = () => app.now().toISOString();

  app.route({
    ...anyUser(sessionsCalls.listSessions, {
      summary: 'Your signed-in devices, most recently active first; `current` marks the one asking',
    }),
    handler: async (request) => {
      const rows = await sessions.listLive(currentUser(request).id, iso());
      return rows.map((row) => toSession(row, currentSessionId(request)));
    },
  });

  app.route({
    ...anyUser(sessionsCalls.signOutOtherSessions, { summary: 'Sign out of every other device; this one stays signed in' }),
    handler: async (request) => {
      const signedOut = await sessions.revokeAll(currentUser(request).id, iso(), currentSessionId(request));
      return { message: sessionText.othersSignedOut, signedOut };
    },
  });

  app.route({
    ...anyUser(sessionsCalls.signOutSession, {
      summary: 'Sign out one of your devices (your own session ends like a log out)',
      errors: [404],
    }),
    handler: async (request) => {
      // Another user's session answers like a missing one: ids reveal nothing.
      if (!(await sessions.revoke(currentUser(request).id, request.params.id, iso()))) throw notFound(sessionText.notFound);
      return { message: sessionText.signedOut };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsCalls } from '@lectern/shared-sdk/notifications/calls';
import { NOTIFICATION_KINDS } from '@lectern/shared-sdk/notifications/domain';
import { badRequest, notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { anyone } from '../../plugins/auth';
import { preferencesFor } from './preferences';
import type { UnsubscribeSubject } from './unsubscribe-token';

export const unsubscribeText = {
  badToken: 'This unsubscribe link is not valid: open it again from the e-mail, or change your notification settings in the app',
  accountGone: 'The account of this unsubscribe link no longer exists',
  unsubscribed: (label: string) => `You will no longer get “${label}” e-mails`,
} as const;

/** `maya@gmail.com` as `m***a@gmail.com`: enough for its owner to recognise, little for anyone who finds the link. */
export function partlyHidden(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  const shown = local.length <= 2 ? `${local.slice(0, 1)}***` : `${local.slice(0, 1)}***${local.slice(-1)}`;
  return `${shown}${domain}`;
}

/**
 * One-click unsubscribe (RFC 8058): a mail's `List-Unsubscribe` header and its footer's link carry a signed token
 * (unsubscribe-token.ts) that names a person and a kind; it is the only authority, so no session is needed. GET says
 * what the link stops (the app's /unsubscribe page); POST turns that kind's e-mail off, and answers the same however
 * often it is sent. A mail client's one-click POST is a form (`List-Unsubscribe=One-Click`): accepted here, as are an
 * empty body and JSON. A token that is not one of ours is a 400, an account that is gone a 404.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = routeOptions(['notifications'], anyone);

  // Only these routes take forms, and an empty JSON body: the rest of the API stays JSON-only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('The body is not valid JSON'), undefined);
    }
  });

  async function subjectOf(token: string): Promise<UnsubscribeSubject & { email: string }> {
    const subject = app.notifications.tokens.verify(token);
    if (!subject) throw badRequest(unsubscribeText.badToken);
    const user = await app.db.selectFrom('users').select(['email', 'deleted_at']).where('id', '=', subject.userId).executeTakeFirst();
    if (!user || user.deleted_at !== null) throw notFound(unsubscribeText.accountGone);
    return { ...subject, email: user.email };
  }

  app.route({
    ...publicRoute(notificationsCalls.getUnsubscribe, {
      summary: "What a mail's unsubscribe link stops: the kind, its label, the address (partly hidden), and whether it still mails",
      description: 'No session: the signed token is the authority. A token that is not valid answers 400; an account that is gone, 404.',
      errors: [404],
    }),
    handler: async (request) => {
      const { userId, kind, email } = await subjectOf(request.query.token);
      const preference = (await preferencesFor(app.db, [userId], kind)).get(userId);
      return { kind, label: NOTIFICATION_KINDS[kind].label, email: partlyHidden(email), subscribed: preference?.email ?? false };
    },
  });

  app.route({
    ...publicRoute(notificationsCalls.unsubscribe, {
      summary: "Turn off one kind's e-mail (RFC 8058 one-click: accepts an empty body, JSON or the form `List-Unsubscribe=One-Click`)",
      description: "Sets the kind's e-mail off for the token's person, keeping its in-app setting; the same answer however often it is sent.",
      errors: [404],
    }),
    handler: async (request) => {
      const { userId, kind } = await subjectOf(request.query.token);
      const current = (await preferencesFor(app.db, [userId], kind)).get(userId);
      const at = app.now().toISOString();
      await app.db
        .insertInto('notification_preferences')
        .values({
          user_id: userId,
          kind,
          in_app: current?.inApp === false ? 0 : 1,
          email: 0,
          delivery: current?.delivery ?? 'immediate',
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ email: 0, updated_at: at }))
        .execute();
      const label = NOTIFICATION_KINDS[kind].label;
      return { message: unsubscribeText.unsubscribed(label), kind, label };
    },
  });
};

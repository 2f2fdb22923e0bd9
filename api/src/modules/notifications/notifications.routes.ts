import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsCalls } from '@lectern/shared-sdk/notifications/calls';
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE, type NotificationKind } from '@lectern/shared-sdk/notifications/domain';
import { badRequest } from '../../lib/http-errors';
import { found } from '../../lib/not-found';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, signedIn } from '../../plugins/auth';
import { notificationsRepository, toNotification } from './notifications.repository';

export const notificationText = {
  notFound: 'Notification not found',
  markedRead: 'Marked as read',
  markedUnread: 'Marked as unread',
  allRead: 'All notifications marked as read',
  preferencesSaved: 'Notification settings saved',
  notYourKind: (kind: NotificationKind) =>
    `preferences: “${NOTIFICATION_KINDS[kind].label}” (${kind}) is not a notification of your account; only your role’s kinds can be set`,
} as const;

/**
 * The signed-in person's notifications and their settings (issue 39), for every role. Each call names only the
 * caller's own: another person's notification answers 404, as one that does not exist. A change of what is read
 * wakes the person's open streams (their other tabs' bells follow).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = notificationsRepository(app.db);
  const members = routeOptions(['notifications'], signedIn(app));
  const iso = () => app.now().toISOString();

  app.route({
    ...members(notificationsCalls.listNotifications, {
      summary: 'Your notifications, newest first, a page at a time (all, or only the unread), with your unread count',
    }),
    handler: async (request) => {
      const user = currentUser(request);
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? NOTIFICATIONS_PAGE_SIZE;
      const listed = await notifications.page(user.id, { onlyUnread: request.query.status === 'unread', page, limit });
      return { ...listed, page, limit };
    },
  });

  app.route({
    ...members(notificationsCalls.getUnreadNotificationCount, { summary: 'How many of your notifications are unread (the bell’s count)' }),
    handler: async (request) => ({ unread: await notifications.unread(currentUser(request).id) }),
  });

  for (const read of [true, false]) {
    app.route({
      ...members(read ? notificationsCalls.markNotificationRead : notificationsCalls.markNotificationUnread, {
        summary: read ? 'Mark one of your notifications read (again changes nothing)' : 'Mark one of your notifications unread',
        errors: [404],
      }),
      handler: async (request) => {
        const user = currentUser(request);
        const { notificationId } = request.params;
        const { row, unread } = await app.db.transaction().execute(async (trx) => {
          found(await notifications.find(user.id, notificationId, trx), notificationText.notFound);
          await notifications.setRead(trx, user.id, notificationId, read, iso());
          await app.notificationBus.published(trx, [user.id]);
          return {
            row: found(await notifications.find(user.id, notificationId, trx), notificationText.notFound),
            unread: await notifications.unread(user.id, trx),
          };
        });
        return { message: read ? notificationText.markedRead : notificationText.markedUnread, notification: toNotification(row), unread };
      },
    });
  }

  app.route({
    ...members(notificationsCalls.markAllNotificationsRead, { summary: 'Mark all your notifications read' }),
    handler: async (request) => {
      const user = currentUser(request);
      const updated = await app.db.transaction().execute(async (trx) => {
        const count = await notifications.readAll(trx, user.id, iso());
        if (count > 0) await app.notificationBus.published(trx, [user.id]);
        return count;
      });
      return { message: notificationText.allRead, updated, unread: await notifications.unread(user.id) };
    },
  });

  app.route({
    ...members(notificationsCalls.getNotificationPreferences, {
      summary: 'How you are told of each kind of your role: in the app, by e-mail, at once or in a daily digest',
      description: 'Every kind of your role, in the settings page’s order, with your choice or its default.',
    }),
    handler: async (request) => {
      const user = currentUser(request);
      return { preferences: await notifications.preferences(user.id, user.role) };
    },
  });

  app.route({
    ...members(notificationsCalls.updateNotificationPreferences, {
      summary: 'Change how you are told of some kinds: only the fields given change',
      description: 'A kind of another role is refused (400) and nothing changes.',
    }),
    handler: async (request) => {
      const user = currentUser(request);
      const changes = request.body.preferences;
      for (const change of changes) {
        const kind = change.kind as NotificationKind;
        if (NOTIFICATION_KINDS[kind].role !== user.role) throw badRequest(notificationText.notYourKind(kind));
      }
      const preferences = await app.db.transaction().execute(async (trx) => {
        const current = new Map((await notifications.preferences(user.id, user.role, trx)).map((preference) => [preference.kind, preference]));
        const changed = new Set<string>();
        for (const change of changes) {
          const before = current.get(change.kind);
          if (!before) continue;
          current.set(change.kind, {
            ...before,
            ...(change.inApp !== undefined && { inApp: change.inApp }),
            ...(change.email !== undefined && { email: change.email }),
            ...(change.delivery !== undefined && { delivery: change.delivery }),
          });
          changed.add(change.kind);
        }
        for (const kind of changed) {
          const preference = current.get(kind);
          if (preference) await notifications.savePreference(trx, user.id, preference, iso());
        }
        return [...current.values()];
      });
      return { message: notificationText.preferencesSaved, preferences };
    },
  });
};

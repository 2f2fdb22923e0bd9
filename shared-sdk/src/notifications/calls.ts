import { defineCalls } from '../core/call';

/**
 * Notifications (an extension beside the spec's calls, issue 39): the signed-in person's own, never anyone else's.
 * The live stream is beside these (NOTIFICATION_STREAM_PATH in domain.ts). The unsubscribe calls are the only ones
 * without a session: the signed token from a mail's link or `List-Unsubscribe` header is the authority (RFC 8058).
 */
export const notificationsCalls = defineCalls('notifications', {
  listNotifications: { method: 'GET', path: '/api/notifications' },
  getUnreadNotificationCount: { method: 'GET', path: '/api/notifications/unread-count' },
  markNotificationRead: { method: 'PUT', path: '/api/notifications/:notificationId/read' },
  markNotificationUnread: { method: 'DELETE', path: '/api/notifications/:notificationId/read' },
  markAllNotificationsRead: { method: 'POST', path: '/api/notifications/read-all' },
  getNotificationPreferences: { method: 'GET', path: '/api/notifications/preferences' },
  updateNotificationPreferences: { method: 'PATCH', path: '/api/notifications/preferences' },
  getUnsubscribe: { method: 'GET', path: '/api/notifications/unsubscribe' },
  unsubscribe: { method: 'POST', path: '/api/notifications/unsubscribe' },
});

import { NOTIFICATIONS_PAGE_SIZE, notificationPreferencesQuery, notificationsQuery, routes } from '@lectern/shared-sdk';
import type { PageTable } from '@lectern/shared-sdk/area';

/** The notifications page's first read, the same options its hook asks for, so a server render serves the visit. */
export const firstNotificationsQuery = { status: 'all', page: 1, limit: NOTIFICATIONS_PAGE_SIZE } as const;

/**
 * The notifications page and its settings, the same in each signed-in area: each area mounts them under its own
 * prefix (`/student/notifications`, …) beside its pages.
 */
export function notificationPages(role: 'student' | 'educator' | 'admin'): PageTable {
  return {
    notifications: {
      path: routes[role].notifications,
      load: () => import('./notifications-page').then((module) => module.NotificationsPage),
      prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(notificationsQuery(api, firstNotificationsQuery)),
      title: 'Notifications',
    },
    notificationSettings: {
      path: routes[role].notificationSettings,
      load: () => import('./notification-settings-page').then((module) => module.NotificationSettingsPage),
      prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(notificationPreferencesQuery(api)),
      title: 'Notification settings',
    },
  };
}

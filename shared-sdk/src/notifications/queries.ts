import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { useChange, useRead, type ReadOptions } from '../core/hooks';
import { queryRoots } from '../core/invalidation';
import type { MarkAllReadResponse, NotificationsQuery, UnreadCount, UpdateNotificationPreferencesInput } from './schemas';

/**
 * A person's notifications are their own: they live under the account root, so they go when that person signs out.
 * The second part of every key is 'notifications', so a change (or a live event) reads every list and count again
 * wherever it shows: the bell's menu and the notifications page alike.
 */
const NOTIFICATIONS = 'notifications';

export const notificationKeys = {
  all: [queryRoots.account, NOTIFICATIONS] as const,
  lists: [queryRoots.account, NOTIFICATIONS, 'list'] as const,
  list: (query: NotificationsQuery) => [queryRoots.account, NOTIFICATIONS, 'list', query] as const,
  unread: [queryRoots.account, NOTIFICATIONS, 'unread'] as const,
  preferences: [queryRoots.account, NOTIFICATIONS, 'preferences'] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
};

export const notificationsQuery = (api: LecternApi, query: NotificationsQuery) =>
  queryOptions({ queryKey: notificationKeys.list(query), queryFn: () => api.listNotifications(query) });
export const unreadNotificationCountQuery = (api: LecternApi) =>
  queryOptions({ queryKey: notificationKeys.unread, queryFn: () => api.getUnreadNotificationCount() });
export const notificationPreferencesQuery = (api: LecternApi) =>
  queryOptions({ queryKey: notificationKeys.preferences, queryFn: () => api.getNotificationPreferences() });
export const unsubscribeInfoQuery = (api: LecternApi, token: string) =>
  queryOptions({ queryKey: notificationKeys.unsubscribe(token), queryFn: () => api.getUnsubscribe({ token }), retry: false });

/** A page of the person's notifications, newest first; the page on screen stays while another filter or page loads. */
export const useNotifications = (query: NotificationsQuery, options?: ReadOptions) =>
  useRead((api) => notificationsQuery(api, query), { keepPrevious: true, ...options });

/** The bell's figure; undefined until known. The live stream keeps it current (live.ts). */
export function useUnreadNotificationCount(options?: ReadOptions): number | undefined {
  return useRead(unreadNotificationCountQuery, options).data?.unread;
}

export const useNotificationPreferences = (options?: ReadOptions) => useRead(notificationPreferencesQuery, options);

/** What a mail's unsubscribe link is about (no session: the token is the authority). */
export const useUnsubscribeInfo = (token: string, options?: ReadOptions) =>
  useRead((api) => unsubscribeInfoQuery(api, token), { ...options, enabled: (options?.enabled ?? true) && token !== '' });

/** The count a change answered is the count now: the bell shows it at once, and every list is read again. */
export function notificationsChanged(queryClient: Pick<QueryClient, 'invalidateQueries' | 'setQueryData'>, unread?: number): Promise<void> {
  if (unread !== undefined) queryClient.setQueryData<UnreadCount>(notificationKeys.unread, { unread });
  return queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
}

/** Marks one notification read, or unread again (`read: false`). */
export const useMarkNotification = () =>
  useChange({
    call: (api, { notificationId, read }: { notificationId: Id; read: boolean }) =>
      read ? api.markNotificationRead(notificationId) : api.markNotificationUnread(notificationId),
    failure: 'Failed to change the notification',
    onSuccess: (queryClient, data) => notificationsChanged(queryClient, data.unread),
  });

export const useMarkAllNotificationsRead = () =>
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
  useChange<MarkAllReadResponse, void>({
    call: (api) => api.markAllNotificationsRead(),
    failure: 'Failed to mark your notifications as read',
    onSuccess: (queryClient, data) => notificationsChanged(queryClient, data.unread),
  });

/** Saves the kinds changed; the answer is every kind's settings, so the page shows what the API now holds. */
export const useUpdateNotificationPreferences = () =>
  useChange({
    call: (api, preferences: UpdateNotificationPreferencesInput['preferences']) => api.updateNotificationPreferences({ preferences }),
    failure: 'Failed to save your notification settings',
    onSuccess: (queryClient, data) => queryClient.setQueryData(notificationKeys.preferences, { preferences: data.preferences }),
  });

/** The unsubscribe link's POST; the page shows the confirmation from its answer. */
export const useUnsubscribe = () =>
  useChange({
    call: (api, token: string) => api.unsubscribe({ token }),
    failure: 'Failed to unsubscribe',
  });

import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { entityIdShape, idSchema, isoDateSchema, limitParam, pageParam } from '../core/schemas';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_FILTERS, notificationKinds } from './domain';
import type { CallSchemas } from '../core/call';
import type { notificationsCalls } from './calls';

export const notificationKindSchema = lazySchema(() =>
  z.enum(notificationKinds as [string, ...string[]], { error: `must be one of ${notificationKinds.join(', ')}` }),
);
export const notificationDeliverySchema = lazySchema(() =>
  z.enum(NOTIFICATION_DELIVERIES, { error: `must be one of ${NOTIFICATION_DELIVERIES.join(', ')}` }),
);

export const notificationIdParamsSchema = lazySchema(() => z.object({ notificationId: idSchema }));

/**
 * One notification, as its reader sees it. `title` and `body` are plain text written when it was made (a course's
 * title then, an admin's reason); `link` is the app's path to what it is about (`/educator/courses/12`), or null when
 * that no longer exists.
 */
export const notificationSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    kind: notificationKindSchema,
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    createdAt: isoDateSchema,
    read: z.boolean(),
    readAt: isoDateSchema.nullable(),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first. */
export const notificationsQuerySchema = lazySchema(() =>
  z.object({
    status: z.enum(NOTIFICATION_FILTERS, { error: `must be one of ${NOTIFICATION_FILTERS.join(', ')}` }).optional(),
    page: pageParam(),
    limit: limitParam(50),
  }),
);
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/** A page of notifications, with how many of all of them are unread (the bell's count). */
export const notificationPageSchema = lazySchema(() =>
  z.object({
    notifications: z.array(notificationSchema),
    total: z.number().int(),
    unread: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = lazySchema(() => z.object({ unread: z.number().int() }));
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationResponseSchema = lazySchema(() =>
  z.object({ message: z.string(), notification: notificationSchema, unread: z.number().int() }),
);
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;

export const markAllReadResponseSchema = lazySchema(() => z.object({ message: z.string(), updated: z.number().int(), unread: z.number().int() }));
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;

/** How one kind reaches its person. */
export const notificationPreferenceSchema = lazySchema(() =>
  z.object({ kind: notificationKindSchema, inApp: z.boolean(), email: z.boolean(), delivery: notificationDeliverySchema }),
);
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Every kind of the person's role, in domain.ts's order, each with what they chose or its default. */
export const notificationPreferencesSchema = lazySchema(() => z.object({ preferences: z.array(notificationPreferenceSchema) }));
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PATCH: the kinds to change and only the fields given; a kind of another role is refused (400). */
export const updateNotificationPreferencesInputSchema = lazySchema(() =>
  z.object({
    preferences: z
      .array(
        z.object({
          kind: notificationKindSchema,
          inApp: z.boolean({ error: 'must be true or false' }).optional(),
          email: z.boolean({ error: 'must be true or false' }).optional(),
          delivery: notificationDeliverySchema.optional(),
        }),
      )
      .min(1, 'must name at least one kind')
      .max(50, 'must name at most 50 kinds'),
  }),
);
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInputSchema>;

export const notificationPreferencesResponseSchema = lazySchema(() =>
  z.object({ message: z.string(), preferences: z.array(notificationPreferenceSchema) }),
);

/** The signed token of a mail's unsubscribe link: who, which kind; it does not expire (RFC 8058 asks that it keep working). */
export const unsubscribeQuerySchema = lazySchema(() =>
  z.object({ token: z.string({ error: 'is required' }).min(1, 'is required').max(500, 'is too long') }),
);

/** What an unsubscribe link is about: the kind, its label, the address it mails (partly hidden) and whether it still does. */
export const unsubscribeInfoSchema = lazySchema(() =>
  z.object({ kind: notificationKindSchema, label: z.string(), email: z.string(), subscribed: z.boolean() }),
);
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;

/** POST takes no body of its own: a mail client's one-click sends `List-Unsubscribe=One-Click` as a form, which is accepted. */
export const unsubscribeResponseSchema = lazySchema(() => z.object({ message: z.string(), kind: notificationKindSchema, label: z.string() }));
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** The shapes of each call of notifications/calls.ts. */
export const notificationsSchemas = {
  listNotifications: { query: notificationsQuerySchema, responses: { 200: notificationPageSchema } },
  getUnreadNotificationCount: { responses: { 200: unreadCountSchema } },
  markNotificationRead: { params: notificationIdParamsSchema, responses: { 200: notificationResponseSchema } },
  markNotificationUnread: { params: notificationIdParamsSchema, responses: { 200: notificationResponseSchema } },
  markAllNotificationsRead: { responses: { 200: markAllReadResponseSchema } },
  getNotificationPreferences: { responses: { 200: notificationPreferencesSchema } },
  updateNotificationPreferences: { body: updateNotificationPreferencesInputSchema, responses: { 200: notificationPreferencesResponseSchema } },
  getUnsubscribe: { query: unsubscribeQuerySchema, responses: { 200: unsubscribeInfoSchema } },
  unsubscribe: { query: unsubscribeQuerySchema, responses: { 200: unsubscribeResponseSchema } },
} satisfies CallSchemas<typeof notificationsCalls>;

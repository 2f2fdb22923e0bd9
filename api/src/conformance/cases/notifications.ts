import { under } from '../spec-reader';
import { sources, type ConformanceCase, type Context } from '../case';

/** A fresh student told of two things at once (through app.notify, as an event site tells them); the one told last lists first. */
async function toldStudent(ctx: Context) {
  const student = await ctx.freshStudent();
  await ctx.t.db.transaction().execute((trx) =>
    ctx.t.app.notify(trx, [
      {
        userId: student.user.id,
        kind: 'certificate_earned',
        key: 'conformance:1',
        title: 'You earned a certificate',
        body: 'Basics',
        link: '/my-learning',
      },
      { userId: student.user.id, kind: 'receipt', key: 'conformance:2', title: 'Your receipt', body: 'Order 12', link: '/student/purchases' },
    ]),
  );
  const listed = await ctx.t.request('GET', '/api/notifications', { token: student.token });
  const ids = (under('notifications')(listed.body) as { id: number }[]).map((notification) => notification.id);
  return { ...student, ids };
}

/** The spec-conformance cases of notifications (issue 39; see conformance-cases.ts). */
export const notificationsCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'GET /api/notifications?status&page&limit -> {notifications: [notification], total, unread, page, limit} (yours, newest first)',
    route: 'GET /api/notifications',
    call: async (ctx) => {
      const { token } = await toldStudent(ctx);
      return { method: 'GET', url: '/api/notifications?status=unread&limit=5', token };
    },
    check: ({ body }) => {
      expect(body).toMatchObject({ total: 2, unread: 2, page: 1, limit: 5 });
      expect(under('notifications')(body)).toEqual([
        expect.objectContaining({ kind: 'receipt', title: 'Your receipt', link: '/student/purchases', read: false, readAt: null }),
        expect.objectContaining({ kind: 'certificate_earned', link: '/my-learning' }),
      ]);
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/notifications/unread-count -> {unread}',
    route: 'GET /api/notifications/unread-count',
    call: async (ctx) => {
      const { token } = await toldStudent(ctx);
      return { method: 'GET', url: '/api/notifications/unread-count', token };
    },
    check: ({ body }) => expect(body).toEqual({ unread: 2 }),
  },
  {
    source: sources.extension,
    row: 'PUT /api/notifications/{notificationId}/read -> {message, notification, unread} (yours; another’s: 404)',
    route: 'PUT /api/notifications/:notificationId/read',
    call: async (ctx) => {
      const { token, ids } = await toldStudent(ctx);
      return { method: 'PUT', url: `/api/notifications/${ids[0]}/read`, token };
    },
    check: ({ body }) => {
      expect(body).toMatchObject({ message: 'Marked as read', unread: 1 });
      expect(under('notification')(body)).toMatchObject({ read: true });
    },
  },
  {
    source: sources.extension,
    row: 'DELETE /api/notifications/{notificationId}/read -> {message, notification, unread} (marks it unread)',
    route: 'DELETE /api/notifications/:notificationId/read',
    call: async (ctx) => {
      const { token, ids } = await toldStudent(ctx);
      await ctx.t.request('PUT', `/api/notifications/${ids[0]}/read`, { token });
      return { method: 'DELETE', url: `/api/notifications/${ids[0]}/read`, token };
    },
    check: ({ body }) => {
      expect(body).toMatchObject({ message: 'Marked as unread', unread: 2 });
      expect(under('notification')(body)).toMatchObject({ read: false, readAt: null });
    },
  },
  {
    source: sources.extension,
    row: 'POST /api/notifications/read-all -> {message, updated, unread}',
    route: 'POST /api/notifications/read-all',
    call: async (ctx) => {
      const { token } = await toldStudent(ctx);
      return { method: 'POST', url: '/api/notifications/read-all', token, body: {} };
    },
    check: ({ body }) => expect(body).toEqual({ message: 'All notifications marked as read', updated: 2, unread: 0 }),
  },
  {
    source: sources.extension,
    row: 'GET /api/notifications/preferences -> {preferences: [{kind, inApp, email, delivery}]} (every kind of your role)',
    route: 'GET /api/notifications/preferences',
    call: async (ctx) => ({ method: 'GET', url: '/api/notifications/preferences', token: ctx.educator.token }),
    check: ({ body }) => {
      expect(under('preferences')(body)).toContainEqual({ kind: 'new_enrollment', inApp: true, email: true, delivery: 'daily' });
    },
  },
  {
    source: sources.extension,
    row: 'PATCH /api/notifications/preferences {preferences: [{kind, inApp?, email?, delivery?}]} -> {message, preferences}',
    route: 'PATCH /api/notifications/preferences',
    call: async (ctx) => {
      const { token } = await ctx.freshStudent();
      return {
        method: 'PATCH',
        url: '/api/notifications/preferences',
        token,
        body: { preferences: [{ kind: 'new_lessons', delivery: 'immediate' }] },
      };
    },
    check: ({ body }) => {
      expect(body).toMatchObject({ message: 'Notification settings saved' });
      expect(under('preferences')(body)).toContainEqual({ kind: 'new_lessons', inApp: true, email: true, delivery: 'immediate' });
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/notifications/stream -> text/event-stream (`unread` first, then `notification` and `unread` as they happen)',
    route: 'GET /api/notifications/stream',
    call: async (ctx) => ({ method: 'GET', url: '/api/notifications/stream', token: (await toldStudent(ctx)).token }),
    check: ({ headers }) => {
      expect(String(headers['content-type'])).toMatch(/^text\/event-stream/);
      expect(headers['cache-control']).toBe('private, no-store');
    },
  },
];

import { sources, type ConformanceCase, type Context } from '../case';

/** A fresh educator's unsubscribe token for "Course sent back", as a mail's link carries it. */
async function unsubscribeToken(ctx: Context): Promise<string> {
  const educator = await ctx.freshEducator();
  return ctx.t.app.notifications.tokens.sign({ userId: educator.user.id, kind: 'course_sent_back' });
}

/** The spec-conformance cases of a mail's one-click unsubscribe (issue 39; see conformance-cases.ts). */
export const unsubscribeCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'GET /api/notifications/unsubscribe?token -> {kind, label, email (partly hidden), subscribed} (no session: the signed token)',
    route: 'GET /api/notifications/unsubscribe',
    call: async (ctx) => ({ method: 'GET', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(ctx))}` }),
    check: ({ body }) => {
      expect(body).toEqual({ kind: 'course_sent_back', label: 'Course sent back', email: expect.stringContaining('***'), subscribed: true });
    },
  },
  {
    source: sources.extension,
    row: 'POST /api/notifications/unsubscribe?token (empty, JSON or List-Unsubscribe=One-Click form) -> {message, kind, label} (RFC 8058)',
    route: 'POST /api/notifications/unsubscribe',
    call: async (ctx) => ({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(ctx))}`,
      payload: Buffer.from('List-Unsubscribe=One-Click'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    check: ({ body }) => {
      expect(body).toEqual({ message: expect.stringContaining('no longer'), kind: 'course_sent_back', label: 'Course sent back' });
    },
  },
];

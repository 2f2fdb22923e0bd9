import {
  markAllReadResponseSchema,
  notificationPageSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  notificationResponseSchema,
  unreadCountSchema,
  type Notification,
} from '@lectern/shared-sdk/notifications/schemas';
import { kindsForRole } from '@lectern/shared-sdk/notifications/domain';
import type { UserRow } from '../../db/schema';
import { insertUser } from '../../testing/fixtures';
import { openStream } from '../../testing/event-stream';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';
import type { NotificationEvent } from './notify';
import { STREAMS_PER_PERSON } from './notifications.stream';

let made = 0;

/** Tells a person something through app.notify, in a transaction of its own as an event site would. */
async function tell(t: TestHarness, user: UserRow, extra: Partial<NotificationEvent> = {}): Promise<string> {
  made += 1;
  const event: NotificationEvent = {
    userId: user.id,
    kind: user.role === 'admin' ? 'course_awaiting_review' : user.role === 'educator' ? 'course_approved' : 'certificate_earned',
    key: `test:${made}`,
    title: `Notification ${made}`,
    body: 'Details',
    link: null,
    ...extra,
  };
  await t.db.transaction().execute((trx) => t.app.notify(trx, event));
  t.clock.advanceSeconds(1);
  return event.title;
}

describeEachDatabase('notifications in the app', (t) => {
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, token: string, body?: unknown) =>
    t.request(method, url, { token, ...(body !== undefined ? { body } : {}) });

  async function person(role: UserRow['role'] = 'student') {
    const user = await insertUser(t.db, { role });
    return { user, token: await t.tokenFor(user) };
  }
  const list = async (token: string, query = '') => {
    const response = await call('GET', `/api/notifications${query}`, token);
    expect(response.status).toBe(200);
    return notificationPageSchema.parse(response.body);
  };
  const titles = (notifications: Notification[]) => notifications.map((notification) => notification.title);

  it('lists only your own, newest first, a page at a time, with the unread count; a repeated event is one notification', async () => {
    const ada = await person();
    const ben = await person();
    const first = await tell(t, ada.user);
    const second = await tell(t, ada.user, { link: '/my-learning' });
    const third = await tell(t, ada.user);
    await tell(t, ben.user);
    await t.db
      .transaction()
      .execute((trx) => t.app.notify(trx, { userId: ada.user.id, kind: 'receipt', key: 'test:1-again', title: 'Once', body: '', link: null }));
    await t.db
      .transaction()
      .execute((trx) => t.app.notify(trx, { userId: ada.user.id, kind: 'receipt', key: 'test:1-again', title: 'Twice', body: '', link: null }));

    const all = await list(ada.token);
    expect(titles(all.notifications)).toEqual(['Once', third, second, first]);
    expect(all).toMatchObject({ total: 4, unread: 4, page: 1, limit: 20 });
    expect(all.notifications[2]).toMatchObject({ link: '/my-learning', read: false, readAt: null, kind: 'certificate_earned' });
    const paged = await list(ada.token, '?limit=2&page=2');
    expect(titles(paged.notifications)).toEqual([second, first]);
    expect(paged).toMatchObject({ total: 4, page: 2, limit: 2 });
    expect(unreadCountSchema.parse((await call('GET', '/api/notifications/unread-count', ada.token)).body)).toEqual({ unread: 4 });

    // A mail-only notification (the outbox writes it with in_app 0) is neither listed nor counted.
    await t.db.updateTable('notifications').set({ in_app: 0 }).where('user_id', '=', ada.user.id).where('title', '=', first).execute();
    expect(await list(ada.token)).toMatchObject({ total: 3, unread: 3 });
  });

  it('marks one read and unread again, all read, and answers 404 for another person’s notification as for a missing one', async () => {
    const ada = await person('educator');
    const ben = await person('educator');
    await tell(t, ada.user);
    await tell(t, ada.user);
    await tell(t, ben.user);
    const [newest, older] = (await list(ada.token)).notifications;
    const bens = (await list(ben.token)).notifications[0];
    if (!newest || !older || !bens) throw new Error('missing notifications');

    const read = await call('PUT', `/api/notifications/${newest.id}/read`, ada.token);
    expect(read.status).toBe(200);
    const readBody = notificationResponseSchema.parse(read.body);
    expect(readBody).toMatchObject({ message: 'Marked as read', unread: 1, notification: { id: newest.id, read: true } });
    expect(readBody.notification.readAt).toBe(t.clock.now().toISOString());
    expect(titles((await list(ada.token, '?status=unread')).notifications)).toEqual([older.title]);

    const unread = await call('DELETE', `/api/notifications/${newest.id}/read`, ada.token);
    expect(notificationResponseSchema.parse(unread.body)).toMatchObject({
      message: 'Marked as unread',
      unread: 2,
      notification: { read: false, readAt: null },
    });

    for (const url of [`/api/notifications/${bens.id}/read`, '/api/notifications/999999999/read']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const refused = await call(method, url, ada.token);
        expect([refused.status, messageOf(refused)]).toEqual([404, 'Notification not found']);
      }
    }
    expect((await list(ben.token)).unread).toBe(1);

    const all = await call('POST', '/api/notifications/read-all', ada.token);
    expect(markAllReadResponseSchema.parse(all.body)).toEqual({ message: 'All notifications marked as read', updated: 2, unread: 0 });
    expect((await list(ada.token, '?status=unread')).total).toBe(0);
    expect((await list(ben.token)).unread).toBe(1);
    const again = await call('POST', '/api/notifications/read-all', ada.token);
    expect(markAllReadResponseSchema.parse(again.body)).toMatchObject({ updated: 0, unread: 0 });
  });

  it('gives every kind of your role with its default, changes only the fields given, and refuses another role’s kind', async () => {
    for (const role of ['student', 'educator', 'admin'] as const) {
      const { token } = await person(role);
      const got = notificationPreferencesSchema.parse((await call('GET', '/api/notifications/preferences', token)).body);
      expect(got.preferences.map((preference) => preference.kind)).toEqual(kindsForRole(role));
    }
    const { token } = await person('educator');
    const changed = await call('PATCH', '/api/notifications/preferences', token, {
      preferences: [
        { kind: 'new_enrollment', email: false },
        { kind: 'new_review', delivery: 'daily', inApp: false },
      ],
    });
    expect(changed.status).toBe(200);
    const saved = notificationPreferencesResponseSchema.parse(changed.body);
    expect(saved.message).toBe('Notification settings saved');
    expect(saved.preferences.find((preference) => preference.kind === 'new_enrollment')).toEqual({
      kind: 'new_enrollment',
      inApp: true,
      email: false,
      delivery: 'daily',
    });
    expect(saved.preferences.find((preference) => preference.kind === 'new_review')).toEqual({
      kind: 'new_review',
      inApp: false,
      email: true,
      delivery: 'daily',
    });
    // Only the fields given: the earlier choice of the other fields stays.
    await call('PATCH', '/api/notifications/preferences', token, { preferences: [{ kind: 'new_review', email: false }] });
    const read = notificationPreferencesSchema.parse((await call('GET', '/api/notifications/preferences', token)).body);
    expect(read.preferences.find((preference) => preference.kind === 'new_review')).toEqual({
      kind: 'new_review',
      inApp: false,
      email: false,
      delivery: 'daily',
    });

    const refused = await call('PATCH', '/api/notifications/preferences', token, {
      preferences: [
        { kind: 'course_approved', email: false },
        { kind: 'receipt', email: false },
      ],
    });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toMatch(/“Receipts” \(receipt\) is not a notification of your account/);
    const after = notificationPreferencesSchema.parse((await call('GET', '/api/notifications/preferences', token)).body);
    expect(after.preferences.find((preference) => preference.kind === 'course_approved')).toMatchObject({ email: true });

    for (const body of [{ preferences: [] }, { preferences: [{ kind: 'nope' }] }, { preferences: [{ kind: 'new_review', email: 'yes' }] }, {}]) {
      expect((await call('PATCH', '/api/notifications/preferences', token, body)).status).toBe(400);
    }
  });

  it('holds 250 changes sent at once (settings, one read, all read), and answers a NUL byte with a 400 that changes nothing', async () => {
    const { user, token } = await person('educator');
    for (let index = 0; index < 20; index += 1) await tell(t, user);
    const ids = (await list(token, '?limit=20')).notifications.map((notification) => notification.id);
    const answers = await Promise.all(
      Array.from({ length: 250 }, (_, index) =>
        index % 3 === 0
          ? call('PATCH', '/api/notifications/preferences', token, { preferences: [{ kind: 'new_review', email: index % 2 === 0 }] })
          : index % 3 === 1
            ? call('PUT', `/api/notifications/${ids[index % ids.length]}/read`, token)
            : call('POST', '/api/notifications/read-all', token),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect((await list(token)).unread).toBe(0);
    const settings = notificationPreferencesSchema.parse((await call('GET', '/api/notifications/preferences', token)).body);
    expect(settings.preferences.filter((preference) => preference.kind === 'new_review')).toHaveLength(1);

    const nul = await call('PATCH', '/api/notifications/preferences', token, { preferences: [{ kind: 'new_review\u0000', email: true }] });
    expect(nul.status).toBe(400);
    expect((await call('PUT', `/api/notifications/${ids[0]}%00/read`, token)).status).toBe(400);
    const unchanged = notificationPreferencesSchema.parse((await call('GET', '/api/notifications/preferences', token)).body);
    expect(unchanged.preferences).toEqual(settings.preferences);
  });

  it('streams the unread count first, then each new notification and every change of the count, to its person only', async () => {
    const ada = await person();
    const ben = await person();
    await tell(t, ada.user);
    const adas = await openStream(t.app, ada.token);
    const bens = await openStream(t.app, ben.token);
    try {
      expect(adas.status).toBe(200);
      expect(String(adas.headers['content-type'])).toMatch(/^text\/event-stream/);
      expect(adas.headers['cache-control']).toBe('private, no-store');
      expect(await adas.reader.next()).toEqual({ event: 'unread', data: { unread: 1 } });
      expect(await bens.reader.next()).toEqual({ event: 'unread', data: { unread: 0 } });

      const title = await tell(t, ada.user, { link: '/my-learning' });
      const pushed = await adas.reader.next();
      expect(pushed).toMatchObject({ event: 'notification', data: { title, link: '/my-learning', read: false } });
      expect(await adas.reader.next()).toEqual({ event: 'unread', data: { unread: 2 } });

      const id = (pushed.data as Notification).id;
      await call('PUT', `/api/notifications/${id}/read`, ada.token);
      expect(await adas.reader.next()).toEqual({ event: 'unread', data: { unread: 1 } });
      await call('POST', '/api/notifications/read-all', ada.token);
      expect(await adas.reader.next()).toEqual({ event: 'unread', data: { unread: 0 } });

      // Ben heard nothing of Ada's: his next event is his own.
      const his = await tell(t, ben.user);
      expect(await bens.reader.next()).toMatchObject({ event: 'notification', data: { title: his } });
    } finally {
      await adas.leave();
      await bens.leave();
    }
  });

  it('sends what a reconnecting client missed since its Last-Event-ID', async () => {
    const ada = await person();
    const first = await tell(t, ada.user);
    const firstId = (await list(ada.token)).notifications[0]?.id ?? 0;
    const missed = await tell(t, ada.user);
    const stream = await openStream(t.app, ada.token, { 'last-event-id': String(firstId) });
    try {
      expect(await stream.reader.next()).toEqual({ event: 'unread', data: { unread: 2 } });
      const event = await stream.reader.next();
      expect(event).toMatchObject({ event: 'notification', data: { title: missed } });
      expect(event.data).not.toMatchObject({ title: first });
    } finally {
      await stream.leave();
    }
  });

  it('holds a few streams per person (429 beyond), frees a place when its client goes, and ends them all when the server closes', async () => {
    const ada = await person();
    const before = t.app.notificationStreams.count();
    const streams = [];
    for (let index = 0; index < STREAMS_PER_PERSON; index += 1) streams.push(await openStream(t.app, ada.token));
    expect(streams.map((stream) => stream.status)).toEqual(Array(STREAMS_PER_PERSON).fill(200));
    const refused = await t.request('GET', '/api/notifications/stream', { token: ada.token });
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toMatch(/open in 5 pages already/);
    expect(t.app.notificationStreams.count()).toBe(before + STREAMS_PER_PERSON);

    await streams.pop()?.leave();
    expect(t.app.notificationStreams.count()).toBe(before + STREAMS_PER_PERSON - 1);
    const another = await openStream(t.app, ada.token);
    expect(another.status).toBe(200);
    for (const stream of [...streams, another]) await stream.leave();
    expect(t.app.notificationStreams.count()).toBe(before);

    const unauthenticated = await t.request('GET', '/api/notifications/stream');
    expect(unauthenticated.status).toBe(401);
  });

  it('ends open streams when the server closes, so closing does not wait on them', async () => {
    const twin = await t.startTwin();
    const ada = await person();
    const stream = await openStream(twin, ada.token);
    await stream.reader.next('unread');
    await twin.close();
    await stream.reader.ended();
    expect(twin.notificationStreams.count()).toBe(0);
  });
});

describeEachDatabase(
  'the live stream after its session ends',
  (t) => {
    it('ends at the next heartbeat once its session is signed out, and leaves the same person’s other sessions streaming', async () => {
      const user = await insertUser(t.db, { role: 'student' });
      const [laptop, phone] = [await t.tokenFor(user), await t.tokenFor(user)];
      const onLaptop = await openStream(t.app, laptop);
      const onPhone = await openStream(t.app, phone);
      try {
        await onLaptop.reader.next('unread');
        await onPhone.reader.next('unread');

        const signedOut = await t.request('POST', '/api/auth/logout', { token: laptop });
        expect(signedOut.status).toBe(200);
        await onLaptop.reader.ended();

        // Three heartbeats later the phone's stream is still live: the heartbeats reach it, and so does a new notification.
        const comments = onPhone.reader.comments;
        await new Promise((resolve) => setTimeout(resolve, 600));
        await tell(t, user, { title: 'Still here on the phone' });
        await expect(onPhone.reader.next('notification')).resolves.toMatchObject({ data: { title: 'Still here on the phone' } });
        expect(onPhone.reader.comments).toBeGreaterThan(comments);
        const reconnect = await t.request('GET', '/api/notifications/stream', { token: laptop });
        expect(reconnect.status).toBe(401);
      } finally {
        await onLaptop.leave();
        await onPhone.leave();
      }
    });

    it('ends when an admin deactivates the student', async () => {
      const user = await insertUser(t.db, { role: 'student' });
      const stream = await openStream(t.app, await t.tokenFor(user));
      try {
        await stream.reader.next('unread');
        await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute();
        await stream.reader.ended();
        expect(t.app.notificationStreams.count()).toBe(0);
      } finally {
        await stream.leave();
      }
    });
  },
  // A heartbeat of a fifth of a second: the stream notices within it.
  { env: { NOTIFICATION_STREAM_HEARTBEAT: '200ms' } },
);

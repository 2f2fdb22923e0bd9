import type { Mailer, MailMessage } from '../../plugins/mail';
import { insertUser } from '../../testing/fixtures';
import { waitFor } from '../../testing/local-network';
import { describeEachDatabase, messageOf } from '../../testing/test-app';
import type { UserRow } from '../../db/schema';
import { adminIds, createNotify } from './notifier';
import type { NotificationEvent } from './notify';
import { OutboxSender, type OutboxSettings } from './outbox-sender';

const settings: OutboxSettings = { pollMs: 50, leaseMs: 60_000, maxAttempts: 3, concurrency: 4 };

describeEachDatabase('notifications by e-mail, through the outbox', (t) => {
  let educator: UserRow;
  let student: UserRow;

  const sentBack = (userId: number, key = 'course_sent_back:1:a'): NotificationEvent => ({
    userId,
    kind: 'course_sent_back',
    key,
    title: 'Your course “Rust & you” was sent back',
    body: 'Reason: <b>too short</b>',
    link: '/educator/courses/1',
  });
  const outboxOf = (userId: number) => t.db.selectFrom('mail_outbox').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const notificationsOf = (userId: number) => t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const sender = (mailer: Mailer, instanceId: string, extra: Partial<OutboxSettings> = {}) => {
    const outbox = new OutboxSender({
      db: t.db,
      dialect: t.kind,
      mailer,
      now: t.clock.now,
      log: t.app.log,
      settings: { ...settings, ...extra },
      addresses: { appUrl: t.app.env.publicAppUrl, apiUrl: t.app.env.publicApiUrl },
      tokens: t.app.notifications.tokens,
      messageIdHost: 'lectern.test',
    });
    outbox.instanceId = instanceId;
    return outbox;
  };
  /** Sends everything due through the app's own mailer (the harness's SMTP sink). */
  const drain = async () => {
    const outbox = sender(t.app.mailer, 'test-drain');
    while ((await outbox.runOnce()) > 0);
  };

  beforeEach(async () => {
    // Each test starts with nothing queued: a sender claims every due row, whoever's it is.
    for (const table of ['mail_outbox', 'notifications', 'notification_preferences'] as const) await t.db.deleteFrom(table).execute();
    educator = await insertUser(t.db, { role: 'educator', name: 'Grace' });
    student = await insertUser(t.db, { role: 'student' });
  });

  it('writes the notification and queues one mail at once; the sink gets it with both parts, the headers and its Message-ID', async () => {
    await t.db.transaction().execute((trx) => t.app.notify(trx, sentBack(educator.id)));
    const [notification] = await notificationsOf(educator.id);
    expect(notification).toMatchObject({ kind: 'course_sent_back', in_app: 1, digest_at: null });
    const [row] = await outboxOf(educator.id);
    expect(row).toMatchObject({ idempotency_key: `notification:${notification?.id}`, to_address: educator.email, sent_at: null });

    await drain();
    const mails = t.mail.messagesTo(educator.email);
    expect(mails).toHaveLength(1);
    const raw = mails[0]?.raw ?? '';
    expect(raw).toMatch(new RegExp(`^Message-ID: <notification\\.${notification?.id}@lectern\\.test>`, 'mi'));
    expect(raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=[^>]+>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect((await outboxOf(educator.id))[0]).toMatchObject({
      attempts: 1,
      locked_by: 'test-drain',
      locked_until: null,
      last_error: null,
      sent_at: expect.any(String),
    });
  });

  it('tells an event once per person: the same key again writes nothing and queues no second mail', async () => {
    await t.app.notify(t.db, sentBack(educator.id, 'same'));
    await t.app.notify(t.db, [sentBack(educator.id, 'same'), sentBack(educator.id, 'same')]);
    expect(await notificationsOf(educator.id)).toHaveLength(1);
    expect(await outboxOf(educator.id)).toHaveLength(1);
  });

  it('rolls back with the change it reports', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await t.app.notify(trx, sentBack(educator.id));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await notificationsOf(educator.id)).toHaveLength(0);
    expect(await outboxOf(educator.id)).toHaveLength(0);
  });

  it('follows each person’s preferences: mail only, in the app only, a daily digest, or nothing', async () => {
    const at = t.clock.now().toISOString();
    const prefer = (userId: number, inApp: 0 | 1, email: 0 | 1, delivery: 'immediate' | 'daily') =>
      t.db
        .insertInto('notification_preferences')
        .values({ user_id: userId, kind: 'course_sent_back', in_app: inApp, email, delivery, updated_at: at })
        .execute();
    const [mailOnly, appOnly, daily, neither] = await Promise.all([1, 2, 3, 4].map(() => insertUser(t.db, { role: 'educator' })));
    if (!mailOnly || !appOnly || !daily || !neither) throw new Error('no users');
    await prefer(mailOnly.id, 0, 1, 'immediate');
    await prefer(appOnly.id, 1, 0, 'immediate');
    await prefer(daily.id, 1, 1, 'daily');
    await prefer(neither.id, 0, 0, 'immediate');
    await t.app.notify(
      t.db,
      [mailOnly, appOnly, daily, neither].map((user) => sentBack(user.id)),
    );

    expect(await notificationsOf(mailOnly.id)).toEqual([expect.objectContaining({ in_app: 0 })]);
    expect(await outboxOf(mailOnly.id)).toHaveLength(1);
    expect(await notificationsOf(appOnly.id)).toEqual([expect.objectContaining({ in_app: 1 })]);
    expect(await outboxOf(appOnly.id)).toHaveLength(0);
    expect(await notificationsOf(daily.id)).toEqual([expect.objectContaining({ in_app: 1, digest_at: expect.any(String) })]);
    expect(await outboxOf(daily.id)).toHaveLength(0);
    expect(await notificationsOf(neither.id)).toHaveLength(0);
  });

  it('reads the preferences of everyone told in one call once per kind, not once per person', async () => {
    const educators = await Promise.all([1, 2, 3, 4].map(() => insertUser(t.db, { role: 'educator' })));
    let preferenceReads = 0;
    const counted = t.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'SelectQueryNode' && JSON.stringify(node).includes('"notification_preferences"')) preferenceReads += 1;
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    });
    await t.app.notify(counted, [
      ...educators.map((user) => sentBack(user.id)),
      ...educators.map((user) => ({ ...sentBack(user.id, `new_review:${user.id}`), kind: 'new_review' as const })),
    ]);
    expect(preferenceReads).toBe(2);
    for (const user of educators) expect(await notificationsOf(user.id)).toHaveLength(2);
  });

  it('queues no mail when the server sends none (MAIL_TRANSPORT=none), and still shows the notification', async () => {
    const notify = createNotify({
      now: t.clock.now,
      canMail: () => false,
      addresses: { appUrl: 'http://app', apiUrl: 'http://api' },
      tokens: t.app.notifications.tokens,
      publish: () => async () => {},
      queued: () => {},
    });
    await notify(t.db, sentBack(educator.id));
    expect(await notificationsOf(educator.id)).toEqual([expect.objectContaining({ in_app: 1, digest_at: null })]);
    expect(await outboxOf(educator.id)).toHaveLength(0);
  });

  it('tells nobody whose role is not the kind’s, and finds the admins', async () => {
    await t.app.notify(t.db, sentBack(student.id));
    expect(await notificationsOf(student.id)).toHaveLength(0);
    const admin = await insertUser(t.db, { role: 'admin' });
    expect(await adminIds(t.db)).toContain(admin.id);
    expect(await adminIds(t.db)).not.toContain(student.id);
  });

  it('calls the publish hook with the people who got an in-app notification, inside the transaction', async () => {
    const heard: number[][] = [];
    t.app.notifications.publishWith(async (_db, userIds) => {
      heard.push([...userIds]);
    });
    try {
      await t.app.notify(t.db, [sentBack(educator.id, 'p1'), sentBack(student.id, 'p1')]);
      await t.app.notify(t.db, sentBack(educator.id, 'p1'));
    } finally {
      t.app.notifications.publishWith(async () => {});
    }
    expect(heard).toEqual([[educator.id]]);
  });

  it('retries a failed send with back-off and gives up after the attempts allowed', async () => {
    await t.app.notify(t.db, sentBack(educator.id));
    const tries: MailMessage[] = [];
    const failing: Mailer = {
      canSend: true,
      async send(message) {
        tries.push(message);
        throw Object.assign(new Error('451 try again later'), { responseCode: 451 });
      },
      close() {},
    };
    const outbox = sender(failing, 'failing');
    await outbox.runOnce();
    const [first] = await outboxOf(educator.id);
    expect(first).toMatchObject({ attempts: 1, last_error: '451 try again later', locked_by: null, failed_at: null, sent_at: null });
    // Not due again until its back-off has passed.
    expect(await outbox.runOnce()).toBe(0);
    expect(Date.parse(first?.send_after ?? '')).toBeGreaterThanOrEqual(t.clock.now().getTime() + 15_000);
    for (let attempt = 2; attempt <= settings.maxAttempts; attempt += 1) {
      t.clock.advanceSeconds(3600);
      expect(await outbox.runOnce()).toBe(1);
    }
    expect((await outboxOf(educator.id))[0]).toMatchObject({ attempts: 3, failed_at: expect.any(String), sent_at: null });
    t.clock.advanceSeconds(24 * 3600);
    expect(await outbox.runOnce()).toBe(0);
    expect(tries).toHaveLength(3);
  });

  it('gives up at once on a permanent refusal', async () => {
    await t.app.notify(t.db, sentBack(educator.id));
    const refusing: Mailer = {
      canSend: true,
      async send() {
        throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
      },
      close() {},
    };
    await sender(refusing, 'refusing').runOnce();
    expect((await outboxOf(educator.id))[0]).toMatchObject({ attempts: 1, failed_at: expect.any(String) });
  });

  it('lets another sender claim a row once the lease of the one that claimed it ran out, and the first then leaves it alone', async () => {
    await t.app.notify(t.db, sentBack(educator.id));
    const sent: string[] = [];
    const recording = (name: string): Mailer => ({
      canSend: true,
      async send() {
        sent.push(name);
      },
      close() {},
    });
    const first = sender(recording('first'), 'first');
    const second = sender(recording('second'), 'second');
    const claimed = await first.claim(10);
    expect(claimed).toHaveLength(1);
    expect(await second.claim(10)).toHaveLength(0);
    t.clock.advanceSeconds(settings.leaseMs / 1000 + 1);
    expect(await second.runOnce()).toBe(1);
    // The first sender comes back to the row it claimed: no longer its own, so it does not send it.
    await (first as unknown as { sendOne(mail: unknown): Promise<void> }).sendOne(claimed[0]);
    expect(sent).toEqual(['second']);
    expect((await outboxOf(educator.id))[0]).toMatchObject({ attempts: 1, sent_at: expect.any(String) });
  });

  it('on stopping, claims no more, lets the send in flight finish within the wait, and gives back what it had not started', async () => {
    await t.app.notify(
      t.db,
      Array.from({ length: 6 }, (_, n) => sentBack(educator.id, `s${n}`)),
    );
    let release: () => void = () => {};
    const started: string[] = [];
    const slow: Mailer = {
      canSend: true,
      send: (message) => {
        started.push(message.subject);
        return new Promise<void>((resolve) => (release = resolve));
      },
      close() {},
    };
    const outbox = sender(slow, 'stopping', { concurrency: 1 });
    outbox.start('stopping');
    await waitFor(() => started.length === 1, 10_000);
    const stopped = outbox.stop(10_000);
    release();
    await stopped;
    const rows = await outboxOf(educator.id);
    expect(rows.filter((row) => row.sent_at !== null)).toHaveLength(1);
    expect(rows.filter((row) => row.sent_at === null).map((row) => row.locked_by)).toEqual([null, null, null, null, null]);
    expect(started).toHaveLength(1);
  });

  it('gathers waiting notifications into one digest per person at the digest hour, once', async () => {
    const at = t.clock.now().toISOString();
    await t.db
      .insertInto('notification_preferences')
      .values({ user_id: educator.id, kind: 'course_sent_back', in_app: 1, email: 1, delivery: 'daily', updated_at: at })
      .execute();
    await t.app.notify(t.db, [sentBack(educator.id, 'd1'), { ...sentBack(educator.id, 'd2'), kind: 'new_enrollment', title: 'Ada enrolled' }]);
    const outbox = sender(t.app.mailer, 'digest');
    expect(await outbox.sweepDigests()).toBe(0);
    t.clock.advanceSeconds(24 * 3600);
    expect(await outbox.sweepDigests()).toBe(1);
    expect(await outbox.sweepDigests()).toBe(0);
    const rows = await outboxOf(educator.id);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'digest', idempotency_key: expect.stringMatching(new RegExp(`^digest:${educator.id}:\\d{4}-\\d\\d-\\d\\d$`)) }),
    ]);
    expect(rows[0]?.text_body).toContain('Ada enrolled');
    expect(rows[0]?.text_body).toContain('Your course “Rust & you” was sent back');
    expect((await notificationsOf(educator.id)).every((row) => row.digested_at !== null)).toBe(true);
  });

  it('leaves out of the digest a kind its person unsubscribed from meanwhile', async () => {
    await t.app.notify(t.db, { ...sentBack(educator.id, 'e1'), kind: 'new_enrollment', title: 'Bo enrolled' });
    const token = t.app.notifications.tokens.sign({ userId: educator.id, kind: 'new_enrollment' });
    expect((await t.request('POST', `/api/notifications/unsubscribe?token=${token}`)).status).toBe(200);
    t.clock.advanceSeconds(24 * 3600);
    expect(await sender(t.app.mailer, 'digest').sweepDigests()).toBe(0);
    expect(await outboxOf(educator.id)).toHaveLength(0);
  });

  it('prunes sent mail after 30 days and keeps what it gave up on', async () => {
    await t.app.notify(t.db, [sentBack(educator.id, 'k1'), sentBack(educator.id, 'k2')]);
    await drain();
    const [kept] = await outboxOf(educator.id);
    await t.db
      .updateTable('mail_outbox')
      .set({ sent_at: null, failed_at: t.clock.now().toISOString() })
      .where('id', '=', kept?.id ?? 0)
      .execute();
    t.clock.advanceSeconds(31 * 24 * 3600);
    expect(await sender(t.app.mailer, 'pruner').prune()).toBeGreaterThanOrEqual(1);
    expect((await outboxOf(educator.id)).map((row) => row.id)).toEqual([kept?.id]);
  });

  describe('unsubscribing', () => {
    const tokenOf = (userId: number) => t.app.notifications.tokens.sign({ userId, kind: 'course_sent_back' });

    it('says what the link stops, then stops it: from a form post, as mail clients send it, and again the same', async () => {
      const token = tokenOf(educator.id);
      const info = await t.request('GET', `/api/notifications/unsubscribe?token=${token}`);
      expect(info.status).toBe(200);
      expect(info.body).toEqual({
        kind: 'course_sent_back',
        label: 'Course sent back',
        email: expect.stringMatching(/^e\*\*\*\d@gmail\.com$/),
        subscribed: true,
      });

      const form = { payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      const first = await t.request('POST', `/api/notifications/unsubscribe?token=${token}`, form);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ kind: 'course_sent_back', label: 'Course sent back' });
      for (const options of [form, {}, { body: {} }, { payload: '', headers: { 'content-type': 'application/json' } }]) {
        expect((await t.request('POST', `/api/notifications/unsubscribe?token=${token}`, options)).status).toBe(200);
      }
      expect((await t.request('GET', `/api/notifications/unsubscribe?token=${token}`)).body).toMatchObject({ subscribed: false });

      // The next event of that kind shows in the app and sends no mail.
      await t.app.notify(t.db, sentBack(educator.id, 'after'));
      expect(await notificationsOf(educator.id)).toEqual([expect.objectContaining({ key: 'after', in_app: 1 })]);
      expect(await outboxOf(educator.id)).toHaveLength(0);
    });

    it('refuses a tampered or missing token with a 400, and the link of a deleted account with a 404', async () => {
      const token = tokenOf(educator.id);
      const tampered = token.replace(`${educator.id}.`, `${student.id}.`);
      for (const bad of [tampered, 'nonsense', `${token}x`, encodeURIComponent('\u0000'), 'x'.repeat(400)]) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await t.request(method, `/api/notifications/unsubscribe?token=${bad}`);
          expect(response.status).toBe(400);
          expect(messageOf(response)).toMatch(/not valid|token/);
        }
      }
      expect((await t.request('POST', '/api/notifications/unsubscribe')).status).toBe(400);
      expect((await t.request('POST', `/api/notifications/unsubscribe?token=${'x'.repeat(600)}`)).status).toBe(400);
      await t.db.updateTable('users').set({ deleted_at: t.clock.now().toISOString() }).where('id', '=', educator.id).execute();
      expect((await t.request('POST', `/api/notifications/unsubscribe?token=${token}`)).status).toBe(404);
      expect(await t.db.selectFrom('notification_preferences').selectAll().where('user_id', '=', educator.id).execute()).toHaveLength(0);
    });
  });
});

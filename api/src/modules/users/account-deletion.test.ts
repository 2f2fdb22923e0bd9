import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { courseListSchema, courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import { fixturePassword, insertCourse, insertEnrollment, insertOrder, insertUser, twoLessonModule } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';
import type { UserRow } from '../../db/schema';

/** Every row of every table of the harness's database, as text, to look for what must be gone (but the tables named in `except`). */
async function everyRowAsText(t: TestHarness, except: readonly string[] = []): Promise<string> {
  const schema = t.databaseConfig?.kind === 'postgres' ? t.databaseConfig.schema : undefined;
  const tables = (await t.db.introspection.getTables({ withInternalKyselyTables: true })).filter((table) => !schema || table.schema === schema);
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['users', 'orders', 'certificates', 'cart_deleted_courses']));
  const dumps: string[] = [];
  for (const table of tables) {
    if (except.includes(table.name)) continue;
    const name = schema ? sql.table(`${schema}.${table.name}`) : sql.table(table.name);
    const { rows } = await sql<Record<string, unknown>>`select * from ${name}`.execute(t.db);
    dumps.push(`${table.name}: ${JSON.stringify(rows)}`);
  }
  return dumps.join('\n').toLowerCase();
}

describeEachDatabase('deleting one’s own account', (t) => {
  const remove = (token: string | undefined, body: unknown) => t.request('DELETE', '/api/users/me', token ? { body, token } : { body });
  const rowOf = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** A student with something in every table a student writes to. */
  async function busyStudent(name: string, email: string) {
    const educator = await insertUser(t.db, { role: 'educator' });
    const student = await insertUser(t.db, { name, email });
    const learning = await insertCourse(t.db, { educatorId: educator.id, title: 'Learning', modules: [twoLessonModule('M')] });
    const inCart = await insertCourse(t.db, { educatorId: educator.id, title: 'In the cart', priceCents: 1500 });
    const saved = await insertCourse(t.db, { educatorId: educator.id, title: 'Saved' });
    const enrollmentId = await insertEnrollment(t.db, {
      studentId: student.id,
      courseId: learning.id,
      progress: 100,
      rating: 5,
      review: `Loved it, ${name}`,
    });
    await insertOrder(t.db, { studentId: student.id, at: '2026-02-01T00:00:00.000Z', items: [{ courseId: learning.id, priceCents: 2000 }] });
    await t.db.insertInto('cart_items').values({ student_id: student.id, course_id: inCart.id, added_at: '2026-02-02T00:00:00.000Z' }).execute();
    await t.db.insertInto('wishlist_items').values({ student_id: student.id, course_id: saved.id, added_at: '2026-02-02T00:00:00.000Z' }).execute();
    await t.db
      .insertInto('certificates')
      .values({
        id: `cert-${student.id}`,
        student_id: student.id,
        enrollment_id: enrollmentId,
        course_id: learning.id,
        learner_name: name,
        course_title: 'Learning',
        educator_name: educator.name,
        completed_at: '2026-02-10T00:00:00.000Z',
        issued_at: '2026-02-10T00:00:00.000Z',
      })
      .execute();
    // Through the contact form: once signed in, once before they had an account, under the same address.
    await t.db
      .insertInto('contact_messages')
      .values([
        { user_id: student.id, name, email, subject: 'Invoice', message: `From ${name}`, created_at: '2026-02-03T00:00:00.000Z' },
        { user_id: null, name, email, subject: 'Before', message: 'Hello', created_at: '2026-01-03T00:00:00.000Z' },
      ])
      .execute();
    await t.db
      .insertInto('otp_codes')
      .values({ email, purpose: 'forgot', code_hash: 'x', sent_at: '2026-02-01T00:00:00.000Z', expires_at: '2026-02-01T00:10:00.000Z' })
      .execute();
    await t.db.insertInto('otp_send_slots').values({ email, purpose: 'forgot', sent_at: '2026-02-01T00:00:00.000Z' }).execute();
    await t.db
      .updateTable('users')
      .set({ profile_image: 'https://images.example/me.png', bio: `I am ${name}` })
      .where('id', '=', student.id)
      .execute();
    return { student, educator, learning, enrollmentId };
  }

  it('refuses a wrong or missing password with 400 and changes nothing: the account, its data and its sessions stay', async () => {
    const { student } = await busyStudent('Wrongpass Person', 'wrongpass.person@gmail.com');
    const token = await t.tokenFor(student);
    // The wrong passwords are counted (PostgreSQL keeps the count in rate_limits, by a hash of the account's id).
    const before = await everyRowAsText(t, ['rate_limits']);

    const wrong = await remove(token, { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toBe('password: the password is incorrect');
    const missing = await remove(token, {});
    expect(missing.status).toBe(400);
    expect(messageOf(missing)).toBe('password: is required to delete your account');
    const notText = await remove(token, { password: 42 });
    expect(notText.status).toBe(400);

    expect(await everyRowAsText(t, ['rate_limits'])).toBe(before);
    expect((await t.get('/api/users/profile', token)).status).toBe(200);
    expect((await t.post('/api/auth/login', { email: student.email, password: fixturePassword })).status).toBe(200);
  });

  it('deletes the account: every session ends, the name and e-mail are nowhere, the order stays anonymous, the e-mail is free again', async () => {
    const name = 'Quintessa Forgetmenot';
    const email = 'quintessa.forgetmenot@gmail.com';
    const { student, learning, enrollmentId } = await busyStudent(name, email);
    const laptop = await t.tokenFor(student);
    const phone = await t.tokenFor(student);
    expect(await everyRowAsText(t)).toContain(name.toLowerCase());

    const response = await remove(laptop, { password: fixturePassword });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Your account has been deleted.' });
    for (const token of [laptop, phone]) expect((await t.get('/api/users/profile', token)).status).toBe(401);
    expect((await t.post('/api/auth/login', { email, password: fixturePassword })).status).toBe(401);

    const everything = await everyRowAsText(t);
    expect(everything).not.toContain(name.toLowerCase());
    expect(everything).not.toContain(email);
    expect(everything).not.toContain('quintessa');

    const row = await rowOf(student.id);
    expect(row).toMatchObject({ name: 'Deleted user', password_hash: null, google_sub: null, profile_image: null, bio: null, is_active: 0 });
    expect(row.deleted_at).not.toBeNull();
    // What others need stays: the order (its buyer holds nothing of the person) and the rating, without its words.
    const orders = await t.db.selectFrom('orders').select(['student_id', 'total_cents']).where('student_id', '=', student.id).execute();
    expect(orders).toEqual([{ student_id: student.id, total_cents: 2000 }]);
    const enrollment = await t.db.selectFrom('enrollments').select(['rating', 'review']).where('id', '=', enrollmentId).executeTakeFirstOrThrow();
    expect(enrollment).toEqual({ rating: 5, review: null });
    expect(courseResponseSchema.parse((await t.get(`/api/courses/${learning.id}`)).body).course).toMatchObject({ rating: 5, ratingCount: 1 });
    for (const table of ['cart_items', 'wishlist_items', 'certificates'] as const) {
      expect(await t.db.selectFrom(table).select('student_id').where('student_id', '=', student.id).execute()).toEqual([]);
    }

    // The e-mail address signs up again, as a new account.
    await t.post('/api/auth/send-otp', { email, mode: 'signup' });
    const otp = t.mail.latestCode(email);
    expect((await t.post('/api/auth/verify-otp', { email, otp })).status).toBe(200);
    const again = await t.post('/api/auth/register', { name: 'Someone New', email, password: 'long enough password', otp });
    expect(again.status).toBe(201);
    expect((again.body as { user: { id: number } }).user.id).not.toBe(student.id);
  });

  it('takes the person out of what others were told: notifications, their mails and digests name them no more nor quote them; their photo goes', async () => {
    const name = 'Zephyrine Quillfeather';
    const email = 'zephyrine.quillfeather@gmail.com';
    const words = 'the marmalade metaphor finally clicked';
    const educator = await insertUser(t.db, { role: 'educator', name: 'Orla Teacher' });
    // The educator wants new reviews by mail at once, and questions in a daily digest.
    await t.db
      .insertInto('notification_preferences')
      .values([
        { user_id: educator.id, kind: 'new_review', in_app: 1, email: 1, delivery: 'immediate', updated_at: '2026-02-01T00:00:00.000Z' },
        { user_id: educator.id, kind: 'new_question', in_app: 1, email: 1, delivery: 'daily', updated_at: '2026-02-01T00:00:00.000Z' },
      ])
      .execute();
    const course = await insertCourse(t.db, { educatorId: educator.id, title: 'Marmalade', modules: [twoLessonModule('M')] });
    const lesson = course.videoIds[0] as number;
    const student = await insertUser(t.db, { name, email });
    const token = await t.tokenFor(student);
    // Their photo, as an upload leaves it: a file named by its bytes, at the address the upload answered.
    const photo = `${'ab'.repeat(16)}.webp`;
    const uploadsDir = t.app.env.uploads.kind === 'disk' ? t.app.env.uploads.dir : '';
    mkdirSync(uploadsDir, { recursive: true });
    writeFileSync(path.join(uploadsDir, photo), 'webp bytes');
    await t.db
      .updateTable('users')
      .set({ profile_image: `${t.app.env.publicAppUrl}/uploads/${photo}` })
      .where('id', '=', student.id)
      .execute();

    expect((await t.post('/api/enrollments', { courseId: course.id }, token)).status).toBe(201);
    expect((await t.request('PATCH', `/api/enrollments/${course.id}/rating`, { token, body: { rating: 5, review: words } })).status).toBe(200);
    const asked = await t.post(`/api/courses/${course.id}/questions`, { videoId: lesson, title: 'Why marmalade?', body: 'Asked plainly' }, token);
    expect(asked.status).toBe(201);
    const told = await everyRowAsText(t);
    for (const text of [name, email, words]) expect(told).toContain(text.toLowerCase());
    expect(await t.db.selectFrom('mail_outbox').select('id').where('user_id', '=', educator.id).execute()).not.toEqual([]);

    expect((await remove(token, { password: fixturePassword })).status).toBe(200);

    const everything = await everyRowAsText(t);
    for (const text of [name, email, words, 'zephyrine']) expect(everything).not.toContain(text.toLowerCase());
    // The educator still sees that something happened, without whom.
    const notices = await t.db.selectFrom('notifications').select(['kind', 'body']).where('user_id', '=', educator.id).orderBy('id').execute();
    expect(notices).toEqual([
      { kind: 'new_enrollment', body: 'Deleted user enrolled in “Marmalade”.' },
      { kind: 'new_review', body: 'Deleted user gave “Marmalade” 5 out of 5.' },
      { kind: 'new_question', body: 'Deleted user asked “Why marmalade?” on “Marmalade”.' },
    ]);
    expect(existsSync(path.join(uploadsDir, photo))).toBe(false);
    expect((await t.get(`/api/uploads/${photo}`)).status).toBe(404);
    // On SQLite, not in the database's files either (freed pages zeroed, the log emptied).
    const database = t.databaseConfig;
    if (database?.kind === 'sqlite') {
      const bytes = [database.path, `${database.path}-wal`].filter(existsSync).map((file) => readFileSync(file).toString('latin1'));
      for (const text of [name, email, words]) expect(bytes.some((content) => content.includes(text))).toBe(false);
    }
  });

  it("moves an educator's courses to the admins: unpublished, marked, still serving their students; the name is gone from certificates and carts", async () => {
    const name = 'Professor Oblivionne';
    const educator = await insertUser(t.db, { role: 'educator', name, email: 'prof.oblivionne@gmail.com' });
    const admin = await insertUser(t.db, { role: 'admin' });
    const learner = await insertUser(t.db);
    const shopper = await insertUser(t.db);
    const course = await insertCourse(t.db, { educatorId: educator.id, title: 'Kept for its students', modules: [twoLessonModule('M')] });
    const doomed = await insertCourse(t.db, { educatorId: educator.id, title: 'Deleted before', priceCents: 900 });
    const enrollmentId = await insertEnrollment(t.db, { studentId: learner.id, courseId: course.id, rating: 4, review: 'Good' });
    await t.db
      .insertInto('review_replies')
      .values({
        enrollment_id: enrollmentId,
        educator_id: educator.id,
        body: `Thanks! ${name}`,
        created_at: '2026-02-03T00:00:00.000Z',
        updated_at: '2026-02-03T00:00:00.000Z',
      })
      .execute();
    await t.db
      .insertInto('certificates')
      .values({
        id: `cert-of-${learner.id}`,
        student_id: learner.id,
        enrollment_id: enrollmentId,
        course_id: course.id,
        learner_name: learner.name,
        course_title: 'Kept for its students',
        educator_name: name,
        completed_at: '2026-02-10T00:00:00.000Z',
        issued_at: '2026-02-10T00:00:00.000Z',
      })
      .execute();
    const educatorToken = await t.tokenFor(educator);
    const shopperToken = await t.tokenFor(shopper);
    // A course deleted while in someone's cart stays there as the cart showed it, educator's name included.
    expect((await t.post('/api/cart', { courseId: doomed.id }, shopperToken)).status).toBe(201);
    expect((await t.request('DELETE', `/api/courses/${doomed.id}`, { token: educatorToken })).status).toBe(200);
    expect(await everyRowAsText(t)).toContain(name.toLowerCase());

    expect((await remove(educatorToken, { password: fixturePassword })).status).toBe(200);

    expect(await everyRowAsText(t)).not.toContain('oblivionne');
    const adminList = courseListSchema.parse((await t.get('/api/courses?sort=newest&limit=100', await t.tokenFor(admin))).body);
    expect(adminList.find((row) => row.id === course.id)).toMatchObject({ isApproved: false, ownerDeleted: true, instructor: 'Deleted user' });
    // Gone from the catalogue for everyone else.
    const publicList = courseListSchema.parse((await t.get('/api/courses?limit=100')).body);
    expect(publicList.map((row) => row.id)).not.toContain(course.id);
    // Its student goes on learning.
    const learnerToken = await t.tokenFor(learner);
    expect((await t.get(`/api/courses/${course.id}`, learnerToken)).status).toBe(200);
    const marked = await t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, {
      token: learnerToken,
      body: { videoId: course.videoIds[0] },
    });
    expect(marked.status).toBe(200);
    // An admin resolves it: approving publishes it again (still marked), deleting removes it.
    expect((await t.request('PATCH', `/api/courses/${course.id}/approve`, { token: await t.tokenFor(admin), body: {} })).status).toBe(200);
    expect(courseResponseSchema.parse((await t.get(`/api/courses/${course.id}`)).body).course).toMatchObject({
      isApproved: true,
      ownerDeleted: true,
    });
  });

  it("cannot delete anybody else's account: the caller's own password is what is checked, and only the caller goes", async () => {
    const victim = await insertUser(t.db, { name: 'Victor Victim' });
    const attacker = await insertUser(t.db, { name: 'Mallory Attacker' });
    await t.db
      .updateTable('users')
      .set({ password_hash: (await rowOf(victim.id)).password_hash })
      .where('id', '=', attacker.id)
      .execute();
    const attackerToken = await t.tokenFor(attacker);
    const victimToken = await t.tokenFor(victim);

    expect((await remove(undefined, { password: fixturePassword, userId: victim.id })).status).toBe(401);
    const response = await remove(attackerToken, { password: fixturePassword, userId: victim.id, id: victim.id, email: victim.email });

    expect(response.status).toBe(200);
    expect(await rowOf(victim.id)).toMatchObject({ name: 'Victor Victim', email: victim.email, deleted_at: null });
    expect((await t.get('/api/users/profile', victimToken)).status).toBe(200);
    expect((await rowOf(attacker.id)).deleted_at).not.toBeNull();
  });

  it('asks an account without a password (Google only) to type its e-mail address', async () => {
    const google = await insertUser(t.db, { name: 'Gia Googleonly', email: 'gia.googleonly@gmail.com' });
    await t.db.updateTable('users').set({ password_hash: null, google_sub: 'google-sub-gia' }).where('id', '=', google.id).execute();
    const token = await t.tokenFor(google);

    for (const body of [{}, { password: 'anything' }, { confirmEmail: 'someone.else@gmail.com' }]) {
      const refused = await remove(token, body);
      expect(refused.status).toBe(400);
      expect(messageOf(refused)).toBe('confirmEmail: type the e-mail address of your account to delete it');
    }
    expect((await rowOf(google.id)).deleted_at).toBeNull();

    expect((await remove(token, { confirmEmail: '  Gia.GoogleOnly@gmail.com ' })).status).toBe(200);
    expect(await rowOf(google.id)).toMatchObject({ name: 'Deleted user', google_sub: null });
    expect(await everyRowAsText(t)).not.toContain('googleonly');
  });

  it('keeps the last admin: 409 with a message; with another admin left, an admin may go', async () => {
    // Admins of earlier tests may remain: this test starts from none.
    await t.db.updateTable('users').set({ role: 'student' }).where('role', '=', 'admin').execute();
    const first = await insertUser(t.db, { role: 'admin' });
    const firstToken = await t.tokenFor(first);

    const refused = await remove(firstToken, { password: fixturePassword });
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe('You are the only admin: Lectern needs at least one, so this account cannot be deleted.');
    expect((await t.get('/api/users/profile', firstToken)).status).toBe(200);

    const second = await insertUser(t.db, { role: 'admin' });
    expect((await remove(firstToken, { password: fixturePassword })).status).toBe(200);
    expect((await remove(await t.tokenFor(second), { password: fixturePassword })).status).toBe(409);
  });

  it('answers 250 deletes of the same account at once without a 500: one deletes it', async () => {
    const student: UserRow = await insertUser(t.db, { name: 'Concurrent Carla' });
    const token = await t.tokenFor(student);

    const responses = await Promise.all(Array.from({ length: 250 }, () => remove(token, { password: fixturePassword })));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(new Set(statuses.filter((status) => status !== 200)).size).toBeGreaterThan(0);
    expect((await rowOf(student.id)).deleted_at).not.toBeNull();
    expect((await t.get('/api/users/profile', token)).status).toBe(401);
  });
});

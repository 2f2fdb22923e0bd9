import { courseListSchema, courseResponseSchema, type Course } from '@lectern/shared-sdk/courses/schemas';
import type { UserRow } from '../../db/schema';
import { insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { lastNotificationId, toldOf } from '../../testing/notifications';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

describeEachDatabase('sending a course back, approving it, and who is told', (t) => {
  let educator: UserRow;
  let otherEducator: UserRow;
  let admin: UserRow;
  let secondAdmin: UserRow;
  let tokens: Record<'educator' | 'otherEducator' | 'admin' | 'secondAdmin' | 'student', string>;

  beforeAll(async () => {
    educator = await insertUser(t.db, { role: 'educator' });
    otherEducator = await insertUser(t.db, { role: 'educator' });
    admin = await insertUser(t.db, { role: 'admin' });
    secondAdmin = await insertUser(t.db, { role: 'admin' });
    // An inactive admin account is told nothing.
    await insertUser(t.db, { role: 'admin', isActive: false });
    tokens = await t.tokensFor({ educator, otherEducator, admin, secondAdmin, student: await insertUser(t.db) });
  });

  const sendBack = (id: number, token: string, body: unknown = { reason: 'The second lesson has no sound.' }) =>
    t.request('PATCH', `/api/courses/${id}/send-back`, { token, body });
  const read = async (id: number, token?: string) => {
    const response = await t.request('GET', `/api/courses/${id}`, token ? { token } : {});
    return response.status === 200 ? courseResponseSchema.parse(response.body).course : response.status;
  };
  /** The courses of a list answer: an array, or `{courses}`. */
  const coursesIn = (body: unknown): Course[] => courseListSchema.parse(Array.isArray(body) ? body : (body as { courses: unknown }).courses);
  const pending = () => insertCourse(t.db, { educatorId: educator.id, title: 'Watercolour basics', approved: false });

  it('sends a pending course back with the reason, which its educator is told and reads on the course, and nobody else', async () => {
    const { id } = await pending();
    const since = await lastNotificationId(t.db);
    const response = await sendBack(id, tokens.admin, { reason: '  The second lesson has no sound.  ' });
    expect(response.status).toBe(200);
    const course = courseResponseSchema.parse(response.body).course;
    expect(course.reviewFeedback).toEqual({ reason: 'The second lesson has no sound.', sentBackAt: t.clock.now().toISOString() });
    expect(course.isApproved).toBe(false);

    expect(await toldOf(t.db, 'course_sent_back', since)).toEqual([
      {
        user_id: educator.id,
        title: 'Your course was sent back',
        body: '“Watercolour basics” needs changes before it can be approved: The second lesson has no sound.',
        link: `/educator/courses/${id}`,
        key: `course_sent_back:${id}:${t.clock.now().toISOString()}`,
      },
    ]);
    expect(await lastNotificationId(t.db)).toBe(since + 1);

    expect(await read(id, tokens.educator)).toMatchObject({ reviewFeedback: { reason: 'The second lesson has no sound.' } });
    expect(await read(id, tokens.admin)).toMatchObject({ reviewFeedback: { reason: 'The second lesson has no sound.' } });
    const mine = coursesIn((await t.request('GET', '/api/courses/my', { token: tokens.educator })).body);
    expect(mine.find((listed) => listed.id === id)?.reviewFeedback).toMatchObject({ reason: 'The second lesson has no sound.' });
    const queue = coursesIn((await t.request('GET', '/api/courses/admin/pending', { token: tokens.admin })).body);
    expect(queue.find((listed) => listed.id === id)?.reviewFeedback).toMatchObject({ sentBackAt: expect.any(String) });
    // Nobody else reads the course at all while it is pending.
    expect(await read(id, tokens.otherEducator)).toBe(404);
    expect(await read(id)).toBe(404);
  });

  it('refuses an approved course (409), a missing one (404), a non-admin (403) and an empty reason (400), changing nothing', async () => {
    const approved = await insertCourse(t.db, { educatorId: educator.id });
    const since = await lastNotificationId(t.db);
    const refused = await sendBack(approved.id, tokens.admin);
    expect([refused.status, messageOf(refused)]).toEqual([409, 'Only a pending course can be sent back']);
    const missing = await sendBack(999_999_999, tokens.admin);
    expect([missing.status, messageOf(missing)]).toEqual([404, 'Course not found']);
    const { id } = await pending();
    expect((await sendBack(id, tokens.educator)).status).toBe(403);
    expect((await sendBack(id, tokens.admin, { reason: '   ' })).status).toBe(400);
    expect((await sendBack(id, tokens.admin, { reason: 'x'.repeat(1001) })).status).toBe(400);
    expect((await sendBack(id, tokens.admin, {})).status).toBe(400);
    const row = await t.db.selectFrom('courses').select(['sent_back_reason', 'sent_back_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ sent_back_reason: null, sent_back_at: null });
    expect(await lastNotificationId(t.db)).toBe(since);
  });

  it('never carries review feedback in public or learners’ reads of a course', async () => {
    const { id } = await insertCourse(t.db, { educatorId: educator.id, title: 'Ink drawing' });
    const learner = await insertUser(t.db);
    await insertEnrollment(t.db, { studentId: learner.id, courseId: id });
    const learnerToken = await t.tokenFor(learner);
    for (const token of [undefined, learnerToken, tokens.otherEducator]) {
      const course = await read(id, token);
      expect(course).not.toHaveProperty('reviewFeedback');
    }
    const catalogue = coursesIn((await t.request('GET', '/api/courses?limit=100')).body);
    expect(catalogue.map((course) => course.id)).toContain(id);
    expect(catalogue.some((course) => 'reviewFeedback' in course)).toBe(false);
    // Its educator's read says there is none.
    expect(await read(id, tokens.educator)).toMatchObject({ reviewFeedback: null });
  });

  it('clears the feedback when its educator edits the course, which tells every active admin it waits for review again', async () => {
    const { id } = await pending();
    await sendBack(id, tokens.admin);
    t.clock.advanceSeconds(60);
    const since = await lastNotificationId(t.db);
    const edited = await t.request('PATCH', `/api/courses/${id}`, { token: tokens.educator, body: { duration: '2h' } });
    expect(edited.status).toBe(200);
    expect(courseResponseSchema.parse(edited.body).course.reviewFeedback).toBeNull();
    const told = await toldOf(t.db, 'course_awaiting_review', since);
    expect(told.map((row) => row.user_id)).toEqual([admin.id, secondAdmin.id]);
    expect(told[0]).toMatchObject({
      title: 'A course waits for review again',
      body: '“Watercolour basics” was changed and needs a new review.',
      link: `/admin/courses/${id}`,
    });
    // Another edit of a course already waiting tells nobody again.
    const again = await lastNotificationId(t.db);
    await t.request('PATCH', `/api/courses/${id}`, { token: tokens.educator, body: { duration: '3h' } });
    expect(await lastNotificationId(t.db)).toBe(again);
  });

  it('tells every active admin of a new course, and of an approved course whose edit sends it back to review', async () => {
    const since = await lastNotificationId(t.db);
    const created = await t.request('POST', '/api/courses', {
      token: tokens.educator,
      body: { title: 'Oil painting', description: 'About oils', category: 'Web Development', price: 0, duration: '1h' },
    });
    expect(created.status).toBe(201);
    const told = await toldOf(t.db, 'course_awaiting_review', since);
    expect(told.map((row) => [row.user_id, row.title])).toEqual([
      [admin.id, 'A new course waits for review'],
      [secondAdmin.id, 'A new course waits for review'],
    ]);

    const approved = await insertCourse(t.db, { educatorId: educator.id, title: 'Sketching' });
    const beforePrice = await lastNotificationId(t.db);
    await t.request('PATCH', `/api/courses/${approved.id}`, { token: tokens.educator, body: { price: 5 } });
    expect(await lastNotificationId(t.db)).toBe(beforePrice);
    await t.request('PATCH', `/api/courses/${approved.id}`, { token: tokens.educator, body: { title: 'Sketching outdoors' } });
    const retitled = await toldOf(t.db, 'course_awaiting_review', beforePrice);
    expect(retitled.map((row) => [row.user_id, row.body])).toEqual([
      [admin.id, '“Sketching outdoors” was changed and needs a new review.'],
      [secondAdmin.id, '“Sketching outdoors” was changed and needs a new review.'],
    ]);
  });

  it('clears the feedback on approval and tells its educator once, however often it is approved', async () => {
    const { id } = await pending();
    await sendBack(id, tokens.admin);
    t.clock.advanceSeconds(60);
    const since = await lastNotificationId(t.db);
    const approved = await t.request('PATCH', `/api/courses/${id}/approve`, { token: tokens.admin, body: {} });
    expect(approved.status).toBe(200);
    expect(courseResponseSchema.parse(approved.body).course).toMatchObject({ isApproved: true, reviewFeedback: null });
    await t.request('PATCH', `/api/courses/${id}/approve`, { token: tokens.secondAdmin, body: {} });
    expect(await toldOf(t.db, 'course_approved', since)).toEqual([
      expect.objectContaining({
        user_id: educator.id,
        title: 'Your course was approved',
        body: '“Watercolour basics” is in the catalogue now.',
        link: `/educator/courses/${id}`,
      }),
    ]);
    expect(await lastNotificationId(t.db)).toBe(since + 1);
  });
});

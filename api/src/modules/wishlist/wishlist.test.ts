import { wishlistResponseSchema } from '@lectern/shared-sdk/wishlist/schemas';
import type { UserRow } from '../../db/schema';
import { insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

describeEachDatabase('the wishlist', (t) => {
  let educator: UserRow;
  let student: UserRow;
  let token: string;
  const titles = (body: unknown) => wishlistResponseSchema.parse(body).courses.map((course) => course.title);
  const saved = async (as = token) => titles((await t.get('/api/wishlist', as)).body);

  beforeAll(async () => {
    educator = await insertUser(t.db, { role: 'educator' });
  });
  beforeEach(async () => {
    student = await insertUser(t.db);
    token = await t.tokenFor(student);
  });

  it('saves a course once, the latest saved first, and takes it out again', async () => {
    const first = await insertCourse(t.db, { educatorId: educator.id, title: 'Watercolour Basics' });
    const second = await insertCourse(t.db, { educatorId: educator.id, title: 'Oil Painting', priceCents: 2900 });
    expect(await saved()).toEqual([]);

    const save = await t.post('/api/wishlist', { courseId: first.id }, token);
    expect(save.status).toBe(201);
    expect(messageOf(save)).toBe('Saved to your wishlist');
    t.clock.advanceSeconds(1);
    expect((await t.post('/api/wishlist', { courseId: String(second.id) }, token)).status).toBe(201);
    const again = await t.post('/api/wishlist', { courseId: first.id }, token);
    expect(again.status).toBe(200);
    expect(messageOf(again)).toBe('Already in your wishlist');
    expect(titles(again.body)).toEqual(['Oil Painting', 'Watercolour Basics']);

    const removed = await t.request('DELETE', `/api/wishlist/${second.id}`, { token });
    expect(removed.status).toBe(200);
    expect(titles(removed.body)).toEqual(['Watercolour Basics']);
    // The heart is empty either way: removing what is not there is no error.
    expect((await t.request('DELETE', `/api/wishlist/${second.id}`, { token })).status).toBe(200);
    // Each student has a wishlist of their own.
    expect(await saved(await t.tokenFor(await insertUser(t.db)))).toEqual([]);
  });

  it('refuses a course that does not exist, is under review or is the student’s already, and a bad id', async () => {
    const pending = await insertCourse(t.db, { educatorId: educator.id, approved: false });
    const owned = await insertCourse(t.db, { educatorId: educator.id });
    await insertEnrollment(t.db, { studentId: student.id, courseId: owned.id });
    const missing = await t.post('/api/wishlist', { courseId: 987654 }, token);
    expect([missing.status, messageOf(missing)]).toEqual([404, 'Course not found']);
    expect((await t.post('/api/wishlist', { courseId: pending.id }, token)).status).toBe(404);
    const enrolled = await t.post('/api/wishlist', { courseId: owned.id }, token);
    expect([enrolled.status, messageOf(enrolled)]).toEqual([409, 'You are already enrolled in this course']);
    expect((await t.post('/api/wishlist', { courseId: 'abc\u0000' }, token)).status).toBe(400);
    expect((await t.request('DELETE', '/api/wishlist/abc', { token })).status).toBe(400);
    expect(await saved()).toEqual([]);
  });

  it('loses a course the student enrols in or buys, and hides one sent back to review', async () => {
    const free = await insertCourse(t.db, { educatorId: educator.id, title: 'Free Course' });
    const paid = await insertCourse(t.db, { educatorId: educator.id, title: 'Paid Course', priceCents: 4900 });
    const revised = await insertCourse(t.db, { educatorId: educator.id, title: 'Revised Course' });
    for (const course of [free, paid, revised]) expect((await t.post('/api/wishlist', { courseId: course.id }, token)).status).toBe(201);

    expect((await t.post('/api/enrollments', { courseId: free.id }, token)).status).toBe(201);
    expect(await saved()).toEqual(['Revised Course', 'Paid Course']);

    expect((await t.post('/api/cart', { courseId: paid.id }, token)).status).toBe(201);
    expect(await saved()).toEqual(['Revised Course', 'Paid Course']);
    expect((await t.post('/api/cart/checkout', {}, token)).status).toBe(200);
    expect(await saved()).toEqual(['Revised Course']);

    await t.db.updateTable('courses').set({ is_approved: 0 }).where('id', '=', revised.id).execute();
    expect(await saved()).toEqual([]);
    await t.db.updateTable('courses').set({ is_approved: 1 }).where('id', '=', revised.id).execute();
    expect(await saved()).toEqual(['Revised Course']);
  });

  it('keeps one row when the same heart is pressed 250 times at once', async () => {
    const course = await insertCourse(t.db, { educatorId: educator.id });
    const answers = await Promise.all(Array.from({ length: 250 }, () => t.post('/api/wishlist', { courseId: course.id }, token)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(249);
    const rows = await t.db.selectFrom('wishlist_items').select('id').where('student_id', '=', student.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('is for students only', async () => {
    const course = await insertCourse(t.db, { educatorId: educator.id });
    expect((await t.get('/api/wishlist')).status).toBe(401);
    expect((await t.post('/api/wishlist', { courseId: course.id }, await t.tokenFor(educator))).status).toBe(403);
  });
});

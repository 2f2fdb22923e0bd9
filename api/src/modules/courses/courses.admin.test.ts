import { courseListSchema, courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import { enrollmentsResponseSchema } from '@lectern/shared-sdk/enrollments/schemas';
import type { SelectQueryBuilder } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { insertCourse, insertEnrollment, insertLessonWatch, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';

const catalogueTitles = async (t: TestHarness) => courseListSchema.parse((await t.get('/api/courses?limit=100')).body).map((course) => course.title);

/** How many rows the query finds. */
async function count<Tables extends keyof Database>(query: SelectQueryBuilder<Database, Tables, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

function countRows(t: TestHarness, table: 'modules' | 'videos' | 'enrollments' | 'watched_videos' | 'cart_items', courseId: number) {
  const db = t.db;
  const idsOfCourse = (parent: 'modules' | 'enrollments') => db.selectFrom(parent).select('id').where('course_id', '=', courseId);
  switch (table) {
    case 'modules':
    case 'enrollments':
    case 'cart_items':
      return count(db.selectFrom(table).where('course_id', '=', courseId));
    case 'videos':
      return count(db.selectFrom('videos').where('module_id', 'in', idsOfCourse('modules')));
    case 'watched_videos':
      return count(db.selectFrom('watched_videos').where('enrollment_id', 'in', idsOfCourse('enrollments')));
  }
}

/** A course with two modules, three videos, an enrolment with watched videos, a cart entry and an order line. */
/** A course with content, a student enrolled (and, unless `sold` is false, paid for: an order line), a classmate's cart entry. */
async function richCourse(t: TestHarness, educatorId: number, title: string, student: UserRow, classmate: UserRow, { sold = true } = {}) {
  const course = await insertCourse(t.db, {
    educatorId,
    title,
    priceCents: 2500,
    modules: [
      {
        title: 'One',
        position: 1,
        videos: [
          { title: 'A', position: 1 },
          { title: 'B', position: 2 },
        ],
      },
      { title: 'Two', position: 2, videos: [{ title: 'C', position: 1 }] },
    ],
  });
  const enrollmentId = await insertEnrollment(t.db, {
    studentId: student.id,
    courseId: course.id,
    watchedVideoIds: course.videoIds.slice(0, 2),
    progress: 66,
  });
  await insertLessonWatch(t.db, {
    enrollmentId,
    videoId: course.videoIds[2] ?? 0,
    watchedSeconds: 120,
    durationSeconds: 600,
    at: '2026-02-06T00:00:00.000Z',
  });
  await t.db.insertInto('cart_items').values({ student_id: classmate.id, course_id: course.id, added_at: '2026-02-01T00:00:00.000Z' }).execute();
  if (!sold) return { ...course, orderId: null };
  const order = await t.db
    .insertInto('orders')
    .values({ student_id: student.id, total_cents: 2500, created_at: '2026-02-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('order_items').values({ order_id: order.id, course_id: course.id, course_title: title, price_cents: 2500 }).execute();
  return { ...course, orderId: order.id };
}

describeEachDatabase('courses (admin)', (t) => {
  let admin: UserRow;
  let grace: UserRow;
  let bob: UserRow;
  let student: UserRow;
  let classmate: UserRow;
  const tokens = { admin: '', grace: '', bob: '', student: '' };

  beforeAll(async () => {
    admin = await insertUser(t.db, { role: 'admin' });
    grace = await insertUser(t.db, { role: 'educator', name: 'Grace Hopper' });
    bob = await insertUser(t.db, { role: 'educator', name: 'Bob Builder' });
    student = await insertUser(t.db);
    classmate = await insertUser(t.db);
    Object.assign(tokens, await t.tokensFor({ admin, grace, bob, student }));
  });

  describe('PATCH /api/courses/:id/approve', () => {
    it('approves a pending course, which appears in the public catalogue at once', async () => {
      const { id } = await insertCourse(t.db, { educatorId: grace.id, title: 'Freshly Approved', approved: false });
      expect(await catalogueTitles(t)).not.toContain('Freshly Approved');
      expect((await t.get(`/api/courses/${id}`)).status).toBe(404);

      const response = await t.request('PATCH', `/api/courses/${id}/approve`, { body: { isApproved: true }, token: tokens.admin });

      expect(response.status).toBe(200);
      expect(courseResponseSchema.parse(response.body).course).toMatchObject({ id, isApproved: true, title: 'Freshly Approved' });
      expect(await catalogueTitles(t)).toContain('Freshly Approved');
      expect((await t.get(`/api/courses/${id}`)).status).toBe(200);
      const pending = courseListSchema.parse((await t.get('/api/courses/admin/pending', tokens.admin)).body);
      expect(pending.map((course) => course.id)).not.toContain(id);
    });

    it('accepts an empty object as the body, and approving twice', async () => {
      const { id } = await insertCourse(t.db, { educatorId: grace.id, approved: false });

      const first = await t.request('PATCH', `/api/courses/${id}/approve`, { body: { isApproved: true }, token: tokens.admin });
      const second = await t.request('PATCH', `/api/courses/${id}/approve`, { body: {}, token: tokens.admin });

      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(courseResponseSchema.parse(second.body).course.isApproved).toBe(true);
    });

    it('refuses students and educators, even the course owner, and changes nothing', async () => {
      const { id } = await insertCourse(t.db, { educatorId: grace.id, approved: false });

      for (const token of [tokens.student, tokens.grace]) {
        const response = await t.request('PATCH', `/api/courses/${id}/approve`, { body: { isApproved: true }, token });
        expect(response.status).toBe(403);
        expect(messageOf(response)).toBe('Forbidden: admins only');
      }
      expect((await t.request('PATCH', `/api/courses/${id}/approve`, { body: { isApproved: true } })).status).toBe(401);
      const row = await t.db.selectFrom('courses').select('is_approved').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.is_approved).toBe(0);
    });

    it.each([
      [{ isApproved: false }, 'isApproved: must be true'],
      [{ isApproved: 'yes' }, 'isApproved: must be true'],
    ])('answers the body %j with 400 naming the field', async (body, message) => {
      const { id } = await insertCourse(t.db, { educatorId: grace.id, approved: false });

      const response = await t.request('PATCH', `/api/courses/${id}/approve`, { body, token: tokens.admin });

      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe(message);
    });

    it("answers an unknown course with 404 'Course not found' and a bad id with 400", async () => {
      const unknown = await t.request('PATCH', '/api/courses/999999/approve', { body: { isApproved: true }, token: tokens.admin });
      const bad = await t.request('PATCH', '/api/courses/abc/approve', { body: { isApproved: true }, token: tokens.admin });

      expect(unknown.status).toBe(404);
      expect(messageOf(unknown)).toBe('Course not found');
      expect(bad.status).toBe(400);
      expect(messageOf(bad)).toBe('id: must be a number');
    });
  });

  describe('GET /api/courses/educator/courses', () => {
    it("lists one educator's courses, pending ones included, newest first", async () => {
      const educator = await insertUser(t.db, { role: 'educator' });
      await insertCourse(t.db, { educatorId: educator.id, title: 'Old One', createdAt: '2026-01-01T00:00:00.000Z' });
      await insertCourse(t.db, { educatorId: educator.id, title: 'New Pending', approved: false, createdAt: '2026-02-01T00:00:00.000Z' });
      await insertCourse(t.db, { educatorId: bob.id, title: 'Not Theirs' });

      const response = await t.get(`/api/courses/educator/courses?educatorId=${educator.id}`, tokens.admin);

      expect(response.status).toBe(200);
      const courses = courseListSchema.parse(response.body);
      expect(courses.map((course) => [course.title, course.isApproved])).toEqual([
        ['New Pending', false],
        ['Old One', true],
      ]);
    });

    it("answers 404 'Educator not found' for an unknown id or a student's id", async () => {
      for (const id of [999999, student.id]) {
        const response = await t.get(`/api/courses/educator/courses?educatorId=${id}`, tokens.admin);
        expect(response.status).toBe(404);
        expect(messageOf(response)).toBe('Educator not found');
      }
    });

    it.each([
      ['', 'educatorId: must be a number'],
      ['?educatorId=x', 'educatorId: must be a number'],
      ['?educatorId=-3', 'educatorId: must be a positive id'],
    ])('answers %s with 400 naming the parameter', async (query, message) => {
      const response = await t.get(`/api/courses/educator/courses${query}`, tokens.admin);

      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe(message);
    });
  });

  describe('DELETE /api/courses/:id', () => {
    it('lets an admin delete a course nobody paid for, with all its content', async () => {
      const course = await richCourse(t, grace.id, 'Doomed Course', student, classmate, { sold: false });
      expect(await catalogueTitles(t)).toContain('Doomed Course');

      const response = await t.request('DELETE', `/api/courses/${course.id}`, { token: tokens.admin });

      expect(response.status).toBe(200);
      expect(messageOf(response)).toBe('Course deleted');
      expect((await t.get(`/api/courses/${course.id}`, tokens.admin)).status).toBe(404);
      expect(await catalogueTitles(t)).not.toContain('Doomed Course');
      for (const table of ['modules', 'videos', 'enrollments', 'watched_videos', 'cart_items'] as const) {
        expect(await countRows(t, table, course.id)).toBe(0);
      }
      const videos = await t.db.selectFrom('videos').select('id').where('id', 'in', course.videoIds).execute();
      expect(videos).toEqual([]);
      // The plays went with their lessons, and so did the lessons' counters.
      expect(await t.db.selectFrom('lesson_watch').select('video_id').where('video_id', 'in', course.videoIds).execute()).toEqual([]);
      expect(await t.db.selectFrom('lesson_stats').select('video_id').where('video_id', 'in', course.videoIds).execute()).toEqual([]);
      const mine = enrollmentsResponseSchema.parse((await t.get('/api/enrollments', tokens.student)).body);
      expect(mine.enrollments.map((enrollment) => enrollment.courseId.title)).not.toContain('Doomed Course');
    });

    it('archives a course someone paid for: gone from the catalogue, carts and its managers, kept by its student and its order line', async () => {
      const course = await richCourse(t, grace.id, 'Sold Course', student, classmate);

      const response = await t.request('DELETE', `/api/courses/${course.id}`, { token: tokens.admin });

      expect(response.status).toBe(200);
      expect(messageOf(response)).toBe('Course deleted');
      expect((await t.get(`/api/courses/${course.id}`, tokens.admin)).status).toBe(404);
      expect((await t.get(`/api/courses/${course.id}`, tokens.grace)).status).toBe(404);
      expect((await t.get(`/api/courses/${course.id}`)).status).toBe(404);
      expect(await catalogueTitles(t)).not.toContain('Sold Course');
      expect(await countRows(t, 'cart_items', course.id)).toBe(0);
      expect((await t.request('DELETE', `/api/courses/${course.id}`, { token: tokens.admin })).status).toBe(404);
      // Paid without a payment provider (PAYMENTS=none): no money to give back, so the student keeps learning in it.
      expect((await t.get(`/api/courses/${course.id}`, tokens.student)).status).toBe(200);
      expect(await countRows(t, 'modules', course.id)).toBe(2);
      const mine = enrollmentsResponseSchema.parse((await t.get('/api/enrollments', tokens.student)).body);
      expect(mine.enrollments.map((enrollment) => enrollment.courseId.title)).toContain('Sold Course');
      const orderItems = await t.db
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', '=', course.orderId ?? 0)
        .execute();
      expect(orderItems).toEqual([expect.objectContaining({ course_id: course.id, course_title: 'Sold Course', price_cents: 2500 })]);
    });

    it('lets the owning educator delete their own course, pending or approved', async () => {
      const approved = await richCourse(t, grace.id, 'Grace Approved', student, classmate, { sold: false });
      const pending = await insertCourse(t.db, { educatorId: grace.id, approved: false });

      expect((await t.request('DELETE', `/api/courses/${approved.id}`, { token: tokens.grace })).status).toBe(200);
      expect((await t.request('DELETE', `/api/courses/${pending.id}`, { token: tokens.grace })).status).toBe(200);
      expect(await t.db.selectFrom('courses').select('id').where('id', 'in', [approved.id, pending.id]).execute()).toEqual([]);
    });

    it("refuses another educator's course: 403 when approved, 404 when pending (it is invisible to them)", async () => {
      const approved = await insertCourse(t.db, { educatorId: grace.id });
      const pending = await insertCourse(t.db, { educatorId: grace.id, approved: false });

      const forApproved = await t.request('DELETE', `/api/courses/${approved.id}`, { token: tokens.bob });
      const forPending = await t.request('DELETE', `/api/courses/${pending.id}`, { token: tokens.bob });

      expect(forApproved.status).toBe(403);
      expect(messageOf(forApproved)).toBe('You can only delete your own courses');
      expect(forPending.status).toBe(404);
      expect(messageOf(forPending)).toBe('Course not found');
      expect(await t.db.selectFrom('courses').select('id').where('id', 'in', [approved.id, pending.id]).execute()).toHaveLength(2);
    });

    it('refuses an inactive educator, even for their own course, from the very next request', async () => {
      const educator = await insertUser(t.db, { role: 'educator' });
      const token = await t.tokenFor(educator);
      const course = await insertCourse(t.db, { educatorId: educator.id });
      // Deactivated behind the token's back: the guard reads the account on every request.
      await t.db.updateTable('users').set({ is_approved: 0 }).where('id', '=', educator.id).execute();

      const response = await t.request('DELETE', `/api/courses/${course.id}`, { token });

      expect(response.status).toBe(403);
      expect(messageOf(response)).toBe('Your educator account is inactive.');
      expect(await t.db.selectFrom('courses').select('id').where('id', '=', course.id).execute()).toHaveLength(1);
    });

    it('refuses students and anonymous callers', async () => {
      const course = await insertCourse(t.db, { educatorId: grace.id });

      const asStudent = await t.request('DELETE', `/api/courses/${course.id}`, { token: tokens.student });
      const anonymous = await t.request('DELETE', `/api/courses/${course.id}`);

      expect(asStudent.status).toBe(403);
      expect(messageOf(asStudent)).toBe('Forbidden: educators and admins only');
      expect(anonymous.status).toBe(401);
      expect(await t.db.selectFrom('courses').select('id').where('id', '=', course.id).execute()).toHaveLength(1);
    });

    it('answers an unknown course with 404 and a bad id with 400', async () => {
      const unknown = await t.request('DELETE', '/api/courses/999999', { token: tokens.admin });
      const unknownForEducator = await t.request('DELETE', '/api/courses/999999', { token: tokens.grace });
      const bad = await t.request('DELETE', '/api/courses/0', { token: tokens.admin });

      expect(unknown.status).toBe(404);
      expect(messageOf(unknown)).toBe('Course not found');
      expect(unknownForEducator.status).toBe(404);
      expect(bad.status).toBe(400);
      expect(messageOf(bad)).toBe('id: must be a positive id');
    });

    it('deletes once when two deletes race: one 200, one 404', async () => {
      const course = await richCourse(t, bob.id, 'Raced Course', student, classmate);

      const responses = await Promise.all([
        t.request('DELETE', `/api/courses/${course.id}`, { token: tokens.admin }),
        t.request('DELETE', `/api/courses/${course.id}`, { token: tokens.bob }),
      ]);

      expect(responses.map((response) => response.status).sort()).toEqual([200, 404]);
      // Sold: archived once, kept by its student.
      expect(await countRows(t, 'enrollments', course.id)).toBe(1);
      const archived = await t.db.selectFrom('courses').select('archived_at').where('id', '=', course.id).executeTakeFirstOrThrow();
      expect(archived.archived_at).not.toBeNull();
    });
  });
});

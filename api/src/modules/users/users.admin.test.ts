import { authResponseSchema } from '@lectern/shared-sdk/auth/schemas';
import { statsSchema } from '@lectern/shared-sdk/stats/schemas';
import {
  educatorListSchema,
  educatorSummarySchema,
  studentListSchema,
  studentSummarySchema,
  userResponseSchema,
} from '@lectern/shared-sdk/users/schemas';
import type { UserRow } from '../../db/schema';
import { fixturePassword, insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface AdminRoute {
  method: Method;
  /** Builds the request with objects of its own, so an admin's successful delete does not disturb the next case. */
  build: () => Promise<{ url: string; body?: unknown }>;
  adminStatus: number;
}

const login = (t: TestHarness, email: string, password = fixturePassword) => t.post('/api/auth/login', { email, password });

describeEachDatabase('users (admin)', (t) => {
  let admin: UserRow;
  let student: UserRow;
  let educator: UserRow;
  const tokens = { admin: '', student: '', educator: '' };
  let emailCounter = 0;

  beforeAll(async () => {
    admin = await insertUser(t.db, { role: 'admin' });
    student = await insertUser(t.db);
    educator = await insertUser(t.db, { role: 'educator' });
    Object.assign(tokens, await t.tokensFor({ admin, student, educator }));
  });

  describe('role matrix: every admin route', () => {
    const newEducator = () => insertUser(t.db, { role: 'educator' });
    const newCourse = async (approved = true) => (await insertCourse(t.db, { educatorId: (await newEducator()).id, approved })).id;
    const adminRoutes: Record<string, AdminRoute> = {
      'GET /api/stats (admin figures)': { method: 'GET', build: async () => ({ url: '/api/stats' }), adminStatus: 200 },
      'GET /api/courses/admin/pending': { method: 'GET', build: async () => ({ url: '/api/courses/admin/pending?limit=3' }), adminStatus: 200 },
      'PATCH /api/courses/:id/approve': {
        method: 'PATCH',
        build: async () => ({ url: `/api/courses/${await newCourse(false)}/approve`, body: { isApproved: true } }),
        adminStatus: 200,
      },
      'DELETE /api/courses/:id': { method: 'DELETE', build: async () => ({ url: `/api/courses/${await newCourse()}` }), adminStatus: 200 },
      'GET /api/courses/educator/courses': {
        method: 'GET',
        build: async () => ({ url: `/api/courses/educator/courses?educatorId=${educator.id}` }),
        adminStatus: 200,
      },
      'GET /api/users/students': { method: 'GET', build: async () => ({ url: '/api/users/students' }), adminStatus: 200 },
      'GET /api/users/students/:id': { method: 'GET', build: async () => ({ url: `/api/users/students/${student.id}` }), adminStatus: 200 },
      'GET /api/users/educators': { method: 'GET', build: async () => ({ url: '/api/users/educators' }), adminStatus: 200 },
      'GET /api/users/educators/:id': { method: 'GET', build: async () => ({ url: `/api/users/educators/${educator.id}` }), adminStatus: 200 },
      'PATCH /api/users/educators/:id/approve': {
        method: 'PATCH',
        build: async () => ({ url: `/api/users/educators/${(await newEducator()).id}/approve`, body: { isApproved: false } }),
        adminStatus: 200,
      },
      'DELETE /api/users/educators/:id': {
        method: 'DELETE',
        build: async () => ({ url: `/api/users/educators/${(await newEducator()).id}` }),
        adminStatus: 200,
      },
      'POST /api/users/educators': {
        method: 'POST',
        build: async () => {
          emailCounter += 1;
          return {
            url: '/api/users/educators',
            body: { name: 'Matrix Educator', email: `matrix.${emailCounter}@gmail.com`, password: 'long enough pw' },
          };
        },
        adminStatus: 201,
      },
      'GET /api/enrollments/all': { method: 'GET', build: async () => ({ url: '/api/enrollments/all' }), adminStatus: 200 },
      'GET /api/enrollments/by-student': {
        method: 'GET',
        build: async () => ({ url: `/api/enrollments/by-student?studentId=${student.id}` }),
        adminStatus: 200,
      },
      'GET /api/enrollments/by-course': {
        method: 'GET',
        build: async () => ({ url: `/api/enrollments/by-course?courseId=${await newCourse()}` }),
        adminStatus: 200,
      },
    };
    const send = async (route: AdminRoute, token?: string) => {
      const { url, body } = await route.build();
      return t.request(route.method, url, { ...(body !== undefined ? { body } : {}), ...(token ? { token } : {}) });
    };
    // /api/stats also feeds the public home page: others get 200 with the public figures only (tested below).
    const guarded = Object.entries(adminRoutes).filter(([name]) => !name.startsWith('GET /api/stats'));

    it.each(Object.entries(adminRoutes))('%s answers the admin', async (_name, route) => {
      expect((await send(route, tokens.admin)).status).toBe(route.adminStatus);
    });

    it.each(guarded)('%s answers 401 without a token', async (_name, route) => {
      const response = await send(route);
      expect(response.status).toBe(401);
      expect(messageOf(response)).toBe('Authentication required');
    });

    it.each(guarded)('%s answers 403 to a student', async (_name, route) => {
      const response = await send(route, tokens.student);
      expect(response.status).toBe(403);
      expect(messageOf(response)).toMatch(/^Forbidden: /);
    });

    it.each(guarded)('%s answers 403 to an educator', async (name, route) => {
      const response = await send(route, tokens.educator);
      expect(response.status).toBe(403);
      // The one shared route: an educator may delete a course, but only their own.
      expect(messageOf(response)).toBe(name === 'DELETE /api/courses/:id' ? 'You can only delete your own courses' : 'Forbidden: admins only');
    });

    it('GET /api/stats gives the admin figures to admins only', async () => {
      const forAdmin = statsSchema.parse((await t.get('/api/stats', tokens.admin)).body);
      expect(forAdmin).toEqual(
        expect.objectContaining({ educators: expect.any(Number), activeEducators: expect.any(Number), Enrollments: expect.any(Number) }),
      );
      for (const token of [undefined, tokens.student, tokens.educator]) {
        const response = await t.get('/api/stats', token);
        expect(response.status).toBe(200);
        const keys = Object.keys(statsSchema.parse(response.body));
        for (const adminOnly of ['educators', 'activeEducators', 'Enrollments', 'enrollments']) expect(keys).not.toContain(adminOnly);
      }
    });
  });

  describe('students', () => {
    it('lists students only, newest first, with enrolled and completed counts', async () => {
      const teacher = await insertUser(t.db, { role: 'educator' });
      const ada = await insertUser(t.db, { name: 'Ada Listed', createdAt: '2026-05-02T00:00:00.000Z' });
      const inactive = await insertUser(t.db, { name: 'Ina Inactive', isActive: false, createdAt: '2026-05-01T00:00:00.000Z' });
      const [one, two, three] = [
        await insertCourse(t.db, { educatorId: teacher.id }),
        await insertCourse(t.db, { educatorId: teacher.id }),
        await insertCourse(t.db, { educatorId: teacher.id }),
      ];
      await insertEnrollment(t.db, { studentId: ada.id, courseId: one.id, progress: 100 });
      await insertEnrollment(t.db, { studentId: ada.id, courseId: two.id, progress: 40 });
      await insertEnrollment(t.db, { studentId: ada.id, courseId: three.id });

      const response = await t.get('/api/users/students', tokens.admin);

      expect(response.status).toBe(200);
      const students = studentListSchema.parse(response.body);
      expect(students.every((row) => row.role === 'student')).toBe(true);
      expect(students.slice(0, 2).map((row) => row.name)).toEqual(['Ada Listed', 'Ina Inactive']);
      expect(students[0]).toMatchObject({ id: ada.id, enrolledCourses: 3, completedCourses: 1, isActive: true });
      expect(students[1]).toMatchObject({ id: inactive.id, enrolledCourses: 0, completedCourses: 0, isActive: false });
      expect(JSON.stringify(students)).not.toMatch(/password_?hash|argon2/i);
    });

    it("shows one student, and answers 404 'Student not found' for unknown ids and non-students", async () => {
      const found = await t.get(`/api/users/students/${student.id}`, tokens.admin);
      expect(found.status).toBe(200);
      expect(studentSummarySchema.parse(found.body)).toMatchObject({ id: student.id, email: student.email, enrolledCourses: 0 });

      for (const id of [999999, educator.id, admin.id]) {
        const response = await t.get(`/api/users/students/${id}`, tokens.admin);
        expect(response.status).toBe(404);
        expect(messageOf(response)).toBe('Student not found');
      }
      const bad = await t.get('/api/users/students/abc', tokens.admin);
      expect(bad.status).toBe(400);
      expect(messageOf(bad)).toBe('id: must be a number');
    });
  });

  describe('educators', () => {
    it('lists educators only, newest first, with course and student counts', async () => {
      const busy = await insertUser(t.db, { role: 'educator', name: 'Busy Educator', createdAt: '2026-06-02T00:00:00.000Z' });
      await insertUser(t.db, { role: 'educator', name: 'Idle Educator', isApproved: false, createdAt: '2026-06-01T00:00:00.000Z' });
      const first = await insertCourse(t.db, { educatorId: busy.id });
      await insertCourse(t.db, { educatorId: busy.id, approved: false });
      await insertEnrollment(t.db, { studentId: student.id, courseId: first.id });
      await insertEnrollment(t.db, { studentId: (await insertUser(t.db)).id, courseId: first.id });

      const response = await t.get('/api/users/educators', tokens.admin);

      expect(response.status).toBe(200);
      const educators = educatorListSchema.parse(response.body);
      expect(educators.every((row) => row.role === 'educator')).toBe(true);
      expect(educators.slice(0, 2).map((row) => [row.name, row.isApproved, row.courseCount, row.studentCount])).toEqual([
        ['Busy Educator', true, 2, 2],
        ['Idle Educator', false, 0, 0],
      ]);
    });

    it("shows one educator, and answers 404 'Educator not found' for unknown ids and non-educators", async () => {
      const found = await t.get(`/api/users/educators/${educator.id}`, tokens.admin);
      expect(found.status).toBe(200);
      expect(educatorSummarySchema.parse(found.body)).toMatchObject({ id: educator.id, role: 'educator' });

      for (const id of [999999, student.id, admin.id]) {
        const response = await t.get(`/api/users/educators/${id}`, tokens.admin);
        expect(response.status).toBe(404);
        expect(messageOf(response)).toBe('Educator not found');
      }
    });
  });

  describe('PATCH /api/users/educators/:id/approve', () => {
    it('deactivation takes effect at once: the old token stops working, a new one reads but cannot write', async () => {
      const target = await insertUser(t.db, { role: 'educator' });
      const oldToken = await t.tokenFor(target);
      const course = await insertCourse(t.db, { educatorId: target.id });

      const response = await t.request('PATCH', `/api/users/educators/${target.id}/approve`, { body: { isApproved: false }, token: tokens.admin });

      expect(response.status).toBe(200);
      expect(educatorSummarySchema.parse(response.body)).toMatchObject({ id: target.id, isApproved: false });
      expect((await t.get('/api/courses/my', oldToken)).status).toBe(401);

      const signIn = await login(t, target.email);
      expect(signIn.status).toBe(200);
      const freshToken = authResponseSchema.parse(signIn.body).token;
      expect((await t.get('/api/courses/my', freshToken)).status).toBe(200);
      const write = await t.request('DELETE', `/api/courses/${course.id}`, { token: freshToken });
      expect(write.status).toBe(403);
      expect(messageOf(write)).toBe('Your educator account is inactive.');
      // Their approved course stays in the catalogue (README: Rules).
      expect((await t.get(`/api/courses/${course.id}`)).status).toBe(200);

      const reactivated = await t.request('PATCH', `/api/users/educators/${target.id}/approve`, { body: { isApproved: true }, token: tokens.admin });
      expect(educatorSummarySchema.parse(reactivated.body).isApproved).toBe(true);
      expect((await t.request('DELETE', `/api/courses/${course.id}`, { token: freshToken })).status).toBe(200);
    });

    it('counts as active in the stats only while approved', async () => {
      const before = statsSchema.parse((await t.get('/api/stats', tokens.admin)).body).activeEducators ?? 0;
      const target = await insertUser(t.db, { role: 'educator' });
      await t.request('PATCH', `/api/users/educators/${target.id}/approve`, { body: { isApproved: false }, token: tokens.admin });

      expect(statsSchema.parse((await t.get('/api/stats', tokens.admin)).body).activeEducators).toBe(before);
    });

    it('ends the sessions once when two deactivations race, and never on a no-op', async () => {
      const target = await insertUser(t.db, { role: 'educator' });
      const before = await t.tokenFor(target);
      const send = () => t.request('PATCH', `/api/users/educators/${target.id}/approve`, { body: { isApproved: false }, token: tokens.admin });

      const responses = await Promise.all([send(), send()]);
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      expect((await t.get('/api/auth/me', before)).status).toBe(401);

      // Signed in again while inactive: deactivating an inactive educator again changes nothing, this session included.
      const after = authResponseSchema.parse((await login(t, target.email)).body).token;
      expect((await send()).status).toBe(200);
      expect((await t.get('/api/auth/me', after)).status).toBe(200);
      const row = await t.db.selectFrom('users').select('is_approved').where('id', '=', target.id).executeTakeFirstOrThrow();
      expect(row.is_approved).toBe(0);
    });

    it.each([
      [{}, 'isApproved: must be true or false'],
      [{ isApproved: 'no' }, 'isApproved: must be true or false'],
    ])('answers the body %j with 400 naming the field', async (body, message) => {
      const response = await t.request('PATCH', `/api/users/educators/${educator.id}/approve`, { body, token: tokens.admin });

      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe(message);
    });

    it("answers 404 'Educator not found' for an unknown id, a student or an admin, and changes nothing", async () => {
      for (const id of [999999, student.id, admin.id]) {
        const response = await t.request('PATCH', `/api/users/educators/${id}/approve`, { body: { isApproved: false }, token: tokens.admin });
        expect(response.status).toBe(404);
        expect(messageOf(response)).toBe('Educator not found');
      }
      const rows = await t.db.selectFrom('users').select('is_approved').where('id', 'in', [student.id, admin.id]).execute();
      expect(rows.every((row) => row.is_approved === 1)).toBe(true);
    });
  });

  describe('DELETE /api/users/educators/:id', () => {
    it('removes the educator and every course they own in one go, leaving no orphans: a course someone paid for is archived for them, and orders keep their lines', async () => {
      const target = await insertUser(t.db, { role: 'educator', name: 'Leaving Educator' });
      const token = await t.tokenFor(target);
      const kept = await insertCourse(t.db, { educatorId: educator.id, title: 'Someone Else’s Course' });
      const courses = [
        await insertCourse(t.db, {
          educatorId: target.id,
          title: 'Leaving Course',
          priceCents: 900,
          modules: [{ title: 'M', position: 1, videos: [{ title: 'V', position: 1 }] }],
        }),
        await insertCourse(t.db, { educatorId: target.id, title: 'Leaving Pending', approved: false }),
      ];
      const buyer = await insertUser(t.db);
      const enrollmentId = await insertEnrollment(t.db, {
        studentId: buyer.id,
        courseId: courses[0]!.id,
        watchedVideoIds: courses[0]!.videoIds,
        progress: 100,
      });
      await insertEnrollment(t.db, { studentId: buyer.id, courseId: kept.id });
      await t.db
        .insertInto('cart_items')
        .values({ student_id: student.id, course_id: courses[0]!.id, added_at: '2026-02-01T00:00:00.000Z' })
        .execute();
      const order = await t.db
        .insertInto('orders')
        .values({ student_id: buyer.id, total_cents: 900, created_at: '2026-02-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('order_items')
        .values({ order_id: order.id, course_id: courses[0]!.id, course_title: 'Leaving Course', price_cents: 900 })
        .execute();
      const ids = courses.map((course) => course.id);

      const response = await t.request('DELETE', `/api/users/educators/${target.id}`, { token: tokens.admin });

      expect(response.status).toBe(200);
      expect(messageOf(response)).toBe('Educator removed');
      // The course nobody paid for is gone; the one the buyer paid for is archived, theirs to finish, its order line
      // still pointing at it; the educator's row stays behind it, closed.
      expect(await t.db.selectFrom('courses').select('id').where('id', '=', courses[1]!.id).execute()).toEqual([]);
      expect(await t.db.selectFrom('courses').select(['id', 'is_approved']).where('id', '=', courses[0]!.id).execute()).toEqual([
        { id: courses[0]!.id, is_approved: 0 },
      ]);
      expect((await t.get(`/api/courses/${courses[0]!.id}`)).status).toBe(404);
      expect(
        (await t.db.selectFrom('enrollments').select('course_id').where('student_id', '=', buyer.id).orderBy('course_id').execute()).map(
          (row) => row.course_id,
        ),
      ).toEqual([courses[0]!.id, kept.id].sort((a, b) => a - b));
      expect(await t.db.selectFrom('watched_videos').select('video_id').where('enrollment_id', '=', enrollmentId).execute()).toHaveLength(1);
      expect(await t.db.selectFrom('cart_items').select('id').where('course_id', 'in', ids).execute()).toEqual([]);
      expect(await t.db.selectFrom('order_items').select(['course_id', 'course_title']).where('order_id', '=', order.id).execute()).toEqual([
        { course_id: courses[0]!.id, course_title: 'Leaving Course' },
      ]);
      expect(await t.db.selectFrom('users').select(['id', 'is_active', 'email']).where('id', '=', target.id).execute()).toEqual([
        { id: target.id, is_active: 0, email: `deleted-user-${target.id}@deleted.invalid` },
      ]);
      const orphans = await t.db
        .selectFrom('courses as c')
        .leftJoin('users as u', 'u.id', 'c.educator_id')
        .where('u.id', 'is', null)
        .select('c.id')
        .execute();
      expect(orphans).toEqual([]);
      expect((await t.get('/api/courses/my', token)).status).toBe(401);
      expect((await login(t, target.email)).status).toBe(401);
      expect((await t.get(`/api/users/educators/${target.id}`, tokens.admin)).status).toBe(404);
    });

    it("answers 404 'Educator not found' for a second removal, a student or an admin, and removes nothing", async () => {
      const target = await insertUser(t.db, { role: 'educator' });
      const responses = await Promise.all([
        t.request('DELETE', `/api/users/educators/${target.id}`, { token: tokens.admin }),
        t.request('DELETE', `/api/users/educators/${target.id}`, { token: tokens.admin }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 404]);

      for (const id of [student.id, admin.id, 999999]) {
        const response = await t.request('DELETE', `/api/users/educators/${id}`, { token: tokens.admin });
        expect(response.status).toBe(404);
        expect(messageOf(response)).toBe('Educator not found');
      }
      expect(await t.db.selectFrom('users').select('id').where('id', 'in', [student.id, admin.id]).execute()).toHaveLength(2);
    });
  });

  describe('POST /api/users/educators', () => {
    it('adds an active educator who can sign in at once with that password', async () => {
      const response = await t.post(
        '/api/users/educators',
        { name: '  New Educator ', email: 'New.Educator@Gmail.com', password: 'a fine password', role: 'educator' },
        tokens.admin,
      );

      expect(response.status).toBe(201);
      const { user } = userResponseSchema.parse(response.body);
      expect(user).toMatchObject({ name: 'New Educator', email: 'new.educator@gmail.com', role: 'educator', isApproved: true, isActive: true });

      const signIn = await login(t, 'new.educator@gmail.com', 'a fine password');
      expect(signIn.status).toBe(200);
      expect(authResponseSchema.parse(signIn.body).user).toMatchObject({ id: user.id, role: 'educator' });
      const educators = educatorListSchema.parse((await t.get('/api/users/educators', tokens.admin)).body);
      expect(educators.map((row) => row.id)).toContain(user.id);
    });

    it("answers an e-mail already in use (any case) with 409 'User already exists', also when two adds race", async () => {
      const duplicate = await t.post(
        '/api/users/educators',
        { name: 'Copy', email: student.email.toUpperCase(), password: 'a fine password' },
        tokens.admin,
      );
      expect(duplicate.status).toBe(409);
      expect(messageOf(duplicate)).toBe('User already exists');

      const body = { name: 'Racer', email: 'racing.educator@gmail.com', password: 'a fine password' };
      const raced = await Promise.all([t.post('/api/users/educators', body, tokens.admin), t.post('/api/users/educators', body, tokens.admin)]);
      expect(raced.map((response) => response.status).sort()).toEqual([201, 409]);
    });

    it.each([
      [{ email: 'x.y@gmail.com', password: 'a fine password' }, 'name: is required'],
      [{ name: '   ', email: 'x.y@gmail.com', password: 'a fine password' }, 'name: is required'],
      [{ name: 'N', password: 'a fine password' }, 'email: is required'],
      [{ name: 'N', email: 'not-an-email', password: 'a fine password' }, 'email: must be a valid e-mail address'],
      [{ name: 'N', email: 'x.y@gmail.com' }, 'password: is required'],
      [{ name: 'N', email: 'x.y@gmail.com', password: 'short' }, 'password: must be at least 8 characters'],
      [{ name: 'N', email: 'x.y@gmail.com', password: 'p'.repeat(129) }, 'password: must be at most 128 characters'],
    ])('answers %j with 400 naming the field, creating nobody', async (body, message) => {
      const response = await t.post('/api/users/educators', body, tokens.admin);

      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe(message);
      expect(await t.db.selectFrom('users').select('id').where('email', '=', 'x.y@gmail.com').execute()).toEqual([]);
    });

    it('accepts a 64-character password', async () => {
      const response = await t.post(
        '/api/users/educators',
        { name: 'Long Pass', email: 'long.pass@gmail.com', password: 'p'.repeat(64) },
        tokens.admin,
      );

      expect(response.status).toBe(201);
    });

    it('never creates anything but an educator (no mass assignment of role)', async () => {
      const response = await t.post(
        '/api/users/educators',
        { name: 'Sneaky', email: 'sneaky@gmail.com', password: 'a fine password', role: 'admin' },
        tokens.admin,
      );

      expect(response.status).toBe(400);
      expect(messageOf(response)).toMatch(/^role: /);
      expect(await t.db.selectFrom('users').select('id').where('email', '=', 'sneaky@gmail.com').execute()).toEqual([]);
    });
  });
});

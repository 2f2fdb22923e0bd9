import { fixturePassword } from '../../testing/fixtures';
import { sources, type ConformanceCase } from '../case';
import { arrayOr, objectOr, under } from '../spec-reader';

/** The spec-conformance cases of the users routes (see conformance-cases.ts). */
export const usersCases: ConformanceCase[] = [
  {
    source: sources.student,
    row: 'GET /api/users/profile | auth | {user:{name, email, joinedAt, profileImage, role}}',
    route: 'GET /api/users/profile',
    call: async ({ learner }) => ({ method: 'GET', url: '/api/users/profile', token: learner.token }),
    check: ({ body }, { learner }) =>
      expect(under('user')(body)).toMatchObject({
        name: learner.user.name,
        email: learner.user.email,
        joinedAt: expect.any(String),
        profileImage: null,
        role: 'student',
      }),
  },
  {
    source: sources.student,
    row: 'PATCH /api/users/profile | {name, profileImage} | updated profile',
    route: 'PATCH /api/users/profile',
    call: async ({ freshStudent }) => {
      const { token } = await freshStudent();
      return {
        method: 'PATCH',
        url: '/api/users/profile',
        token,
        body: { name: 'Renamed By Spec', profileImage: 'https://images.example.com/me.png' },
      };
    },
    check: ({ body }) => expect(objectOr('user')(body)).toMatchObject({ name: 'Renamed By Spec', profileImage: 'https://images.example.com/me.png' }),
  },
  {
    source: sources.student,
    row: 'PATCH /api/users/profile/password | {oldPassword, newPassword} | non-ok status is a failure',
    route: 'PATCH /api/users/profile/password',
    call: async ({ freshStudent }) => {
      const { token } = await freshStudent();
      return {
        method: 'PATCH',
        url: '/api/users/profile/password',
        token,
        body: { oldPassword: fixturePassword, newPassword: 'a changed password' },
      };
    },
    // The client keeps the token it has: it must still work.
    check: async ({ status }, { t }, call) => {
      expect(status).toBe(200);
      expect((await t.get('/api/users/profile', call.token)).status).toBe(200);
    },
  },

  {
    source: sources.educator,
    row: 'GET /api/users/educator/students -> students list',
    route: 'GET /api/users/educator/students',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/users/educator/students', token: educator.token }),
    check: ({ body }, { learner }) => {
      expect(Array.isArray(body)).toBe(true);
      expect(body).toContainEqual(
        expect.objectContaining({
          _id: String(learner.enrollmentId),
          courseId: learner.freeCourse.id,
          name: learner.user.name,
          email: learner.user.email,
        }),
      );
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/users/educator/students/totals -> {students, enrollments}: distinct students, and their enrolments',
    route: 'GET /api/users/educator/students/totals',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/users/educator/students/totals', token: educator.token }),
    check: async ({ body }, { t }, call) => {
      const rows = (await t.get('/api/users/educator/students', call.token)).body as { studentId: number }[];
      expect(body).toEqual({ students: new Set(rows.map((row) => row.studentId)).size, enrollments: rows.length });
    },
  },
  {
    source: sources.extension,
    row: 'DELETE /api/users/me | {password} | {message}: the account is deleted and its token stops working',
    route: 'DELETE /api/users/me',
    call: async ({ freshStudent }) => {
      const { token } = await freshStudent();
      return { method: 'DELETE', url: '/api/users/me', token, body: { password: fixturePassword } };
    },
    check: async ({ body }, { t }, call) => {
      expect(typeof under('message')(body)).toBe('string');
      expect((await t.get('/api/users/profile', call.token)).status).toBe(401);
    },
  },
  {
    source: sources.educator,
    row: 'GET /api/users/profile -> user with name, email, profileImage, joinedAt, role (also wrapped as {user})',
    route: 'GET /api/users/profile',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/users/profile', token: educator.token }),
    check: ({ body }, { educator }) =>
      expect(objectOr('user')(body)).toMatchObject({ name: educator.user.name, role: 'educator', joinedAt: expect.any(String) }),
  },
  {
    source: sources.educator,
    row: 'PATCH /api/users/profile, body name, profileImage',
    route: 'PATCH /api/users/profile',
    call: async ({ freshEducator }) => ({
      method: 'PATCH',
      url: '/api/users/profile',
      token: (await freshEducator()).token,
      body: { name: 'Renamed Educator', profileImage: '' },
    }),
    check: ({ body }) => expect(objectOr('user')(body)).toMatchObject({ name: 'Renamed Educator', profileImage: null }),
  },
  {
    source: sources.educator,
    row: 'PATCH /api/users/profile/password, body oldPassword, newPassword',
    route: 'PATCH /api/users/profile/password',
    call: async ({ freshEducator }) => ({
      method: 'PATCH',
      url: '/api/users/profile/password',
      token: (await freshEducator()).token,
      body: { oldPassword: fixturePassword, newPassword: 'an educator password' },
    }),
    check: ({ status }) => expect(status).toBe(200),
  },

  {
    source: sources.admin,
    row: 'GET /api/users/students -> array',
    route: 'GET /api/users/students',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/users/students', token: admin.token }),
    check: ({ body }, { learner }) => {
      expect(Array.isArray(body)).toBe(true);
      expect(body).toContainEqual(expect.objectContaining({ _id: String(learner.user.id), email: learner.user.email, isActive: true }));
    },
  },
  {
    source: sources.admin,
    row: 'GET /api/users/students/{studentId} (shape not shown: the fields at the top level)',
    route: 'GET /api/users/students/:id',
    call: async ({ admin, learner }) => ({ method: 'GET', url: `/api/users/students/${learner.user.id}`, token: admin.token }),
    check: ({ body }, { learner }) =>
      expect(body).toMatchObject({ _id: String(learner.user.id), name: learner.user.name, email: learner.user.email, isActive: true }),
  },
  {
    source: sources.admin,
    row: 'GET /api/users/educators -> array or {educators[]}',
    route: 'GET /api/users/educators',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/users/educators', token: admin.token }),
    check: ({ body }, { educator }) => {
      expect(Array.isArray(body)).toBe(true);
      expect(arrayOr('educators')(body)).toContainEqual(expect.objectContaining({ _id: String(educator.user.id), isApproved: true }));
    },
  },
  {
    source: sources.admin,
    row: 'GET /api/users/educators/{id} (shape not shown: the fields at the top level)',
    route: 'GET /api/users/educators/:id',
    call: async ({ admin, educator }) => ({ method: 'GET', url: `/api/users/educators/${educator.user.id}`, token: admin.token }),
    check: ({ body }, { educator }) =>
      expect(body).toMatchObject({ _id: String(educator.user.id), name: educator.user.name, email: educator.user.email, isApproved: true }),
  },
  {
    source: sources.admin,
    row: 'PATCH /api/users/educators/{id}/approve, body {isApproved}',
    route: 'PATCH /api/users/educators/:id/approve',
    call: async ({ admin, freshEducator }) => ({
      method: 'PATCH',
      url: `/api/users/educators/${(await freshEducator()).user.id}/approve`,
      token: admin.token,
      body: { isApproved: false },
    }),
    check: ({ body }) => expect(objectOr('educator')(body)).toMatchObject({ isApproved: false, role: 'educator' }),
  },
  {
    source: sources.admin,
    row: 'DELETE /api/users/educators/{id}',
    route: 'DELETE /api/users/educators/:id',
    call: async ({ admin, freshEducator }) => ({
      method: 'DELETE',
      url: `/api/users/educators/${(await freshEducator()).user.id}`,
      token: admin.token,
    }),
    check: ({ status }) => expect(status).toBe(200),
  },
  {
    source: sources.admin,
    row: 'POST /api/users/educators, body name, email, password, role -> response reads user.name',
    route: 'POST /api/users/educators',
    call: async ({ admin, freshEmail }) => ({
      method: 'POST',
      url: '/api/users/educators',
      token: admin.token,
      body: { name: 'Added By Spec', email: freshEmail(), password: 'an educator password', role: 'educator' },
    }),
    check: ({ body }) => expect((body as { user: { name: string } }).user.name).toBe('Added By Spec'),
  },
  {
    source: sources.admin,
    row: 'GET/PATCH /api/users/profile and PATCH /api/users/profile/password as above',
    route: 'GET /api/users/profile',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/users/profile', token: admin.token }),
    check: ({ body }) => expect(objectOr('user')(body)).toMatchObject({ role: 'admin' }),
  },

  {
    source: sources.extension,
    row: "GET /api/educator/students -> {students}: the original client's address for the educator's students",
    route: 'GET /api/educator/students',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/educator/students', token: educator.token }),
    check: async ({ body }, { t, learner, educator }) => {
      expect(Object.keys(body as object)).toEqual(['students']);
      expect(under('students')(body)).toContainEqual(
        expect.objectContaining({
          _id: String(learner.enrollmentId),
          courseId: learner.freeCourse.id,
          name: learner.user.name,
          email: learner.user.email,
        }),
      );
      // The same rows as the spec's address.
      expect(under('students')(body)).toEqual((await t.get('/api/users/educator/students', educator.token)).body);
    },
  },
];

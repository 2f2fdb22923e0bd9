import { createHash, randomBytes } from 'node:crypto';
import type { UserRow } from '../db/schema';
import { weekStartOf } from '@lectern/shared-sdk/insights/domain';
import { fixturePassword, insertEnrollment, type InsertedCourse } from '../testing/fixtures';
import type { TestHarness, TestResponse } from '../testing/test-app';
import { arrayOr, entityId, everyHasId, objectOr, under } from './spec-reader';

/**
 * One case per row of the call tables in `shared/spec/public-and-student.md` §7 and `educator-and-admin.md` §7,
 * plus one per route the spec does not name (marked `extension`): each calls its route as the row's role with the
 * row's payload and states what a client written from the table alone reads in the answer.
 */

export const sources = {
  student: 'public-and-student.md §7',
  educator: 'educator-and-admin.md §7 Educator',
  admin: 'educator-and-admin.md §7 Admin',
  extension: 'extension (not in the spec)',
} as const;

export interface CaseRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What the suite knows when it builds and checks a case. */
export interface Context {
  t: TestHarness;
  /** A student with a token, and the objects of an ordinary learner: enrolled in a free course, a paid one in the cart. */
  learner: Learner;
  educator: { user: UserRow; token: string };
  admin: { user: UserRow; token: string };
  freshStudent(): Promise<{ user: UserRow; token: string }>;
  freshEducator(): Promise<{ user: UserRow; token: string }>;
  /** An approved course of the context's educator with one module of two videos (options as insertCourse's). */
  course(options?: { priceCents?: number; approved?: boolean; educatorId?: number }): Promise<InsertedCourse & { moduleId: number }>;
  freshEmail(): string;
}

export interface Learner {
  user: UserRow;
  token: string;
  freeCourse: InsertedCourse & { moduleId: number };
  enrollmentId: number;
  paidCourse: InsertedCourse & { moduleId: number };
}

export interface ConformanceCase {
  source: (typeof sources)[keyof typeof sources];
  /** The table's row: path, payload and answer as the spec writes them. */
  row: string;
  /** The route it exercises, as the app registers it ('GET /api/courses/:id'). */
  route: string;
  call(ctx: Context): Promise<CaseRequest>;
  /** Default: any 2xx. */
  status?: number;
  /** What a client written from the row alone reads in the answer, asserted with jest's expect. */
  check(response: TestResponse, ctx: Context, call: CaseRequest): void | Promise<void>;
}

const keysOf = (value: unknown) => (typeof value === 'object' && value !== null ? Object.keys(value) : []);

/** A new student who enrols in a new free course and watches every video, as a client does: the server issues the certificate. */
async function earnCertificate({ t, course, freshStudent }: Context) {
  const [completed, student] = await Promise.all([course(), freshStudent()]);
  const enrolled = await t.post('/api/enrollments', { courseId: completed.id }, student.token);
  const enrollmentId = entityId(under('enrollment')(enrolled.body));
  for (const videoId of completed.videoIds) {
    expect((await t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, { token: student.token, body: { videoId } })).status).toBe(200);
  }
  const listed = await t.get('/api/certificates', student.token);
  const [certificate] = under('certificates')(listed.body) as { id: string }[];
  return { student, course: completed, certificateId: certificate?.id ?? 'none' };
}

/** A student of a new course of the context's educator who rated it with words: the review the review routes act on. */
async function writtenReview({ t, course, freshStudent }: Context) {
  const [rated, student] = await Promise.all([course(), freshStudent()]);
  await insertEnrollment(t.db, { studentId: student.user.id, courseId: rated.id, rating: 4, review: 'Clear and practical.' });
  const reviewId = Number((await t.db.selectFrom('enrollments').select('id').where('course_id', '=', rated.id).executeTakeFirstOrThrow()).id);
  return { course: rated, student, reviewId };
}

export const conformanceCases: ConformanceCase[] = [
  // ── public-and-student.md §7 ──────────────────────────────────────────────────────────────────────────────
  {
    source: sources.student,
    row: 'POST /api/auth/login | email, password | {user, token}; stored',
    route: 'POST /api/auth/login',
    call: async ({ learner }) => ({ method: 'POST', url: '/api/auth/login', body: { email: learner.user.email, password: fixturePassword } }),
    check: ({ body }, { learner }) => {
      expect(under('user')(body)).toMatchObject({ email: learner.user.email, _id: String(learner.user.id) });
      expect(typeof under('token')(body)).toBe('string');
    },
  },
  {
    source: sources.student,
    row: 'POST /api/auth/register | name, email, password, otp | {user, token}',
    route: 'POST /api/auth/register',
    call: async ({ t, freshEmail }) => {
      const email = freshEmail();
      await t.post('/api/auth/send-otp', { email, mode: 'signup' });
      const otp = t.mail.latestCode(email);
      // The sign-up screen verifies first, with the spec's payload (no mode).
      expect((await t.post('/api/auth/verify-otp', { email, otp })).status).toBe(200);
      return { method: 'POST', url: '/api/auth/register', body: { name: 'Spec Client', email, password: 'a long enough password', otp } };
    },
    check: async ({ body }, { t }) => {
      expect(under('user')(body)).toMatchObject({ name: 'Spec Client', role: 'student' });
      const token = under('token')(body);
      expect(typeof token).toBe('string');
      expect((await t.get('/api/auth/me', String(token))).status).toBe(200);
    },
  },
  {
    source: sources.student,
    row: 'GET /api/auth/me (token) | none | {user}',
    route: 'GET /api/auth/me',
    call: async ({ learner }) => ({ method: 'GET', url: '/api/auth/me', token: learner.token }),
    check: ({ body }, { learner }) => expect(under('user')(body)).toMatchObject({ _id: String(learner.user.id), email: learner.user.email }),
  },
  {
    source: sources.student,
    row: "POST /api/auth/send-otp | email, mode ('signup' or 'forgot') | success on ok status; the message is read on failure",
    route: 'POST /api/auth/send-otp',
    call: async ({ freshEmail }) => ({ method: 'POST', url: '/api/auth/send-otp', body: { email: freshEmail(), mode: 'signup' } }),
    check: async ({ body }) => {
      expect(typeof under('message')(body)).toBe('string');
    },
  },
  {
    source: sources.student,
    row: 'POST /api/auth/verify-otp | email, otp | success on ok status (a code sent for password recovery)',
    route: 'POST /api/auth/verify-otp',
    call: async ({ t, learner }) => {
      // The recovery flow sends with mode 'forgot' and verifies with the spec's payload, which has no mode.
      expect((await t.post('/api/auth/send-otp', { email: learner.user.email, mode: 'forgot' })).status).toBe(200);
      return { method: 'POST', url: '/api/auth/verify-otp', body: { email: learner.user.email, otp: t.mail.latestCode(learner.user.email) } };
    },
    check: ({ status }) => expect(status).toBe(200),
  },
  {
    source: sources.student,
    row: 'POST /api/auth/reset-password | email, otp, newPassword | success on ok status',
    route: 'POST /api/auth/reset-password',
    call: async ({ t, freshStudent }) => {
      const { user } = await freshStudent();
      await t.post('/api/auth/send-otp', { email: user.email, mode: 'forgot' });
      const otp = t.mail.latestCode(user.email);
      expect((await t.post('/api/auth/verify-otp', { email: user.email, otp })).status).toBe(200);
      return { method: 'POST', url: '/api/auth/reset-password', body: { email: user.email, otp, newPassword: 'a recovered password' } };
    },
    check: async ({ status }, { t }, call) => {
      expect(status).toBe(200);
      // The account now signs in with the new password.
      const { email } = call.body as { email: string };
      expect((await t.post('/api/auth/login', { email, password: 'a recovered password' })).status).toBe(200);
    },
  },
  {
    source: sources.student,
    row: 'GET /api/auth/google | browser redirect | returns to the app with a token in the address query',
    route: 'GET /api/auth/google',
    status: 302,
    call: async () => ({ method: 'GET', url: '/api/auth/google' }),
    // Without Google configured the browser is sent back to the sign-in page, which says so.
    check: ({ headers }) => expect(String(headers.location)).toMatch(/\/login\?error=google_not_configured$/),
  },
  {
    source: sources.student,
    row: 'GET /api/stats | none (public on home) | students, courses, successRate (home)',
    route: 'GET /api/stats',
    call: async () => ({ method: 'GET', url: '/api/stats' }),
    check: ({ body }) => {
      expect(body).toMatchObject({ students: expect.any(Number), courses: expect.any(Number) });
      expect(keysOf(body)).not.toContain('educators');
    },
  },
  {
    source: sources.student,
    row: 'GET /api/courses | none | array, or {courses}',
    route: 'GET /api/courses',
    call: async () => ({ method: 'GET', url: '/api/courses' }),
    check: ({ body, headers }) => {
      expect(Array.isArray(body)).toBe(true);
      const courses = arrayOr('courses')(body);
      expect(everyHasId(courses)).toBe(true);
      expect(Number(headers['x-total-count'])).toBeGreaterThanOrEqual(courses.length);
      expect(String(headers.link)).toMatch(/rel="first"/);
    },
  },
  {
    source: sources.student,
    row: 'GET /api/courses/{id} | none | {course} or the course itself',
    route: 'GET /api/courses/:id',
    call: async ({ learner }) => ({ method: 'GET', url: `/api/courses/${learner.freeCourse.id}` }),
    check: ({ body }, { learner }) => {
      expect(keysOf(body)).toEqual(['course']);
      const course = objectOr('course')(body);
      expect(entityId(course)).toBe(String(learner.freeCourse.id));
      expect(course).toMatchObject({ title: expect.any(String), modules: [{ videos: [{ title: expect.any(String) }, expect.anything()] }] });
    },
  },
  {
    source: sources.student,
    row: 'GET /api/enrollments | auth | {enrollments}',
    route: 'GET /api/enrollments',
    call: async ({ learner }) => ({ method: 'GET', url: '/api/enrollments', token: learner.token }),
    check: ({ body }, { learner }) => {
      const enrollments = under('enrollments')(body) as unknown[];
      expect(everyHasId(enrollments)).toBe(true);
      // A client merging an enrolment with its course ({...enrollment, ...course}) ends with the course's _id.
      const [first] = enrollments as { courseId: Record<string, unknown> }[];
      expect({ ...first, ...first?.courseId }).toMatchObject({ _id: String(learner.freeCourse.id) });
    },
  },
  {
    source: sources.student,
    row: 'POST /api/enrollments | {courseId} | message',
    route: 'POST /api/enrollments',
    call: async ({ course, freshStudent }) => {
      const [free, student] = await Promise.all([course(), freshStudent()]);
      // The id as a spec client has it: the course's _id, text.
      return { method: 'POST', url: '/api/enrollments', token: student.token, body: { courseId: String(free.id) } };
    },
    check: ({ body }) => expect(typeof under('message')(body)).toBe('string'),
  },
  {
    source: sources.student,
    row: 'GET /api/enrollments/{courseId}/status | auth | {enrolled}',
    route: 'GET /api/enrollments/:courseId/status',
    call: async ({ learner }) => ({ method: 'GET', url: `/api/enrollments/${learner.freeCourse.id}/status`, token: learner.token }),
    check: ({ body }) => expect(under('enrolled')(body)).toBe(true),
  },
  {
    source: sources.student,
    row: 'GET /api/enrollments/{courseId}/my | auth | {enrollment}',
    route: 'GET /api/enrollments/:courseId/my',
    call: async ({ learner }) => ({ method: 'GET', url: `/api/enrollments/${learner.freeCourse.id}/my`, token: learner.token }),
    check: ({ body }, { learner }) =>
      expect(under('enrollment')(body)).toMatchObject({ _id: String(learner.enrollmentId), progress: expect.any(Number), watchedVideos: expect.any(Array) }),
  },
  {
    source: sources.student,
    row: 'PATCH /api/enrollments/{courseId}/rating | {rating} | result shape not shown',
    route: 'PATCH /api/enrollments/:courseId/rating',
    call: async ({ t, course, freshStudent }) => {
      const [free, student] = await Promise.all([course(), freshStudent()]);
      await insertEnrollment(t.db, { studentId: student.user.id, courseId: free.id });
      return { method: 'PATCH', url: `/api/enrollments/${free.id}/rating`, token: student.token, body: { rating: 4 } };
    },
    check: ({ status }) => expect(status).toBe(200),
  },
  {
    source: sources.student,
    row: 'PATCH /api/enrollments/{enrollmentId}/progress | {videoId} | response is merged into the enrolment',
    route: 'PATCH /api/enrollments/:enrollmentId/progress',
    call: async ({ t, course, freshStudent }) => {
      const [free, student] = await Promise.all([course(), freshStudent()]);
      await insertEnrollment(t.db, { studentId: student.user.id, courseId: free.id });
      const { enrollment } = (await t.get(`/api/enrollments/${free.id}/my`, student.token)).body as { enrollment: Record<string, unknown> };
      return {
        method: 'PATCH',
        url: `/api/enrollments/${String(enrollment._id)}/progress`,
        token: student.token,
        body: { videoId: String(free.videoIds[0]) },
      };
    },
    check: ({ body }) => {
      // The client holds the enrolment and spreads the answer over it: progress and the watched list must be fields.
      const held = { _id: 'x', progress: 0, completed: false, watchedVideos: [] as unknown[] };
      const merged = { ...held, ...(body as object) };
      expect(merged).toMatchObject({ progress: 50, completed: false, watchedVideos: [expect.any(String)] });
      expect(merged._id).not.toBe('x');
    },
  },
  {
    source: sources.student,
    row: 'GET /api/cart | auth | {cart:{courseIds}}; then each course is fetched with GET /api/courses/{id}',
    route: 'GET /api/cart',
    call: async ({ learner }) => ({ method: 'GET', url: '/api/cart', token: learner.token }),
    check: async ({ body }, { t, learner }) => {
      const cart = under('cart')(body);
      const courseIds = under('courseIds')(cart) as unknown[];
      expect(courseIds.length).toBeGreaterThan(0);
      for (const item of courseIds) {
        const id = typeof item === 'object' ? entityId(item) : String(item);
        expect(id).toBe(String(learner.paidCourse.id));
        expect((await t.get(`/api/courses/${id}`)).status).toBe(200);
      }
    },
  },
  {
    source: sources.student,
    row: 'POST /api/cart | {courseId} | message',
    route: 'POST /api/cart',
    call: async ({ course, freshStudent }) => {
      const [paid, student] = await Promise.all([course({ priceCents: 2500 }), freshStudent()]);
      return { method: 'POST', url: '/api/cart', token: student.token, body: { courseId: String(paid.id) } };
    },
    check: ({ body }) => expect(typeof under('message')(body)).toBe('string'),
  },
  {
    source: sources.student,
    row: 'DELETE /api/cart/{courseId} | none | removal',
    route: 'DELETE /api/cart/:courseId',
    call: async ({ t, course, freshStudent }) => {
      const [paid, student] = await Promise.all([course({ priceCents: 2500 }), freshStudent()]);
      expect((await t.post('/api/cart', { courseId: paid.id }, student.token)).status).toBe(201);
      return { method: 'DELETE', url: `/api/cart/${paid.id}`, token: student.token };
    },
    check: ({ body }) => expect(under('courseIds')(under('cart')(body))).toEqual([]),
  },
  {
    source: sources.student,
    row: 'POST /api/cart/checkout | none | {message}',
    route: 'POST /api/cart/checkout',
    call: async ({ t, course, freshStudent }) => {
      const [paid, student] = await Promise.all([course({ priceCents: 2500 }), freshStudent()]);
      expect((await t.post('/api/cart', { courseId: paid.id }, student.token)).status).toBe(201);
      return { method: 'POST', url: '/api/cart/checkout', token: student.token };
    },
    check: ({ body }) => expect(typeof under('message')(body)).toBe('string'),
  },
  {
    source: sources.student,
    row: 'GET /api/users/profile | auth | {user:{name, email, joinedAt, profileImage, role}}',
    route: 'GET /api/users/profile',
    call: async ({ learner }) => ({ method: 'GET', url: '/api/users/profile', token: learner.token }),
    check: ({ body }, { learner }) =>
      expect(under('user')(body)).toMatchObject({ name: learner.user.name, email: learner.user.email, joinedAt: expect.any(String), profileImage: null, role: 'student' }),
  },
  {
    source: sources.student,
    row: 'PATCH /api/users/profile | {name, profileImage} | updated profile',
    route: 'PATCH /api/users/profile',
    call: async ({ freshStudent }) => {
      const { token } = await freshStudent();
      return { method: 'PATCH', url: '/api/users/profile', token, body: { name: 'Renamed By Spec', profileImage: 'https://images.example.com/me.png' } };
    },
    check: ({ body }) => expect(objectOr('user')(body)).toMatchObject({ name: 'Renamed By Spec', profileImage: 'https://images.example.com/me.png' }),
  },
  {
    source: sources.student,
    row: 'PATCH /api/users/profile/password | {oldPassword, newPassword} | non-ok status is a failure',
    route: 'PATCH /api/users/profile/password',
    call: async ({ freshStudent }) => {
      const { token } = await freshStudent();
      return { method: 'PATCH', url: '/api/users/profile/password', token, body: { oldPassword: fixturePassword, newPassword: 'a changed password' } };
    },
    // The client keeps the token it has: it must still work.
    check: async ({ status }, { t }, call) => {
      expect(status).toBe(200);
      expect((await t.get('/api/users/profile', call.token)).status).toBe(200);
    },
  },

  // ── educator-and-admin.md §7, Educator ───────────────────────────────────────────────────────────────────
  {
    source: sources.educator,
    row: "GET /api/courses/my -> {courses[]} or array; each course's students count becomes 0 if not a number",
    route: 'GET /api/courses/my',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/courses/my', token: educator.token }),
    // The wrapped form: the original client's educator profile and admin course page read only that.
    check: ({ body }) => {
      expect(Object.keys(body as object)).toEqual(['courses']);
      const courses = under('courses')(body) as Record<string, unknown>[];
      expect(everyHasId(courses)).toBe(true);
      expect(courses.every((course) => typeof course.students === 'number')).toBe(true);
    },
  },
  {
    source: sources.educator,
    row: 'GET /api/courses/{courseId} -> course (or {course})',
    route: 'GET /api/courses/:id',
    call: async ({ educator, course }) => {
      const pending = await course({ approved: false });
      return { method: 'GET', url: `/api/courses/${pending.id}`, token: educator.token };
    },
    check: ({ body }) => expect(objectOr('course')(body)).toMatchObject({ isApproved: false, modules: expect.any(Array) }),
  },
  {
    source: sources.educator,
    row: 'POST /api/courses, body title, description, price, duration, image, category -> {course:{_id}}',
    route: 'POST /api/courses',
    call: async ({ educator }) => ({
      method: 'POST',
      url: '/api/courses',
      token: educator.token,
      // Form fields as text, as a client built on inputs sends them.
      body: { title: 'Spec Course', description: 'Made by a spec client', price: '19.99', duration: '2h 30m', image: '', category: 'Data Science' },
    }),
    check: async ({ body }, { t, educator }) => {
      const id = (body as { course: { _id: unknown } }).course._id;
      expect(typeof id).toBe('string');
      // The client goes to /educator/courses/{_id} and reads the course from there.
      const read = await t.get(`/api/courses/${String(id)}`, educator.token);
      expect(objectOr('course')(read.body)).toMatchObject({ title: 'Spec Course', price: 19.99 });
    },
  },
  {
    source: sources.educator,
    row: 'PATCH /api/courses/{courseId}, body title, description, price, category, duration',
    route: 'PATCH /api/courses/:id',
    call: async ({ educator, course }) => {
      const own = await course();
      return {
        method: 'PATCH',
        url: `/api/courses/${own.id}`,
        token: educator.token,
        body: { title: 'Spec Course Edited', description: 'Edited', price: 5, category: 'Cybersecurity', duration: '45m' },
      };
    },
    check: ({ body }) => expect(objectOr('course')(body)).toMatchObject({ title: 'Spec Course Edited', price: 5, duration: '45m' }),
  },
  {
    source: sources.educator,
    row: 'DELETE /api/courses/{id} -> message',
    route: 'DELETE /api/courses/:id',
    call: async ({ educator, course }) => ({ method: 'DELETE', url: `/api/courses/${(await course()).id}`, token: educator.token }),
    check: ({ body }) => expect(typeof under('message')(body)).toBe('string'),
  },
  {
    source: sources.educator,
    row: 'POST /api/modules, body courseId, title, description',
    route: 'POST /api/modules',
    call: async ({ educator, course }) => ({
      method: 'POST',
      url: '/api/modules',
      token: educator.token,
      body: { courseId: String((await course()).id), title: 'Spec Module', description: 'About it' },
    }),
    check: ({ body }) => expect(objectOr('module')(body)).toMatchObject({ title: 'Spec Module', _id: expect.any(String) }),
  },
  {
    source: sources.educator,
    row: 'GET /api/modules/course/{courseId} -> list of modules with videos',
    route: 'GET /api/modules/course/:courseId',
    call: async ({ educator, course }) => ({ method: 'GET', url: `/api/modules/course/${(await course()).id}`, token: educator.token }),
    check: ({ body }) => {
      expect(Array.isArray(body)).toBe(true);
      expect(body).toMatchObject([{ title: expect.any(String), videos: [{ youtubeUrl: expect.any(String) }, expect.anything()] }]);
    },
  },
  {
    source: sources.educator,
    row: 'GET /api/modules/{moduleId} -> module or top-level fields',
    route: 'GET /api/modules/:id',
    call: async ({ educator, course }) => ({ method: 'GET', url: `/api/modules/${(await course()).moduleId}`, token: educator.token }),
    check: ({ body }) => expect(objectOr('module')(body)).toMatchObject({ title: expect.any(String), description: expect.any(String), videos: expect.any(Array) }),
  },
  {
    source: sources.educator,
    row: 'PATCH /api/modules/{moduleId}, body title, description',
    route: 'PATCH /api/modules/:id',
    call: async ({ educator, course }) => ({
      method: 'PATCH',
      url: `/api/modules/${(await course()).moduleId}`,
      token: educator.token,
      body: { title: 'Renamed Module', description: 'New words' },
    }),
    check: ({ body }) => expect(objectOr('module')(body)).toMatchObject({ title: 'Renamed Module', description: 'New words' }),
  },
  {
    source: sources.educator,
    row: 'DELETE /api/modules/{id}',
    route: 'DELETE /api/modules/:id',
    call: async ({ educator, course }) => ({ method: 'DELETE', url: `/api/modules/${(await course()).moduleId}`, token: educator.token }),
    check: ({ status }) => expect(status).toBe(200),
  },
  {
    source: sources.educator,
    row: 'POST /api/videos, body moduleId, title, youtubeUrl, duration',
    route: 'POST /api/videos',
    call: async ({ educator, course }) => ({
      method: 'POST',
      url: '/api/videos',
      token: educator.token,
      body: { moduleId: String((await course()).moduleId), title: 'Spec Video', youtubeUrl: 'https://youtu.be/PkZNo7MFNFg', duration: '1h 5m' },
    }),
    check: ({ body }) => expect(objectOr('video')(body)).toMatchObject({ title: 'Spec Video', duration: '1h 5m', moduleTitle: expect.any(String) }),
  },
  {
    source: sources.educator,
    row: 'GET /api/videos/{videoId} -> video or top-level fields',
    route: 'GET /api/videos/:id',
    call: async ({ educator, course }) => ({ method: 'GET', url: `/api/videos/${(await course()).videoIds[0]}`, token: educator.token }),
    check: ({ body }) => expect(objectOr('video')(body)).toMatchObject({ title: expect.any(String), youtubeUrl: expect.any(String), duration: expect.any(String) }),
  },
  {
    source: sources.educator,
    row: 'PATCH /api/videos/{videoId}, body title, youtubeUrl, duration',
    route: 'PATCH /api/videos/:id',
    call: async ({ educator, course }) => ({
      method: 'PATCH',
      url: `/api/videos/${(await course()).videoIds[0]}`,
      token: educator.token,
      body: { title: 'Renamed Video', youtubeUrl: 'https://www.youtube.com/watch?v=PkZNo7MFNFg', duration: '12m' },
    }),
    check: ({ body }) => expect(objectOr('video')(body)).toMatchObject({ title: 'Renamed Video', duration: '12m' }),
  },
  {
    source: sources.educator,
    row: 'DELETE /api/videos/{id}',
    route: 'DELETE /api/videos/:id',
    call: async ({ educator, course }) => ({ method: 'DELETE', url: `/api/videos/${(await course()).videoIds[0]}`, token: educator.token }),
    check: ({ status }) => expect(status).toBe(200),
  },
  {
    source: sources.educator,
    row: 'GET /api/users/educator/students -> students list',
    route: 'GET /api/users/educator/students',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/users/educator/students', token: educator.token }),
    check: ({ body }, { learner }) => {
      expect(Array.isArray(body)).toBe(true);
      expect(body).toContainEqual(
        expect.objectContaining({ _id: String(learner.enrollmentId), courseId: learner.freeCourse.id, name: learner.user.name, email: learner.user.email }),
      );
    },
  },
  {
    source: sources.educator,
    row: 'GET /api/users/profile -> user with name, email, profileImage, joinedAt, role (also wrapped as {user})',
    route: 'GET /api/users/profile',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/users/profile', token: educator.token }),
    check: ({ body }, { educator }) => expect(objectOr('user')(body)).toMatchObject({ name: educator.user.name, role: 'educator', joinedAt: expect.any(String) }),
  },
  {
    source: sources.educator,
    row: 'GET /api/enrollments -> {enrollments[]} (profile overview)',
    route: 'GET /api/enrollments',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/enrollments', token: educator.token }),
    check: ({ body }) => expect(under('enrollments')(body)).toEqual([]),
  },
  {
    source: sources.educator,
    row: 'PATCH /api/users/profile, body name, profileImage',
    route: 'PATCH /api/users/profile',
    call: async ({ freshEducator }) => ({ method: 'PATCH', url: '/api/users/profile', token: (await freshEducator()).token, body: { name: 'Renamed Educator', profileImage: '' } }),
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

  // ── educator-and-admin.md §7, Admin ──────────────────────────────────────────────────────────────────────
  {
    source: sources.admin,
    row: 'GET /api/stats -> students, educators, courses, activeEducators, Enrollments',
    route: 'GET /api/stats',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/stats', token: admin.token }),
    check: ({ body }) =>
      expect(body).toMatchObject({ students: expect.any(Number), educators: expect.any(Number), courses: expect.any(Number), activeEducators: expect.any(Number), Enrollments: expect.any(Number) }),
  },
  {
    source: sources.admin,
    row: 'GET /api/courses/admin/pending?limit=3 -> array or {courses}',
    route: 'GET /api/courses/admin/pending',
    call: async ({ admin, course }) => {
      await course({ approved: false });
      return { method: 'GET', url: '/api/courses/admin/pending?limit=3', token: admin.token };
    },
    check: ({ body }) => {
      expect(Array.isArray(body)).toBe(true);
      const pending = arrayOr('courses')(body) as Record<string, unknown>[];
      expect(everyHasId(pending)).toBe(true);
      expect(pending.length).toBeLessThanOrEqual(3);
      expect(pending.every((course) => course.isApproved === false)).toBe(true);
    },
  },
  {
    source: sources.admin,
    row: 'PATCH /api/courses/{id}/approve, body {isApproved:true}',
    route: 'PATCH /api/courses/:id/approve',
    call: async ({ admin, course }) => ({ method: 'PATCH', url: `/api/courses/${(await course({ approved: false })).id}/approve`, token: admin.token, body: { isApproved: true } }),
    check: ({ body }) => expect(objectOr('course')(body)).toMatchObject({ isApproved: true }),
  },
  {
    source: sources.admin,
    row: 'GET /api/courses -> array or {courses[]}',
    route: 'GET /api/courses',
    call: async ({ admin, course }) => {
      await course({ approved: false });
      return { method: 'GET', url: '/api/courses?limit=100', token: admin.token };
    },
    check: ({ body }) => {
      const courses = arrayOr('courses')(body) as Record<string, unknown>[];
      expect(everyHasId(courses)).toBe(true);
      expect(courses.some((course) => course.isApproved === false)).toBe(true);
    },
  },
  {
    source: sources.admin,
    row: 'GET /api/courses/{id} -> {course}',
    route: 'GET /api/courses/:id',
    call: async ({ admin, course }) => ({ method: 'GET', url: `/api/courses/${(await course({ approved: false })).id}`, token: admin.token }),
    check: ({ body }) => expect(under('course')(body)).toMatchObject({ isApproved: false, educatorId: { _id: expect.any(String), name: expect.any(String) } }),
  },
  {
    source: sources.admin,
    row: 'DELETE /api/courses/{id}',
    route: 'DELETE /api/courses/:id',
    call: async ({ admin, course }) => ({ method: 'DELETE', url: `/api/courses/${(await course()).id}`, token: admin.token }),
    check: ({ body }) => expect(typeof under('message')(body)).toBe('string'),
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
    row: 'GET /api/enrollments/all -> {enrollments[]}',
    route: 'GET /api/enrollments/all',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/enrollments/all', token: admin.token }),
    check: ({ body }) => {
      const enrollments = under('enrollments')(body) as unknown[];
      expect(everyHasId(enrollments)).toBe(true);
      expect(enrollments[0]).toMatchObject({ studentId: { name: expect.any(String), email: expect.any(String) }, courseId: { title: expect.any(String) } });
    },
  },
  {
    source: sources.admin,
    row: 'GET /api/enrollments/by-student?studentId={id} -> {enrollments[]}',
    route: 'GET /api/enrollments/by-student',
    call: async ({ admin, learner }) => ({ method: 'GET', url: `/api/enrollments/by-student?studentId=${learner.user.id}`, token: admin.token }),
    check: ({ body }, { learner }) => expect(under('enrollments')(body)).toMatchObject([{ _id: String(learner.enrollmentId) }]),
  },
  {
    source: sources.admin,
    row: 'GET /api/enrollments/by-course?courseId={id} -> {enrollments[]} or array',
    route: 'GET /api/enrollments/by-course',
    call: async ({ admin, learner }) => ({ method: 'GET', url: `/api/enrollments/by-course?courseId=${learner.freeCourse.id}`, token: admin.token }),
    // The wrapped form: the original client's admin course page reads only that.
    check: ({ body }, { learner }) => {
      expect(Object.keys(body as object)).toEqual(['enrollments']);
      expect(under('enrollments')(body)).toMatchObject([{ _id: String(learner.enrollmentId), studentId: { name: learner.user.name } }]);
    },
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
    check: ({ body }, { educator }) => expect(body).toMatchObject({ _id: String(educator.user.id), name: educator.user.name, email: educator.user.email, isApproved: true }),
  },
  {
    source: sources.admin,
    row: 'GET /api/courses/educator/courses?educatorId={id} -> array',
    route: 'GET /api/courses/educator/courses',
    call: async ({ admin, educator }) => ({ method: 'GET', url: `/api/courses/educator/courses?educatorId=${educator.user.id}`, token: admin.token }),
    check: ({ body }) => {
      expect(Array.isArray(body)).toBe(true);
      expect(everyHasId(body as unknown[])).toBe(true);
    },
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
    call: async ({ admin, freshEducator }) => ({ method: 'DELETE', url: `/api/users/educators/${(await freshEducator()).user.id}`, token: admin.token }),
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

  // ── Routes the spec does not name ────────────────────────────────────────────────────────────────────────
  {
    source: sources.extension,
    row: "GET /api/educator/students -> {students}: the original client's address for the educator's students",
    route: 'GET /api/educator/students',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/educator/students', token: educator.token }),
    check: async ({ body }, { t, learner, educator }) => {
      expect(Object.keys(body as object)).toEqual(['students']);
      expect(under('students')(body)).toContainEqual(
        expect.objectContaining({ _id: String(learner.enrollmentId), courseId: learner.freeCourse.id, name: learner.user.name, email: learner.user.email }),
      );
      // The same rows as the spec's address.
      expect(under('students')(body)).toEqual((await t.get('/api/users/educator/students', educator.token)).body);
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/wishlist -> {courses: [course]} the student saved, the latest first',
    route: 'GET /api/wishlist',
    call: async ({ t, course, freshStudent }) => {
      const [saved, student] = await Promise.all([course({ priceCents: 2500 }), freshStudent()]);
      expect((await t.post('/api/wishlist', { courseId: saved.id }, student.token)).status).toBe(201);
      return { method: 'GET', url: '/api/wishlist', token: student.token };
    },
    check: ({ body }) => {
      const courses = under('courses')(body) as unknown[];
      expect(courses).toHaveLength(1);
      expect(everyHasId(courses as Parameters<typeof everyHasId>[0])).toBe(true);
    },
  },
  {
    source: sources.extension,
    row: 'POST /api/wishlist {courseId} -> 201 {message, courses} (200 when saved already)',
    route: 'POST /api/wishlist',
    status: 201,
    call: async ({ course, freshStudent }) => {
      const [saved, student] = await Promise.all([course(), freshStudent()]);
      return { method: 'POST', url: '/api/wishlist', token: student.token, body: { courseId: String(saved.id) } };
    },
    check: ({ body }, _ctx, call) => {
      expect(typeof under('message')(body)).toBe('string');
      expect((under('courses')(body) as Parameters<typeof entityId>[0][]).map(entityId)).toEqual([String((call.body as { courseId: string }).courseId)]);
    },
  },
  {
    source: sources.extension,
    row: 'DELETE /api/wishlist/{courseId} -> {message, courses} without it',
    route: 'DELETE /api/wishlist/:courseId',
    call: async ({ t, course, freshStudent }) => {
      const [saved, student] = await Promise.all([course(), freshStudent()]);
      expect((await t.post('/api/wishlist', { courseId: saved.id }, student.token)).status).toBe(201);
      return { method: 'DELETE', url: `/api/wishlist/${saved.id}`, token: student.token };
    },
    check: ({ body }) => expect(under('courses')(body)).toEqual([]),
  },
  {
    source: sources.extension,
    row: 'POST /api/enrollments/{enrollmentId}/watch {videoId, position, played, duration?} -> {lesson, enrollment}',
    route: 'POST /api/enrollments/:enrollmentId/watch',
    call: async ({ t, course, freshStudent }) => {
      const [free, student] = await Promise.all([course(), freshStudent()]);
      const enrollmentId = await insertEnrollment(t.db, { studentId: student.user.id, courseId: free.id });
      return {
        method: 'POST',
        url: `/api/enrollments/${enrollmentId}/watch`,
        token: student.token,
        body: { videoId: String(free.videoIds[0]), position: 61.5, played: 9.5, duration: 600 },
      };
    },
    check: ({ body }, _ctx, call) => {
      const videoId = Number((call.body as { videoId: string }).videoId);
      expect(under('lesson')(body)).toMatchObject({ videoId, position: 61.5, watchedSeconds: 9.5, duration: 600 });
      expect(under('enrollment')(body)).toMatchObject({ lastWatched: { videoId, position: 61.5 }, watchedVideos: [] });
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/enrollments/{enrollmentId}/watch -> {lessons: [{videoId, position, watchedSeconds, duration, updatedAt}]}',
    route: 'GET /api/enrollments/:enrollmentId/watch',
    call: async ({ t, course, freshStudent }) => {
      const [free, student] = await Promise.all([course(), freshStudent()]);
      const enrollmentId = await insertEnrollment(t.db, { studentId: student.user.id, courseId: free.id });
      const report = { videoId: free.videoIds[0], position: 30, played: 10 };
      expect((await t.post(`/api/enrollments/${enrollmentId}/watch`, report, student.token)).status).toBe(200);
      return { method: 'GET', url: `/api/enrollments/${enrollmentId}/watch`, token: student.token };
    },
    check: ({ body }) =>
      expect(under('lessons')(body)).toEqual([
        { videoId: expect.any(Number), position: 30, watchedSeconds: 10, duration: null, updatedAt: expect.any(String) },
      ]),
  },
  {
    source: sources.extension,
    row: 'GET /api/courses/{courseId}/reviews?page&limit -> {summary: {average, count, distribution}, reviews: [review], total, page, limit}',
    route: 'GET /api/courses/:courseId/reviews',
    call: async (ctx) => ({ method: 'GET', url: `/api/courses/${(await writtenReview(ctx)).course.id}/reviews?limit=5` }),
    check: ({ body }) => {
      expect(under('summary')(body)).toMatchObject({ average: 4, count: 1 });
      expect(under('reviews')(body)).toEqual([expect.objectContaining({ rating: 4, review: 'Clear and practical.', reply: null })]);
      expect(body).toMatchObject({ total: 1, page: 1, limit: 5 });
    },
  },
  {
    source: sources.extension,
    row: 'PATCH /api/enrollments/{courseId}/review {review} -> {message, review} (the words only; the stars stay)',
    route: 'PATCH /api/enrollments/:courseId/review',
    call: async (ctx) => {
      const { course: rated, student } = await writtenReview(ctx);
      return { method: 'PATCH', url: `/api/enrollments/${rated.id}/review`, token: student.token, body: { review: 'Clear, practical and kind.' } };
    },
    check: ({ body }) => expect(under('review')(body)).toMatchObject({ rating: 4, review: 'Clear, practical and kind.' }),
  },
  {
    source: sources.extension,
    row: "PUT /api/reviews/{reviewId}/reply {reply} -> 201 {message, review} with the course educator's reply (200 when replaced)",
    route: 'PUT /api/reviews/:reviewId/reply',
    status: 201,
    call: async (ctx) => ({ method: 'PUT', url: `/api/reviews/${(await writtenReview(ctx)).reviewId}/reply`, token: ctx.educator.token, body: { reply: 'Thank you!' } }),
    check: ({ body }) => expect(under('review')(body)).toMatchObject({ reply: { body: 'Thank you!' } }),
  },
  {
    source: sources.extension,
    row: 'DELETE /api/reviews/{reviewId}/reply -> {message, review} without the reply',
    route: 'DELETE /api/reviews/:reviewId/reply',
    call: async (ctx) => {
      const { reviewId } = await writtenReview(ctx);
      expect((await ctx.t.request('PUT', `/api/reviews/${reviewId}/reply`, { token: ctx.educator.token, body: { reply: 'Soon gone' } })).status).toBe(201);
      return { method: 'DELETE', url: `/api/reviews/${reviewId}/reply`, token: ctx.educator.token };
    },
    check: ({ body }) => expect(under('review')(body)).toMatchObject({ reply: null }),
  },
  {
    source: sources.extension,
    row: 'PATCH /api/reviews/{reviewId}/visibility {hidden, reason?} -> {message, review} (admin)',
    route: 'PATCH /api/reviews/:reviewId/visibility',
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/api/reviews/${(await writtenReview(ctx)).reviewId}/visibility`,
      token: ctx.admin.token,
      body: { hidden: true, reason: 'Off topic' },
    }),
    check: ({ body }) => expect(under('review')(body)).toMatchObject({ hidden: true }),
  },
  {
    source: sources.extension,
    row: 'GET /api/courses/{courseId}/insights?weeks -> {course, generatedAt, stoppedAfterDays, weeks, funnel, lessons, ratings, totals} (its educator or an admin)',
    route: 'GET /api/courses/:courseId/insights',
    call: async ({ t, educator, course, freshStudent }) => {
      const [taught, student] = await Promise.all([course({ priceCents: 1500 }), freshStudent()]);
      const enrollmentId = await insertEnrollment(t.db, { studentId: student.user.id, courseId: taught.id, rating: 4 });
      expect((await t.post(`/api/enrollments/${enrollmentId}/watch`, { videoId: taught.videoIds[0], position: 30, played: 30, duration: 600 }, student.token)).status).toBe(200);
      return { method: 'GET', url: `/api/courses/${taught.id}/insights?weeks=4`, token: educator.token };
    },
    check: ({ body }, _ctx, call) => {
      expect(under('course')(body)).toMatchObject({ _id: call.url.split('/')[3], isApproved: true });
      expect(under('weeks')(body)).toHaveLength(4);
      expect(under('funnel')(body)).toEqual({ enrolled: 1, started: 1, halfway: 0, completed: 0 });
      expect(under('lessons')(body)).toEqual([
        expect.objectContaining({ position: 1, title: 'Welcome', moduleTitle: 'Getting Started', lengthSeconds: 600, reached: 1, watchedThrough: 0, averageWatchSeconds: 30 }),
        expect.objectContaining({ position: 2, title: 'Setup', reached: 0, averageWatchSeconds: null }),
      ]);
      expect(under('ratings')(body)).toMatchObject({ average: 4, count: 1 });
      expect(body).toMatchObject({ stoppedAfterDays: 14, totals: { enrollments: 1, revenueCents: 0, sales: 0 } });
    },
  },
  {
    source: sources.extension,
    row: "GET /api/users/educator/insights?weeks -> {generatedAt, weeks, funnel, courses} the signed-in educator's courses together",
    route: 'GET /api/users/educator/insights',
    call: async ({ t, course, freshEducator, freshStudent }) => {
      const [teacher, student] = await Promise.all([freshEducator(), freshStudent()]);
      const taught = await course({ educatorId: teacher.user.id });
      await course({ educatorId: teacher.user.id, approved: false });
      await insertEnrollment(t.db, { studentId: student.user.id, courseId: taught.id, progress: 100, rating: 5 });
      return { method: 'GET', url: '/api/users/educator/insights', token: teacher.token };
    },
    check: ({ body }) => {
      expect(under('weeks')(body)).toHaveLength(12);
      expect(under('funnel')(body)).toEqual({ enrolled: 1, started: 1, halfway: 1, completed: 1 });
      expect(under('courses')(body)).toEqual([
        expect.objectContaining({ isApproved: false, enrolled: 0, averageRating: null }),
        expect.objectContaining({ isApproved: true, enrolled: 1, completed: 1, averageRating: 5, ratingCount: 1, revenueCents: 0 }),
      ]);
    },
  },
  {
    source: sources.extension,
    row: "GET /api/stats/trends?weeks -> {generatedAt, weeks: [{weekStart, newStudents, enrollments, revenueCents, pendingCourses}], month, topCourses} (admins)",
    route: 'GET /api/stats/trends',
    call: async ({ t, admin, course, freshStudent }) => {
      const popular = await course();
      for (const student of await Promise.all([freshStudent(), freshStudent()])) {
        expect((await t.post('/api/enrollments', { courseId: popular.id }, student.token)).status).toBe(201);
      }
      return { method: 'GET', url: '/api/stats/trends?weeks=8', token: admin.token };
    },
    check: ({ body }, { t }) => {
      const now = t.clock.now();
      const weeks = under('weeks')(body) as { weekStart: string; enrollments: number }[];
      expect(weeks).toHaveLength(8);
      expect(weeks.at(-1)).toEqual({ weekStart: weekStartOf(now), newStudents: expect.any(Number), enrollments: expect.any(Number), revenueCents: expect.any(Number), pendingCourses: expect.any(Number) });
      expect(weeks.at(-1)?.enrollments).toBeGreaterThanOrEqual(2);
      expect(body).toMatchObject({ month: now.toISOString().slice(0, 7) });
      const top = under('topCourses')(body) as { educatorName: string; enrollments: number }[];
      expect(top.length).toBeGreaterThan(0);
      expect(top.every((entry, index) => typeof entry.educatorName === 'string' && entry.enrollments >= (top[index + 1]?.enrollments ?? 1))).toBe(true);
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/certificates -> {certificates: [certificate]} the student earned, the latest first',
    route: 'GET /api/certificates',
    call: async (ctx) => ({ method: 'GET', url: '/api/certificates', token: (await earnCertificate(ctx)).student.token }),
    check: ({ body }, { educator }) =>
      expect(under('certificates')(body)).toEqual([
        {
          id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
          learnerName: expect.any(String),
          courseTitle: expect.any(String),
          educatorName: educator.user.name,
          courseId: expect.any(Number),
          completedAt: expect.any(String),
          issuedAt: expect.any(String),
          verificationUrl: expect.stringMatching(/^http:\/\/localhost:3000\/certificates\/[A-Za-z0-9_-]{22}$/),
        },
      ]),
  },
  {
    source: sources.extension,
    row: 'GET /api/certificates/{id} -> {certificate}, for anyone holding the id (no token)',
    route: 'GET /api/certificates/:id',
    call: async (ctx) => ({ method: 'GET', url: `/api/certificates/${(await earnCertificate(ctx)).certificateId}` }),
    check: ({ body }, _ctx, call) => {
      const certificate = objectOr('certificate')(body);
      expect(call.url).toBe(`/api/certificates/${String(certificate.id)}`);
      expect(certificate.verificationUrl).toBe(`http://localhost:3000/certificates/${String(certificate.id)}`);
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/certificates/{id}/pdf -> the certificate as a PDF attachment (no token)',
    route: 'GET /api/certificates/:id/pdf',
    call: async (ctx) => ({ method: 'GET', url: `/api/certificates/${(await earnCertificate(ctx)).certificateId}/pdf` }),
    check: ({ headers, body }) => {
      expect(headers['content-type']).toBe('application/pdf');
      expect(String(headers['content-disposition'])).toMatch(/^attachment; filename="lectern-certificate-[A-Za-z0-9_-]{22}\.pdf"$/);
      expect(String(body).startsWith('%PDF-')).toBe(true);
    },
  },
  {
    source: sources.extension,
    row: 'GET /healthz -> {status: "ok"}',
    route: 'GET /healthz',
    call: async () => ({ method: 'GET', url: '/healthz' }),
    check: ({ body }) => expect(body).toEqual({ status: 'ok' }),
  },
  {
    source: sources.extension,
    row: 'GET /api/version -> {version, builtAt (null from source), migration}',
    route: 'GET /api/version',
    call: async () => ({ method: 'GET', url: '/api/version' }),
    check: ({ body }) => expect(body).toEqual({ version: expect.any(String), builtAt: null, migration: expect.stringMatching(/^\d{4}-/) }),
  },
  {
    source: sources.extension,
    row: 'OPTIONS (CORS preflight) -> 204 naming the pagination headers a browser may read',
    route: 'OPTIONS *',
    status: 204,
    call: async () => ({ method: 'OPTIONS', url: '/api/courses', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } }),
    check: ({ headers }) => expect(String(headers['access-control-allow-origin'])).toBe('http://localhost:3000'),
  },
  {
    source: sources.extension,
    row: "GET /api/courses/{id}/price-changes -> array of an approved course's price changes (admins)",
    route: 'GET /api/courses/:id/price-changes',
    call: async ({ t, admin, educator, course }) => {
      const approved = await course({ priceCents: 1000 });
      expect((await t.request('PATCH', `/api/courses/${approved.id}`, { token: educator.token, body: { price: 12.5 } })).status).toBe(200);
      return { method: 'GET', url: `/api/courses/${approved.id}/price-changes`, token: admin.token };
    },
    check: ({ body }, { educator }) =>
      expect(body).toEqual([expect.objectContaining({ oldPrice: 10, newPrice: 12.5, changedBy: expect.objectContaining({ _id: String(educator.user.id) }) })]),
  },
  {
    source: sources.extension,
    row: 'GET /api/auth/challenge -> an ALTCHA challenge {parameters, signature}',
    route: 'GET /api/auth/challenge',
    call: async () => ({ method: 'GET', url: '/api/auth/challenge' }),
    check: ({ body }) =>
      expect(body).toEqual({ parameters: expect.objectContaining({ algorithm: 'PBKDF2/SHA-256', keySignature: expect.any(String) }), signature: expect.any(String) }),
  },
  {
    source: sources.extension,
    row: 'GET /api/auth/providers -> {google}',
    route: 'GET /api/auth/providers',
    call: async () => ({ method: 'GET', url: '/api/auth/providers' }),
    check: ({ body }) => expect(body).toEqual({ google: false }),
  },
  {
    source: sources.extension,
    row: "GET /api/auth/google/callback -> redirect (here: to /login?error=, Google isn't configured)",
    route: 'GET /api/auth/google/callback',
    status: 302,
    call: async () => ({ method: 'GET', url: '/api/auth/google/callback?code=abc&state=def' }),
    check: ({ headers }) => expect(String(headers.location)).toMatch(/\/login\?error=/),
  },
  {
    source: sources.extension,
    row: 'POST /api/auth/google/exchange {code} (with the sign-in cookie) -> {user, token}; the code works once',
    route: 'POST /api/auth/google/exchange',
    call: async ({ t, freshStudent }) => {
      // What the Google callback leaves behind for a hand-off: the code's hash, the cookie's hash, 60 seconds.
      const { user } = await freshStudent();
      const code = randomBytes(32).toString('base64url');
      const cookie = randomBytes(32).toString('base64url');
      const hash = (value: string) => createHash('sha256').update(value).digest('hex');
      const expiresAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
      await t.db.insertInto('google_handoffs').values({ code_hash: hash(code), user_id: user.id, browser_key_hash: hash(cookie), expires_at: expiresAt }).execute();
      return { method: 'POST', url: '/api/auth/google/exchange', body: { code }, headers: { cookie: `lectern_google_sign_in=${cookie}` } };
    },
    check: async ({ body }, { t }, call) => {
      const { user, token } = body as { user: { email: string }; token: string };
      expect((await t.get('/api/auth/me', token)).body).toMatchObject({ user: { email: user.email } });
      // Replayed: refused, with a message.
      const again = await t.request('POST', call.url, { body: call.body, ...(call.headers ? { headers: call.headers } : {}) });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: expect.stringMatching(/sign in again/) });
    },
  },
  {
    source: sources.extension,
    row: 'POST /api/auth/logout -> {message}; the token stops working',
    route: 'POST /api/auth/logout',
    call: async ({ freshStudent }) => ({ method: 'POST', url: '/api/auth/logout', token: (await freshStudent()).token }),
    check: async ({ body }, { t }, call) => {
      expect(typeof under('message')(body)).toBe('string');
      expect((await t.get('/api/auth/me', call.token)).status).toBe(401);
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/users/profile/sessions -> array of sessions, the caller marked current',
    route: 'GET /api/users/profile/sessions',
    call: async ({ learner }) => ({ method: 'GET', url: '/api/users/profile/sessions', token: learner.token }),
    check: ({ body }) => {
      expect(Array.isArray(body)).toBe(true);
      expect((body as { current: boolean }[]).filter((session) => session.current)).toHaveLength(1);
      expect(body).toContainEqual(expect.objectContaining({ _id: expect.any(String), device: expect.any(String), lastSeenAt: expect.any(String) }));
    },
  },
  {
    source: sources.extension,
    row: 'DELETE /api/users/profile/sessions -> {message, signedOut}: every other device',
    route: 'DELETE /api/users/profile/sessions',
    call: async ({ t, freshStudent }) => {
      const { user, token } = await freshStudent();
      await t.tokenFor(user);
      return { method: 'DELETE', url: '/api/users/profile/sessions', token };
    },
    check: ({ body }) => expect(body).toMatchObject({ message: expect.any(String), signedOut: 1 }),
  },
  {
    source: sources.extension,
    row: 'DELETE /api/users/profile/sessions/{id} -> {message}: one device',
    route: 'DELETE /api/users/profile/sessions/:id',
    call: async ({ t, freshStudent }) => {
      const { user, token } = await freshStudent();
      await t.tokenFor(user);
      const sessions = (await t.get('/api/users/profile/sessions', token)).body as { _id: string; current: boolean }[];
      const other = sessions.find((session) => !session.current);
      return { method: 'DELETE', url: `/api/users/profile/sessions/${other?._id ?? 0}`, token };
    },
    check: ({ body }) => expect(typeof under('message')(body)).toBe('string'),
  },
  {
    source: sources.extension,
    row: 'GET /api/docs/json -> the OpenAPI document: pagination headers and _id fields documented',
    route: 'GET /api/docs/json',
    call: async () => ({ method: 'GET', url: '/api/docs/json' }),
    check: ({ body }) => {
      const document = body as { paths: Record<string, Record<string, { responses: Record<string, { headers?: object; content?: unknown }> }>> };
      const list = document.paths['/api/courses']?.get?.responses['200'];
      expect(Object.keys(list?.headers ?? {})).toEqual(expect.arrayContaining(['X-Total-Count', 'Link', 'X-Unfiltered-Count']));
      expect(JSON.stringify(list?.content)).toContain('"_id"');
    },
  },
  ...(
    [
      ['/api/docs', 200],
      ['/api/docs/yaml', 200],
      // Swagger UI sends its own page's address back to the explorer's root.
      ['/api/docs/static/index.html', 302],
      ['/api/docs/static/swagger-initializer.js', 200],
      ['/api/docs/static/*', 200],
    ] as const
  ).map(
    ([path, status]): ConformanceCase => ({
      source: sources.extension,
      row: `GET ${path} -> the API explorer (documentation, not data)`,
      route: `GET ${path}`,
      status,
      call: async () => ({ method: 'GET', url: path.replace('*', 'swagger-ui.css') }),
      check: () => undefined,
    }),
  ),
];

/** The routes a case covers, for the check that every registered route has one. */
export const coveredRoutes = new Set(conformanceCases.map((conformanceCase) => conformanceCase.route));

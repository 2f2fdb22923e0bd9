import { keysOf, sources, type ConformanceCase } from '../case';
import { arrayOr, entityId, everyHasId, objectOr, under } from '../spec-reader';

/** The spec-conformance cases of the courses routes (see conformance-cases.ts). */
export const coursesCases: ConformanceCase[] = [
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
    source: sources.extension,
    row: 'GET /api/courses/suggestions?q= | none | {courses: [{_id, title, category, instructor, image}], categories: [{name, count}]}',
    route: 'GET /api/courses/suggestions',
    // The fixtures' courses are titled 'Course <n>'; no category's name contains 'cour'.
    call: async () => ({ method: 'GET', url: '/api/courses/suggestions?q=cour' }),
    check: ({ body }) => {
      expect(keysOf(body)).toEqual(['courses', 'categories']);
      const courses = under('courses')(body) as Record<string, unknown>[];
      expect(courses.length).toBeGreaterThan(0);
      expect(everyHasId(courses)).toBe(true);
      expect(courses.every((course) => String(course.title).toLowerCase().includes('cour'))).toBe(true);
      expect(courses[0]).toMatchObject({ category: expect.any(String), instructor: expect.any(String) });
      expect(under('categories')(body)).toEqual([]);
    },
  },
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
    call: async ({ admin, course }) => ({
      method: 'PATCH',
      url: `/api/courses/${(await course({ approved: false })).id}/approve`,
      token: admin.token,
      body: { isApproved: true },
    }),
    check: ({ body }) => expect(objectOr('course')(body)).toMatchObject({ isApproved: true }),
  },
  {
    source: sources.extension,
    row: 'PATCH /api/courses/{id}/send-back {reason} -> {course} with reviewFeedback {reason, sentBackAt} (admins; a pending course)',
    route: 'PATCH /api/courses/:id/send-back',
    call: async ({ admin, course }) => ({
      method: 'PATCH',
      url: `/api/courses/${(await course({ approved: false })).id}/send-back`,
      token: admin.token,
      body: { reason: 'The second lesson has no sound.' },
    }),
    check: ({ body }) =>
      expect(objectOr('course')(body)).toMatchObject({
        isApproved: false,
        reviewFeedback: { reason: 'The second lesson has no sound.', sentBackAt: expect.any(String) },
      }),
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
    check: ({ body }) =>
      expect(under('course')(body)).toMatchObject({ isApproved: false, educatorId: { _id: expect.any(String), name: expect.any(String) } }),
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
    row: 'GET /api/courses/educator/courses?educatorId={id} -> array',
    route: 'GET /api/courses/educator/courses',
    call: async ({ admin, educator }) => ({ method: 'GET', url: `/api/courses/educator/courses?educatorId=${educator.user.id}`, token: admin.token }),
    check: ({ body }) => {
      expect(Array.isArray(body)).toBe(true);
      expect(everyHasId(body as unknown[])).toBe(true);
    },
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
      expect(body).toEqual([
        expect.objectContaining({ oldPrice: 10, newPrice: 12.5, changedBy: expect.objectContaining({ _id: String(educator.user.id) }) }),
      ]),
  },
];

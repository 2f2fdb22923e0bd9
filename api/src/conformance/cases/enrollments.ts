import { insertEnrollment } from '../../testing/fixtures';
import { sources, type ConformanceCase } from '../case';
import { everyHasId, under } from '../spec-reader';

/** The spec-conformance cases of the enrollments routes (see conformance-cases.ts). */
export const enrollmentsCases: ConformanceCase[] = [
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
      expect(under('enrollment')(body)).toMatchObject({
        _id: String(learner.enrollmentId),
        progress: expect.any(Number),
        watchedVideos: expect.any(Array),
      }),
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
    source: sources.educator,
    row: 'GET /api/enrollments -> {enrollments[]} (profile overview)',
    route: 'GET /api/enrollments',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/enrollments', token: educator.token }),
    check: ({ body }) => expect(under('enrollments')(body)).toEqual([]),
  },
  {
    source: sources.admin,
    row: 'GET /api/enrollments/all -> {enrollments[]}',
    route: 'GET /api/enrollments/all',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/enrollments/all', token: admin.token }),
    check: ({ body }) => {
      const enrollments = under('enrollments')(body) as unknown[];
      expect(everyHasId(enrollments)).toBe(true);
      expect(enrollments[0]).toMatchObject({
        studentId: { name: expect.any(String), email: expect.any(String) },
        courseId: { title: expect.any(String) },
      });
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
];

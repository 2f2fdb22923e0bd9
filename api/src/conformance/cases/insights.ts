import { weekStartOf } from '@lectern/shared-sdk/insights/domain';
import { insertEnrollment } from '../../testing/fixtures';
import { sources, type ConformanceCase } from '../case';
import { under } from '../spec-reader';

/** The spec-conformance cases of the insights routes (see conformance-cases.ts). */
export const insightsCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'GET /api/courses/{courseId}/insights?weeks -> {course, generatedAt, stoppedAfterDays, weeks, funnel, lessons, ratings, totals} (its educator or an admin)',
    route: 'GET /api/courses/:courseId/insights',
    call: async ({ t, educator, course, freshStudent }) => {
      const [taught, student] = await Promise.all([course({ priceCents: 1500 }), freshStudent()]);
      const enrollmentId = await insertEnrollment(t.db, { studentId: student.user.id, courseId: taught.id, rating: 4 });
      expect(
        (
          await t.post(
            `/api/enrollments/${enrollmentId}/watch`,
            { videoId: taught.videoIds[0], position: 30, played: 30, duration: 600 },
            student.token,
          )
        ).status,
      ).toBe(200);
      return { method: 'GET', url: `/api/courses/${taught.id}/insights?weeks=4`, token: educator.token };
    },
    check: ({ body }, _ctx, call) => {
      expect(under('course')(body)).toMatchObject({ _id: call.url.split('/')[3], isApproved: true });
      expect(under('weeks')(body)).toHaveLength(4);
      expect(under('funnel')(body)).toEqual({ enrolled: 1, started: 1, halfway: 0, completed: 0 });
      expect(under('lessons')(body)).toEqual([
        expect.objectContaining({
          position: 1,
          title: 'Welcome',
          moduleTitle: 'Getting Started',
          lengthSeconds: 600,
          reached: 1,
          watchedThrough: 0,
          averageWatchSeconds: 30,
        }),
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
    row: 'GET /api/stats/trends?weeks -> {generatedAt, weeks: [{weekStart, newStudents, enrollments, revenueCents, pendingCourses}], month, topCourses} (admins)',
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
      expect(weeks.at(-1)).toEqual({
        weekStart: weekStartOf(now),
        newStudents: expect.any(Number),
        enrollments: expect.any(Number),
        revenueCents: expect.any(Number),
        pendingCourses: expect.any(Number),
      });
      expect(weeks.at(-1)?.enrollments).toBeGreaterThanOrEqual(2);
      expect(body).toMatchObject({ month: now.toISOString().slice(0, 7) });
      const top = under('topCourses')(body) as { educatorName: string; enrollments: number }[];
      expect(top.length).toBeGreaterThan(0);
      expect(top.every((entry, index) => typeof entry.educatorName === 'string' && entry.enrollments >= (top[index + 1]?.enrollments ?? 1))).toBe(
        true,
      );
    },
  },
];

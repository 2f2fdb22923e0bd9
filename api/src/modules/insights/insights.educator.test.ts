import { courseInsightsSchema, educatorInsightsSchema, type CourseInsights, type CourseWeek } from '@lectern/shared-sdk/insights/schemas';
import { buildStarDistribution } from '@lectern/shared-sdk/testing';
import type { UserRow } from '../../db/schema';
import {
  insertCourse,
  insertEnrollment,
  insertLessonWatch,
  insertOrder,
  insertUser,
  insertWatchedVideo,
  type InsertedCourse,
} from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';
import { statedLengthSeconds } from '../videos/lesson-length';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The weeks a course's insights should list: `count` of them a week apart from the Monday `first`, each with the
 * figures `busy` gives its start and zeros otherwise. A start in `busy` outside the span is a mistake in the test.
 */
function weeksFrom(first: string, count: number, busy: Record<string, Partial<Omit<CourseWeek, 'weekStart'>>>): CourseWeek[] {
  const starts = Array.from({ length: count }, (_, index) => new Date(Date.parse(first) + index * WEEK_MS).toISOString().slice(0, 10));
  const strays = Object.keys(busy).filter((weekStart) => !starts.includes(weekStart));
  if (strays.length > 0) throw new Error(`not a week of the span: ${strays.join(', ')}`);
  return starts.map((weekStart) => ({ weekStart, enrollments: 0, revenueCents: 0, sales: 0, ...busy[weekStart] }));
}

/**
 * A hand-written course and its learners, and the figures they imply. The clock stands at Monday 2 March 2026, 09:00
 * UTC: the 12 weeks run from Monday 15 December 2025; learners stop after 14 days, so before 16 February 09:00.
 *
 * Lessons, in course order: L1 Intro (10m = 600 s), L2 Setup (5m = 300 s), L3 Streams (20m = 1200 s), L4 Wrap-up
 * (a stated length that says nothing: what players reported). 90 % of them: 540, 270, 1080, and each play's reported length.
 *
 * | learner | enrolled            | plays (seconds, day)                   | marks      | progress | last activity   |
 * |---------|---------------------|----------------------------------------|------------|----------|-----------------|
 * | Ana     | 5 Jan               | L1 600, L2 300, L3 1200, L4 400 of 500 | L1–L4      | 100 done | L4, 9 Jan       |
 * | Ben     | 2 Feb               | L1 550, L2 100                         | L1         | 25       | L2, 3 Feb: stopped |
 * | Cai     | 23 Feb              | L1 539.9                               |            | 0        | L1, 24 Feb      |
 * | Dee     | 12 Jan              | L3 1080                                | L1, L2, L3 | 75       | L3, 14 Jan: stopped |
 * | Eve     | Sun 1 Mar 23:59:59.999 | —                                   |            | 0        | —               |
 * | Fay     | Mon 2 Mar 00:00     | L1 10, L4 450 of 480                   |            | 0        | L4, 2 Mar       |
 * | Gus     | 6 Oct 2025          | L1 100                                 |            | 0        | L1, 7 Oct: stopped |
 * | Hal     | 9 Feb               | — (progress kept from before plays were recorded) |  | 50     | —               |
 */
describeEachDatabase('course insights', (t) => {
  let educator: UserRow;
  let otherEducator: UserRow;
  let admin: UserRow;
  let tokens: Record<'educator' | 'otherEducator' | 'admin' | 'student', string>;
  let course: InsertedCourse;
  let second: InsertedCourse;
  let pending: InsertedCourse;
  let lessons: { L1: number; L2: number; L3: number; L4: number };

  const insightsOf = async (courseId: number, token: string, query = ''): Promise<CourseInsights> => {
    const response = await t.get(`/api/courses/${courseId}/insights${query}`, token);
    expect(response.status).toBe(200);
    return courseInsightsSchema.parse(response.body);
  };

  beforeAll(async () => {
    educator = await insertUser(t.db, { role: 'educator', name: 'Grace Educator' });
    otherEducator = await insertUser(t.db, { role: 'educator' });
    admin = await insertUser(t.db, { role: 'admin' });
    const student = await insertUser(t.db);
    tokens = await t.tokensFor({ educator, otherEducator, admin, student });

    // Modules and videos inserted out of order: course order is the positions'.
    course = await insertCourse(t.db, {
      educatorId: educator.id,
      title: 'Data Pipelines',
      priceCents: 2000,
      createdAt: '2025-09-01T00:00:00.000Z',
      modules: [
        {
          title: 'Going further',
          position: 2,
          videos: [
            { title: 'Wrap-up', position: 2, duration: 'about ten minutes' },
            { title: 'Streams', position: 1, duration: '20m' },
          ],
        },
        {
          title: 'Basics',
          position: 1,
          videos: [
            { title: 'Setup', position: 2, duration: '5m' },
            { title: 'Intro', position: 1, duration: '10m' },
          ],
        },
      ],
    });
    const [L4 = 0, L3 = 0, L2 = 0, L1 = 0] = course.videoIds;
    lessons = { L1, L2, L3, L4 };
    second = await insertCourse(t.db, { educatorId: educator.id, title: 'Second Course', priceCents: 999, createdAt: '2025-10-01T00:00:00.000Z' });
    pending = await insertCourse(t.db, { educatorId: educator.id, title: 'Waiting Course', approved: false, createdAt: '2026-02-20T00:00:00.000Z' });
    const elsewhere = await insertCourse(t.db, { educatorId: otherEducator.id, title: 'Not Theirs', priceCents: 999 });

    const learner = async (name: string, enrolledAt: string, progress = 0, rating?: number) => {
      const user = await insertUser(t.db, { name });
      const enrollmentId = await insertEnrollment(t.db, {
        studentId: user.id,
        courseId: course.id,
        enrolledAt,
        progress,
        ...(rating ? { rating } : {}),
      });
      return { user, enrollmentId };
    };
    const play = (enrollmentId: number, videoId: number, watchedSeconds: number, at: string, durationSeconds: number | null = null) =>
      insertLessonWatch(t.db, { enrollmentId, videoId, watchedSeconds, at, durationSeconds });
    const mark = (enrollmentId: number, videoId: number, at: string) => insertWatchedVideo(t.db, { enrollmentId, videoId, at });

    const ana = await learner('Ana', '2026-01-05T10:00:00.000Z', 100, 5);
    await play(ana.enrollmentId, L1, 600, '2026-01-06T10:00:00.000Z', 597);
    await mark(ana.enrollmentId, L1, '2026-01-06T10:00:00.000Z');
    await play(ana.enrollmentId, L2, 300, '2026-01-07T10:00:00.000Z', 301);
    await mark(ana.enrollmentId, L2, '2026-01-07T10:00:00.000Z');
    await play(ana.enrollmentId, L3, 1200, '2026-01-08T10:00:00.000Z', 1190);
    await mark(ana.enrollmentId, L3, '2026-01-08T10:00:00.000Z');
    await play(ana.enrollmentId, L4, 400, '2026-01-09T10:00:00.000Z', 500);
    await mark(ana.enrollmentId, L4, '2026-01-09T10:00:00.000Z');

    const ben = await learner('Ben', '2026-02-02T10:00:00.000Z', 25, 2);
    await play(ben.enrollmentId, L1, 550, '2026-02-02T11:00:00.000Z', 597);
    await mark(ben.enrollmentId, L1, '2026-02-02T11:00:00.000Z');
    await play(ben.enrollmentId, L2, 100, '2026-02-03T10:00:00.000Z', 301);

    const cai = await learner('Cai', '2026-02-23T10:00:00.000Z');
    await play(cai.enrollmentId, L1, 539.9, '2026-02-24T10:00:00.000Z', 597);

    const dee = await learner('Dee', '2026-01-12T10:00:00.000Z', 75, 4);
    await mark(dee.enrollmentId, L1, '2026-01-13T10:00:00.000Z');
    await mark(dee.enrollmentId, L2, '2026-01-13T11:00:00.000Z');
    await play(dee.enrollmentId, L3, 1080, '2026-01-14T10:00:00.000Z', 1190);
    await mark(dee.enrollmentId, L3, '2026-01-14T10:00:00.000Z');

    await learner('Eve', '2026-03-01T23:59:59.999Z');

    const fay = await learner('Fay', '2026-03-02T00:00:00.000Z');
    await play(fay.enrollmentId, L1, 10, '2026-03-02T08:00:00.000Z', 597);
    await play(fay.enrollmentId, L4, 450, '2026-03-02T08:30:00.000Z', 480);

    const gus = await learner('Gus', '2025-10-06T10:00:00.000Z');
    await play(gus.enrollmentId, L1, 100, '2025-10-07T10:00:00.000Z', 597);

    await learner('Hal', '2026-02-09T10:00:00.000Z', 50);

    // Sales: Ana and Ben (at a lower price then), Cai in an order with another educator's course, Gus before the span.
    await insertOrder(t.db, { studentId: ana.user.id, at: '2026-01-05T10:00:00.000Z', items: [{ courseId: course.id, priceCents: 2000 }] });
    await insertOrder(t.db, { studentId: ben.user.id, at: '2026-02-02T10:00:00.000Z', items: [{ courseId: course.id, priceCents: 1500 }] });
    await insertOrder(t.db, {
      studentId: cai.user.id,
      at: '2026-02-23T10:00:00.000Z',
      items: [
        { courseId: course.id, priceCents: 2000 },
        { courseId: elsewhere.id, priceCents: 999 },
      ],
    });
    await insertOrder(t.db, { studentId: gus.user.id, at: '2025-10-06T10:00:00.000Z', items: [{ courseId: course.id, priceCents: 2000 }] });

    // Ben's review breaks the rules: an admin hides it, and it leaves the ratings.
    const hidden = await t.request('PATCH', `/api/reviews/${ben.enrollmentId}/visibility`, {
      token: tokens.admin,
      body: { hidden: true, reason: 'Off topic' },
    });
    expect(hidden.status).toBe(200);

    // The second course: two learners (one done), one sale; the other educator's course: a learner of its own.
    const [sam, tia] = [await insertUser(t.db), await insertUser(t.db)];
    await insertEnrollment(t.db, { studentId: sam.id, courseId: second.id, enrolledAt: '2026-02-24T10:00:00.000Z', progress: 100, rating: 3 });
    await insertEnrollment(t.db, { studentId: tia.id, courseId: second.id, enrolledAt: '2025-11-03T10:00:00.000Z' });
    await insertOrder(t.db, { studentId: sam.id, at: '2026-02-24T10:00:00.000Z', items: [{ courseId: second.id, priceCents: 999 }] });
    await insertEnrollment(t.db, { studentId: sam.id, courseId: elsewhere.id, enrolledAt: '2026-02-24T10:00:00.000Z', progress: 100 });
  });

  it('counts the funnel: enrolled, started (played, marked, or progress from before), half way, completed', async () => {
    const insights = await insightsOf(course.id, tokens.educator);

    expect(insights.funnel).toEqual({ enrolled: 8, started: 7, halfway: 3, completed: 1 });
    expect(insights.course).toEqual({ _id: String(course.id), id: course.id, title: 'Data Pipelines', isApproved: true });
    expect(insights.generatedAt).toBe('2026-03-02T09:00:00.000Z');
    expect(insights.stoppedAfterDays).toBe(14);
  });

  it('gives each lesson, in course order, who reached it, who played 90 % of it, who stopped there and the average played', async () => {
    const insights = await insightsOf(course.id, tokens.educator);

    expect(insights.lessons.map(({ _id, ...lesson }) => lesson)).toEqual([
      // Reached: Ana, Ben, Cai, Fay and Gus played it, Dee marked it. Through: Ana 600 and Ben 550 (Cai's 539.9 is short
      // of 540). Stopped: Gus (Cai's last play is a week old, Fay's today). Played: (600 + 550 + 539.9 + 10 + 100) / 5.
      {
        id: lessons.L1,
        title: 'Intro',
        moduleTitle: 'Basics',
        position: 1,
        lengthSeconds: 600,
        reached: 6,
        watchedThrough: 2,
        stopped: 1,
        averageWatchSeconds: 360,
      },
      // Ana and Ben played it, Dee marked it without playing (reached, not watched through). Ben stopped here.
      {
        id: lessons.L2,
        title: 'Setup',
        moduleTitle: 'Basics',
        position: 2,
        lengthSeconds: 300,
        reached: 3,
        watchedThrough: 1,
        stopped: 1,
        averageWatchSeconds: 200,
      },
      // Dee's 1080 s is exactly 90 % of 1200: watched through; she stopped here.
      {
        id: lessons.L3,
        title: 'Streams',
        moduleTitle: 'Going further',
        position: 3,
        lengthSeconds: 1200,
        reached: 2,
        watchedThrough: 2,
        stopped: 1,
        averageWatchSeconds: 1140,
      },
      // No usable stated length: the longest reported (500), and each play against its own report (400 of 500 is
      // short; 450 of 480 is through). Ana finished the course: she did not stop.
      {
        id: lessons.L4,
        title: 'Wrap-up',
        moduleTitle: 'Going further',
        position: 4,
        lengthSeconds: 500,
        reached: 2,
        watchedThrough: 1,
        stopped: 0,
        averageWatchSeconds: 425,
      },
    ]);
  });

  it('buckets enrolments and sales into ISO weeks, oldest first, every week of the span, zeros included', async () => {
    const insights = await insightsOf(course.id, tokens.educator);

    expect(insights.weeks).toEqual(
      weeksFrom('2025-12-15', 12, {
        '2026-01-05': { enrollments: 1, revenueCents: 2000, sales: 1 },
        '2026-01-12': { enrollments: 1 },
        '2026-02-02': { enrollments: 1, revenueCents: 1500, sales: 1 },
        '2026-02-09': { enrollments: 1 },
        // Cai, and Eve in the last millisecond of Sunday; Cai's order holds another educator's course, not counted.
        '2026-02-23': { enrollments: 2, revenueCents: 2000, sales: 1 },
        // Fay, in the first millisecond of Monday.
        '2026-03-02': { enrollments: 1 },
      }),
    );
    // All time: Gus's enrolment and sale too, before the span.
    expect(insights.totals).toEqual({ enrollments: 8, revenueCents: 7500, sales: 4 });

    const four = await insightsOf(course.id, tokens.educator, '?weeks=4');
    expect(four.weeks.map((week) => [week.weekStart, week.enrollments])).toEqual([
      ['2026-02-09', 1],
      ['2026-02-16', 0],
      ['2026-02-23', 2],
      ['2026-03-02', 1],
    ]);
    expect((await insightsOf(course.id, tokens.educator, '?weeks=52')).weeks).toHaveLength(52);
  });

  it('refuses a span outside 4 to 52 weeks, naming the field', async () => {
    for (const [query, message] of [
      ['?weeks=3', 'weeks: must be at least 4'],
      ['?weeks=53', 'weeks: must be at most 52'],
      ['?weeks=4.5', 'weeks: must be a whole number'],
      ['?weeks=many', 'weeks: must be a number'],
    ] as const) {
      const response = await t.get(`/api/courses/${course.id}/insights${query}`, tokens.educator);
      expect([response.status, messageOf(response)]).toEqual([400, message]);
      const summary = await t.get(`/api/users/educator/insights${query}`, tokens.educator);
      expect([summary.status, messageOf(summary)]).toEqual([400, message]);
    }
  });

  it('summarises the visible ratings: a hidden review is left out', async () => {
    const insights = await insightsOf(course.id, tokens.educator);

    expect(insights.ratings).toEqual({ average: 4.5, count: 2, distribution: buildStarDistribution([1, 1, 0, 0, 0]) });
  });

  it("lets the course's educator and admins read it; another educator gets what other owner-only routes give", async () => {
    expect((await insightsOf(course.id, tokens.admin)).funnel.enrolled).toBe(8);

    const approved = await t.get(`/api/courses/${course.id}/insights`, tokens.otherEducator);
    expect([approved.status, messageOf(approved)]).toEqual([403, 'Forbidden: you can only manage your own courses']);
    const waiting = await t.get(`/api/courses/${pending.id}/insights`, tokens.otherEducator);
    expect([waiting.status, messageOf(waiting)]).toEqual([404, 'Course not found']);
    const student = await t.get(`/api/courses/${course.id}/insights`, tokens.student);
    expect([student.status, messageOf(student)]).toEqual([403, 'Forbidden: educators and admins only']);
    const missing = await t.get('/api/courses/999999/insights', tokens.admin);
    expect([missing.status, messageOf(missing)]).toEqual([404, 'Course not found']);
    expect((await t.get(`/api/courses/${course.id}/insights`)).status).toBe(401);

    // The educator's own pending course has its (empty) figures.
    const own = await insightsOf(pending.id, tokens.educator);
    expect(own.funnel).toEqual({ enrolled: 0, started: 0, halfway: 0, completed: 0 });
    expect(own.course.isApproved).toBe(false);
    expect(own.weeks.every((week) => week.enrollments === 0 && week.revenueCents === 0)).toBe(true);
  });

  it("sums the educator's courses for the dashboard, each course with its own figures, pending ones included", async () => {
    const response = await t.get('/api/users/educator/insights', tokens.educator);
    expect(response.status).toBe(200);
    const summary = educatorInsightsSchema.parse(response.body);

    expect(summary.funnel).toEqual({ enrolled: 10, started: 8, halfway: 4, completed: 2 });
    expect(summary.courses.map(({ _id, ...figures }) => figures)).toEqual([
      { id: pending.id, title: 'Waiting Course', isApproved: false, enrolled: 0, completed: 0, averageRating: null, ratingCount: 0, revenueCents: 0 },
      { id: second.id, title: 'Second Course', isApproved: true, enrolled: 2, completed: 1, averageRating: 3, ratingCount: 1, revenueCents: 999 },
      { id: course.id, title: 'Data Pipelines', isApproved: true, enrolled: 8, completed: 1, averageRating: 4.5, ratingCount: 2, revenueCents: 7500 },
    ]);
    const week = (weekStart: string) => summary.weeks.find((entry) => entry.weekStart === weekStart);
    expect(summary.weeks).toHaveLength(12);
    // Cai and Eve in Data Pipelines, Sam in the second course; the other educator's course is not theirs.
    expect(week('2026-02-23')).toEqual({ weekStart: '2026-02-23', enrollments: 3, revenueCents: 2999, sales: 2 });
    expect(summary.weeks.reduce((sum, entry) => sum + entry.enrollments, 0)).toBe(8);

    const stranger = educatorInsightsSchema.parse((await t.get('/api/users/educator/insights', tokens.otherEducator)).body);
    expect(stranger.courses.map((entry) => entry.title)).toEqual(['Not Theirs']);
    expect((await t.get('/api/users/educator/insights', tokens.admin)).status).toBe(403);
  });

  it("follows the learners' own reports and marks through the watch and progress routes", async () => {
    const fresh = await insertCourse(t.db, {
      educatorId: educator.id,
      modules: [
        {
          title: 'Only',
          position: 1,
          videos: [
            { title: 'One', position: 1, duration: '1m' },
            { title: 'Two', position: 2, duration: '1m' },
          ],
        },
      ],
    });
    const [one = 0, two = 0] = fresh.videoIds;
    const student = await insertUser(t.db);
    const enrollmentId = await insertEnrollment(t.db, { studentId: student.id, courseId: fresh.id });
    const token = await t.tokenFor(student);

    expect((await t.post(`/api/enrollments/${enrollmentId}/watch`, { videoId: one, position: 30, played: 30, duration: 60 }, token)).status).toBe(
      200,
    );
    t.clock.advanceSeconds(15);
    expect((await t.post(`/api/enrollments/${enrollmentId}/watch`, { videoId: one, position: 55, played: 25 }, token)).status).toBe(200);
    expect((await t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, { token, body: { videoId: two } })).status).toBe(200);

    const insights = await insightsOf(fresh.id, tokens.educator);
    expect(insights.funnel).toEqual({ enrolled: 1, started: 1, halfway: 1, completed: 1 });
    expect(insights.lessons.map((lesson) => [lesson.lengthSeconds, lesson.reached, lesson.watchedThrough, lesson.averageWatchSeconds])).toEqual([
      [60, 1, 1, 55],
      [60, 1, 0, null],
    ]);

    // The educator restates the first lesson's length: its plays are measured against the new one.
    const edited = await t.request('PATCH', `/api/videos/${one}`, { token: await t.tokenFor(educator), body: { duration: '2m' } });
    expect(edited.status).toBe(200);
    const after = await insightsOf(fresh.id, tokens.educator);
    expect(after.lessons.map((lesson) => [lesson.lengthSeconds, lesson.watchedThrough])).toEqual([
      [120, 0],
      [60, 0],
    ]);
  });
});

describe('a lesson length stated by its educator', () => {
  it('is read from the duration text, and says nothing when the text is not a duration', () => {
    expect(statedLengthSeconds('1h 5m')).toBe(3900);
    expect(statedLengthSeconds('10m')).toBe(600);
    expect(statedLengthSeconds('0m')).toBeNull();
    expect(statedLengthSeconds('about ten minutes')).toBeNull();
  });
});

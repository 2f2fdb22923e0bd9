import { platformTrendsSchema, type PlatformTrends } from '@lectern/shared-sdk/insights/schemas';
import { courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import type { UserRow } from '../../db/schema';
import { insertCourse, insertEnrollment, insertOrder, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

const DAY = 24 * 60 * 60;

/**
 * The platform's weeks. The clock starts on Monday 2 March 2026, 09:00 UTC, and the courses go through review by the
 * routes as the weeks pass; the trends are read on Wednesday 1 April, 09:00, over 6 weeks: from Monday 23 February.
 *
 * | when            | what                                             | waiting after it |
 * |-----------------|--------------------------------------------------|------------------|
 * | Mon 2 Mar 09:00 | Ada creates P1 and P2                            | P1, P2           |
 * | Mon 9 Mar 09:00 | the admin approves P1                            | P2               |
 * | Mon 16 Mar 09:00| Ada renames P1 (back to review), creates P3      | P1, P2, P3       |
 * | Mon 23 Mar 09:00| the admin approves P1 and P2 (P1 once more, 1 h later: no change) | P3 |
 */
describeEachDatabase('platform trends', (t) => {
  let admin: UserRow;
  let ada: UserRow;
  let trends: PlatformTrends;

  const create = async (token: string, title: string) => {
    const response = await t.post('/api/courses', { title, description: 'About it', category: 'Data Science', price: 0, duration: '1h' }, token);
    expect(response.status).toBe(201);
    return courseResponseSchema.parse(response.body).course.id;
  };
  // Tokens are signed in anew as the weeks pass: a session does not last a month.
  const adminToken = () => t.tokenFor(admin);
  const adaToken = () => t.tokenFor(ada);
  const approve = async (courseId: number) =>
    expect((await t.request('PATCH', `/api/courses/${courseId}/approve`, { token: await adminToken(), body: {} })).status).toBe(200);

  beforeAll(async () => {
    admin = await insertUser(t.db, { role: 'admin', createdAt: '2026-03-03T00:00:00.000Z' });
    ada = await insertUser(t.db, { role: 'educator', name: 'Ada Educator', createdAt: '2026-03-10T00:00:00.000Z' });
    const alan = await insertUser(t.db, { role: 'educator', name: 'Alan Educator' });

    const p1 = await create(await adaToken(), 'P1');
    const p2 = await create(await adaToken(), 'P2');
    t.clock.advanceSeconds(7 * DAY);
    await approve(p1);
    t.clock.advanceSeconds(7 * DAY);
    expect((await t.request('PATCH', `/api/courses/${p1}`, { token: await adaToken(), body: { title: 'P1, renamed' } })).status).toBe(200);
    await create(await adaToken(), 'P3');
    t.clock.advanceSeconds(7 * DAY);
    await approve(p1);
    await approve(p2);
    t.clock.advanceSeconds(3600);
    await approve(p1);
    t.clock.advanceSeconds(9 * DAY - 3600);
    expect(t.clock.now().toISOString()).toBe('2026-04-01T09:00:00.000Z');

    // New students: two in the week of 2 March, one in the last millisecond of Sunday 29 March, one in the first of
    // Monday 30 March, one before the span. Educators and admins are no new students.
    for (const createdAt of [
      '2026-03-03T10:00:00.000Z',
      '2026-03-04T10:00:00.000Z',
      '2026-03-29T23:59:59.999Z',
      '2026-03-30T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
    ]) {
      await insertUser(t.db, { createdAt });
    }

    // Seven approved courses (approved when inserted: never waiting), and enrolments of ten older students.
    const courses: number[] = [];
    for (let n = 1; n <= 7; n += 1) courses.push((await insertCourse(t.db, { educatorId: n % 2 === 1 ? ada.id : alan.id, title: `C${n}` })).id);
    const students: UserRow[] = [];
    for (let n = 0; n < 10; n += 1) students.push(await insertUser(t.db, { createdAt: '2025-06-01T00:00:00.000Z' }));
    const enrol = (course: number, from: number, count: number, enrolledAt: string) =>
      Promise.all(
        students
          .slice(from, from + count)
          .map((student) => insertEnrollment(t.db, { studentId: student.id, courseId: courses[course - 1] ?? 0, enrolledAt })),
      );
    await enrol(4, 0, 10, '2026-03-10T12:00:00.000Z');
    await enrol(3, 0, 4, '2026-04-01T01:00:00.000Z');
    await enrol(1, 4, 1, '2026-03-31T23:59:59.999Z');
    await enrol(1, 0, 2, '2026-04-01T00:00:00.000Z');
    await enrol(5, 0, 2, '2026-04-01T02:00:00.000Z');
    await enrol(2, 0, 1, '2026-04-01T03:00:00.000Z');
    await enrol(6, 0, 1, '2026-04-01T04:00:00.000Z');
    await enrol(7, 0, 1, '2026-04-01T05:00:00.000Z');

    // Revenue: what orders charged, whatever became of their courses.
    const buyer = students[0]?.id ?? 0;
    await insertOrder(t.db, {
      studentId: buyer,
      at: '2026-03-04T10:00:00.000Z',
      items: [
        { courseId: courses[0] ?? 0, priceCents: 1500 },
        { courseId: null, priceCents: 1000 },
      ],
    });
    await insertOrder(t.db, { studentId: buyer, at: '2026-03-31T10:00:00.000Z', items: [{ courseId: courses[1] ?? 0, priceCents: 1000 }] });
    await insertOrder(t.db, { studentId: buyer, at: '2026-04-01T08:00:00.000Z', items: [{ courseId: courses[2] ?? 0, priceCents: 500 }] });
    await insertOrder(t.db, { studentId: buyer, at: '2026-02-01T10:00:00.000Z', items: [{ courseId: courses[2] ?? 0, priceCents: 700 }] });

    const response = await t.get('/api/stats/trends?weeks=6', await adminToken());
    expect(response.status).toBe(200);
    trends = platformTrendsSchema.parse(response.body);
  });

  it('counts new students, enrolments and revenue per ISO week, every week of the span, zeros included', () => {
    expect(trends.generatedAt).toBe('2026-04-01T09:00:00.000Z');
    expect(trends.weeks.map(({ pendingCourses, ...week }) => week)).toEqual([
      { weekStart: '2026-02-23', newStudents: 0, enrollments: 0, revenueCents: 0 },
      { weekStart: '2026-03-02', newStudents: 2, enrollments: 0, revenueCents: 2500 },
      { weekStart: '2026-03-09', newStudents: 0, enrollments: 10, revenueCents: 0 },
      { weekStart: '2026-03-16', newStudents: 0, enrollments: 0, revenueCents: 0 },
      { weekStart: '2026-03-23', newStudents: 1, enrollments: 0, revenueCents: 0 },
      { weekStart: '2026-03-30', newStudents: 1, enrollments: 12, revenueCents: 1500 },
    ]);
  });

  it('counts the courses waiting for review at the end of each week, and now for the current one', async () => {
    expect(trends.weeks.map((week) => [week.weekStart, week.pendingCourses])).toEqual([
      ['2026-02-23', 0],
      ['2026-03-02', 2],
      ['2026-03-09', 1],
      ['2026-03-16', 3],
      ['2026-03-23', 1],
      ['2026-03-30', 1],
    ]);
    // The current week's figure is the approval queue itself.
    const queue = await t.get('/api/courses/admin/pending', await adminToken());
    expect((queue.body as unknown[]).length).toBe(1);
  });

  it("lists this calendar month's top five courses by enrolments made in it, with their educator, ties to the older course", () => {
    expect(trends.month).toBe('2026-04');
    expect(trends.topCourses.map(({ id, _id, ...course }) => course)).toEqual([
      { title: 'C3', educatorName: 'Ada Educator', enrollments: 4 },
      // C1's enrolment in the last millisecond of March is not April's.
      { title: 'C1', educatorName: 'Ada Educator', enrollments: 2 },
      { title: 'C5', educatorName: 'Ada Educator', enrollments: 2 },
      { title: 'C2', educatorName: 'Alan Educator', enrollments: 1 },
      { title: 'C6', educatorName: 'Alan Educator', enrollments: 1 },
    ]);
  });

  it('is for admins only, and takes the same span as the insights', async () => {
    expect((await t.get('/api/stats/trends', await adaToken())).status).toBe(403);
    expect((await t.get('/api/stats/trends')).status).toBe(401);
    const twelve = platformTrendsSchema.parse((await t.get('/api/stats/trends', await adminToken())).body);
    expect(twelve.weeks).toHaveLength(12);
    expect(twelve.weeks[0]?.weekStart).toBe('2026-01-12');
    const refused = await t.get('/api/stats/trends?weeks=0', await adminToken());
    expect([refused.status, messageOf(refused)]).toEqual([400, 'weeks: must be at least 4']);
  });
});

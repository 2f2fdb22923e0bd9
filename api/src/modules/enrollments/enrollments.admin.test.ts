import { courseEnrollmentsResponseSchema, enrollmentsResponseSchema } from '@lectern/shared-sdk/enrollments/schemas';
import type { UserRow } from '../../db/schema';
import { insertCourse, insertEnrollment, insertUser, twoLessonModule, type InsertedCourse } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestResponse } from '../../testing/test-app';

const parse = (response: TestResponse) => enrollmentsResponseSchema.parse(response.body).enrollments;

describeEachDatabase('enrollments (admin)', (t) => {
  let adminToken = '';
  let sam: UserRow;
  let kim: UserRow;
  let educator: UserRow;
  let python: InsertedCourse;
  let pending: InsertedCourse;

  beforeAll(async () => {
    adminToken = await t.tokenFor(await insertUser(t.db, { role: 'admin' }));
    educator = await insertUser(t.db, { role: 'educator', name: 'Grace Hopper' });
    sam = await insertUser(t.db, { name: 'Sam Student', email: 'sam.student@gmail.com' });
    kim = await insertUser(t.db, { name: 'Kim Student' });
    python = await insertCourse(t.db, {
      educatorId: educator.id,
      title: 'Intro to Python',
      modules: [twoLessonModule('Basics')],
    });
    pending = await insertCourse(t.db, { educatorId: educator.id, title: 'Pending Course', approved: false });
    await insertEnrollment(t.db, {
      studentId: sam.id,
      courseId: python.id,
      progress: 50,
      watchedVideoIds: python.videoIds.slice(0, 1),
      enrolledAt: '2026-02-01T00:00:00.000Z',
    });
    await insertEnrollment(t.db, { studentId: sam.id, courseId: pending.id, enrolledAt: '2026-02-03T00:00:00.000Z' });
    await insertEnrollment(t.db, {
      studentId: kim.id,
      courseId: python.id,
      progress: 100,
      watchedVideoIds: python.videoIds,
      enrolledAt: '2026-02-02T00:00:00.000Z',
    });
  });

  it('GET /all lists every enrolment, most recent first, with student, course and watched videos', async () => {
    const response = await t.get('/api/enrollments/all', adminToken);

    expect(response.status).toBe(200);
    const enrollments = parse(response);
    expect(enrollments.map((row) => [row.studentId.name, row.courseId.title])).toEqual([
      ['Sam Student', 'Pending Course'],
      ['Kim Student', 'Intro to Python'],
      ['Sam Student', 'Intro to Python'],
    ]);
    expect(enrollments[1]).toMatchObject({ progress: 100, completed: true, watchedVideos: python.videoIds.map(String) });
    expect(enrollments[2]).toMatchObject({
      progress: 50,
      completed: false,
      watchedVideos: python.videoIds.slice(0, 1).map(String),
      studentId: { id: sam.id, email: 'sam.student@gmail.com' },
      courseId: { id: python.id, instructor: 'Grace Hopper', students: 2 },
    });
  });

  it("GET /by-student lists one student's enrolments, pending courses included", async () => {
    const response = await t.get(`/api/enrollments/by-student?studentId=${sam.id}`, adminToken);

    expect(response.status).toBe(200);
    expect(parse(response).map((row) => [row.courseId.title, row.courseId.isApproved, row.progress])).toEqual([
      ['Pending Course', false, 0],
      ['Intro to Python', true, 50],
    ]);
  });

  it("GET /by-course lists one course's students", async () => {
    const response = await t.get(`/api/enrollments/by-course?courseId=${python.id}`, adminToken);
    const none = await t.get(`/api/enrollments/by-course?courseId=${(await insertCourse(t.db, { educatorId: educator.id })).id}`, adminToken);

    expect(response.status).toBe(200);
    expect(courseEnrollmentsResponseSchema.parse(response.body).enrollments.map((row) => [row.studentId.name, row.progress])).toEqual([
      ['Kim Student', 100],
      ['Sam Student', 50],
    ]);
    expect(none.body).toEqual({ enrollments: [] });
  });

  it.each([
    ['by-student?studentId=999999', 404, 'Student not found'],
    ['by-student?studentId=EDUCATOR', 404, 'Student not found'],
    ['by-course?courseId=999999', 404, 'Course not found'],
    ['by-student', 400, 'studentId: must be a number'],
    ['by-student?studentId=abc', 400, 'studentId: must be a number'],
    ['by-course?courseId=1.5', 400, 'courseId: must be a whole number'],
  ])('GET /%s answers %i with a message', async (query, status, message) => {
    const response = await t.get(`/api/enrollments/${query.replace('EDUCATOR', String(educator.id))}`, adminToken);

    expect(response.status).toBe(status);
    expect(messageOf(response)).toBe(message);
  });
});

import { educatorListSchema, educatorStudentListSchema, educatorStudentTotalsSchema, educatorSummarySchema } from '@lectern/shared-sdk/users/schemas';
import { insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { describeEachDatabase } from '../../testing/test-app';

describeEachDatabase('educator students', (t) => {
  it("lists the enrolments in the educator's own courses only, newest first", async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const other = await insertUser(t.db, { role: 'educator' });
    const alice = await insertUser(t.db, { name: 'Alice Learner', email: 'alice.learner@gmail.com' });
    const bob = await insertUser(t.db, { name: 'Bob Learner', email: 'bob.learner@gmail.com' });
    const mine = await insertCourse(t.db, { educatorId: educator.id, title: 'My Course' });
    const pending = await insertCourse(t.db, { educatorId: educator.id, title: 'My Pending Course', approved: false });
    const theirs = await insertCourse(t.db, { educatorId: other.id, title: 'Their Course' });
    const aliceId = await insertEnrollment(t.db, { studentId: alice.id, courseId: mine.id, progress: 100, enrolledAt: '2026-03-01T00:00:00.000Z' });
    await insertEnrollment(t.db, { studentId: bob.id, courseId: pending.id, progress: 40, enrolledAt: '2026-03-05T00:00:00.000Z' });
    await insertEnrollment(t.db, { studentId: bob.id, courseId: theirs.id });

    const response = await t.get('/api/users/educator/students', await t.tokenFor(educator));

    expect(response.status).toBe(200);
    const students = educatorStudentListSchema.parse(response.body);
    expect(students.map((row) => [row.name, row.courseName])).toEqual([
      ['Bob Learner', 'My Pending Course'],
      ['Alice Learner', 'My Course'],
    ]);
    expect(students[1]).toEqual({
      _id: String(aliceId),
      id: aliceId,
      studentId: alice.id,
      courseId: mine.id,
      name: 'Alice Learner',
      email: 'alice.learner@gmail.com',
      courseName: 'My Course',
      progress: 100,
      completed: true,
      completion: { percent: 100, complete: true },
      enrolledAt: '2026-03-01T00:00:00.000Z',
    });
    expect(students[0]).toMatchObject({ progress: 40, completed: false });
  });

  it('is empty for an educator without students, and for educators only', async () => {
    const educator = await insertUser(t.db, { role: 'educator', isApproved: false });
    expect((await t.get('/api/users/educator/students', await t.tokenFor(educator))).body).toEqual([]);
    expect((await t.get('/api/users/educator/students', await t.tokenFor(await insertUser(t.db)))).status).toBe(403);
    expect((await t.get('/api/users/educator/students')).status).toBe(401);
  });

  it("counts a student in two of the educator's courses once, the same on the dashboard, the students page and the admin's list", async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const other = await insertUser(t.db, { role: 'educator' });
    const admin = await insertUser(t.db, { role: 'admin' });
    const both = await insertUser(t.db, { name: 'In Both Courses' });
    const one = await insertUser(t.db, { name: 'In One Course' });
    const deactivated = await insertUser(t.db, { name: 'Deactivated Learner', isActive: false });
    const elsewhere = await insertUser(t.db, { name: 'Only Elsewhere' });
    const first = await insertCourse(t.db, { educatorId: educator.id, title: 'First' });
    const second = await insertCourse(t.db, { educatorId: educator.id, title: 'Second', approved: false });
    const theirs = await insertCourse(t.db, { educatorId: other.id, title: 'Theirs' });
    await insertEnrollment(t.db, { studentId: both.id, courseId: first.id });
    await insertEnrollment(t.db, { studentId: both.id, courseId: second.id, progress: 100 });
    await insertEnrollment(t.db, { studentId: one.id, courseId: second.id });
    await insertEnrollment(t.db, { studentId: deactivated.id, courseId: first.id });
    await insertEnrollment(t.db, { studentId: elsewhere.id, courseId: theirs.id });
    await insertEnrollment(t.db, { studentId: both.id, courseId: theirs.id });
    const token = await t.tokenFor(educator);

    const totals = await t.get('/api/users/educator/students/totals', token);
    const rows = educatorStudentListSchema.parse((await t.get('/api/users/educator/students', token)).body);
    const adminToken = await t.tokenFor(admin);
    const listed = educatorListSchema.parse((await t.get('/api/users/educators', adminToken)).body).find((row) => row.id === educator.id);
    const fetched = educatorSummarySchema.parse((await t.get(`/api/users/educators/${educator.id}`, adminToken)).body);

    expect(totals.status).toBe(200);
    // Three people (one of them in two courses, one deactivated), four enrolments: the table keeps a row per enrolment.
    expect(educatorStudentTotalsSchema.parse(totals.body)).toEqual({ students: 3, enrollments: 4 });
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.studentId)).size).toBe(3);
    expect(listed?.studentCount).toBe(3);
    expect(fetched.studentCount).toBe(3);
    // The other educator: two people, one of whom is also a student of the first.
    expect((await t.get('/api/users/educator/students/totals', await t.tokenFor(other))).body).toEqual({ students: 2, enrollments: 2 });
  });

  it('answers the figures to the educator only, zero without students', async () => {
    const educator = await insertUser(t.db, { role: 'educator', isApproved: false });
    expect((await t.get('/api/users/educator/students/totals', await t.tokenFor(educator))).body).toEqual({ students: 0, enrollments: 0 });
    expect((await t.get('/api/users/educator/students/totals', await t.tokenFor(await insertUser(t.db)))).status).toBe(403);
    expect((await t.get('/api/users/educator/students/totals')).status).toBe(401);
  });
});

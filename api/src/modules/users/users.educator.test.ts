import { educatorStudentListSchema } from '@lectern/shared-sdk/users/schemas';
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
});

import { statsSchema } from '@lectern/shared-sdk/stats/schemas';
import { insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { describeEachDatabase } from '../../testing/test-app';

describeEachDatabase('stats', (t) => {
  it('counts students and approved courses, and leaves out the success rate until someone rates', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    await insertUser(t.db, { role: 'educator', isApproved: false });
    const students = [await insertUser(t.db), await insertUser(t.db), await insertUser(t.db, { isActive: false })];
    const course = await insertCourse(t.db, { educatorId: educator.id });
    await insertCourse(t.db, { educatorId: educator.id, approved: false });
    for (const student of students) await insertEnrollment(t.db, { studentId: student.id, courseId: course.id });

    const response = await t.get('/api/stats');

    expect(response.status).toBe(200);
    expect(statsSchema.parse(response.body)).toEqual({ students: 3, courses: 1 });
  });

  it('gives the share of ratings of 4 or 5 as the success rate', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const course = await insertCourse(t.db, { educatorId: educator.id });
    for (const rating of [5, 4, 2]) {
      const student = await insertUser(t.db);
      await insertEnrollment(t.db, { studentId: student.id, courseId: course.id, rating });
    }

    const stats = statsSchema.parse((await t.get('/api/stats')).body);

    expect(stats.successRate).toBe(67);
  });

  it('adds the dashboard figures for admins only, counting pending courses', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const student = await insertUser(t.db);

    const forAdmin = statsSchema.parse((await t.get('/api/stats', await t.tokenFor(admin))).body);
    const forStudent = statsSchema.parse((await t.get('/api/stats', await t.tokenFor(student))).body);

    expect(forAdmin).toEqual({
      students: 7,
      courses: 3,
      successRate: 67,
      educators: 3,
      activeEducators: 2,
      Enrollments: 6,
      enrollments: 6,
    });
    expect(forStudent).toEqual({ students: 7, courses: 2, successRate: 67 });
  });
});

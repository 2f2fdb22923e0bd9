import { enrollmentsResponseSchema } from '@lectern/shared-sdk/schemas/enrollments';
import { insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

describeEachDatabase('enrollments', (t) => {
  it("returns the student's own enrolments, most recent first, with course, progress and watched videos", async () => {
    const educator = await insertUser(t.db, { role: 'educator', name: 'Grace Hopper' });
    const student = await insertUser(t.db, { name: 'Sam Student', email: 'sam.student@gmail.com' });
    const other = await insertUser(t.db);
    const finished = await insertCourse(t.db, {
      educatorId: educator.id,
      title: 'Finished Course',
      modules: [{ title: 'Only module', position: 1, videos: [{ title: 'One', position: 1 }, { title: 'Two', position: 2 }] }],
    });
    const started = await insertCourse(t.db, {
      educatorId: educator.id,
      title: 'Started Course',
      priceCents: 2500,
      modules: [{ title: 'Only module', position: 1, videos: [{ title: 'One', position: 1 }, { title: 'Two', position: 2 }] }],
    });
    const finishedId = await insertEnrollment(t.db, {
      studentId: student.id,
      courseId: finished.id,
      progress: 100,
      rating: 5,
      watchedVideoIds: finished.videoIds,
      enrolledAt: '2026-01-10T00:00:00.000Z',
    });
    await insertEnrollment(t.db, {
      studentId: student.id,
      courseId: started.id,
      progress: 50,
      watchedVideoIds: started.videoIds.slice(0, 1),
      enrolledAt: '2026-02-10T00:00:00.000Z',
    });
    await insertEnrollment(t.db, { studentId: other.id, courseId: started.id });

    const response = await t.get('/api/enrollments', await t.tokenFor(student));

    expect(response.status).toBe(200);
    const { enrollments } = enrollmentsResponseSchema.parse(response.body);
    expect(enrollments.map((enrollment) => enrollment.courseId.title)).toEqual(['Started Course', 'Finished Course']);
    expect(enrollments[0]).toMatchObject({
      progress: 50,
      completed: false,
      rated: false,
      rating: null,
      watchedVideos: started.videoIds.slice(0, 1),
      studentId: { id: student.id, name: 'Sam Student', email: 'sam.student@gmail.com' },
      courseId: { id: started.id, price: 25, instructor: 'Grace Hopper', students: 2, videoCount: 2 },
    });
    expect(enrollments[1]).toMatchObject({
      _id: finishedId,
      id: finishedId,
      progress: 100,
      completed: true,
      rated: true,
      rating: 5,
      watchedVideos: finished.videoIds,
      enrolledAt: '2026-01-10T00:00:00.000Z',
    });
  });

  it('returns an empty list to a student without enrolments and to other roles', async () => {
    for (const role of ['student', 'educator', 'admin'] as const) {
      const user = await insertUser(t.db, { role });
      const response = await t.get('/api/enrollments', await t.tokenFor(user));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ enrollments: [] });
    }
  });

  it('requires a signed-in user', async () => {
    const response = await t.get('/api/enrollments');

    expect(response.status).toBe(401);
    expect(messageOf(response)).toBe('Authentication required');
  });
});

import { enrollmentResponseSchema, enrollmentSchema, enrollmentsResponseSchema, enrollResponseSchema } from '@lectern/shared-sdk/enrollments/schemas';
import { insertCourse, insertEnrollment, insertUser, twoLessonModule } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

describeEachDatabase('enrollments', (t) => {
  it("returns the student's own enrolments, most recent first, with course, progress and watched videos", async () => {
    const educator = await insertUser(t.db, { role: 'educator', name: 'Grace Hopper' });
    const student = await insertUser(t.db, { name: 'Sam Student', email: 'sam.student@gmail.com' });
    const other = await insertUser(t.db);
    const finished = await insertCourse(t.db, {
      educatorId: educator.id,
      title: 'Finished Course',
      modules: [twoLessonModule('Only module')],
    });
    const started = await insertCourse(t.db, {
      educatorId: educator.id,
      title: 'Started Course',
      priceCents: 2500,
      modules: [twoLessonModule('Only module')],
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
      watchedVideos: started.videoIds.slice(0, 1).map(String),
      studentId: { id: student.id, name: 'Sam Student', email: 'sam.student@gmail.com' },
      courseId: { id: started.id, price: 25, instructor: 'Grace Hopper', students: 2, videoCount: 2 },
    });
    expect(enrollments[1]).toMatchObject({
      _id: String(finishedId),
      id: finishedId,
      progress: 100,
      completed: true,
      rated: true,
      rating: 5,
      watchedVideos: finished.videoIds.map(String),
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

describeEachDatabase('enrolling, progress and rating', (t) => {
  const patch = (url: string, body: unknown, token: string) => t.request('PATCH', url, { body, token });
  const twoVideoModules = [
    { title: 'First module', position: 1, videos: [{ title: 'One', position: 1 }] },
    { title: 'Second module', position: 2, videos: [{ title: 'Two', position: 1 }] },
  ];

  async function setup() {
    const educator = await insertUser(t.db, { role: 'educator' });
    const student = await insertUser(t.db);
    const free = await insertCourse(t.db, { educatorId: educator.id, modules: twoVideoModules });
    const paid = await insertCourse(t.db, { educatorId: educator.id, priceCents: 4999, modules: twoVideoModules });
    const pending = await insertCourse(t.db, { educatorId: educator.id, approved: false });
    return { educator, student, token: await t.tokenFor(student), free, paid, pending };
  }

  async function studentsOf(courseId: number) {
    const row = await t.db.selectFrom('courses').select('students_count').where('id', '=', courseId).executeTakeFirstOrThrow();
    return row.students_count;
  }

  it('enrols a student in a free approved course once; a second enrol is refused with 409', async () => {
    const { token, free, student } = await setup();

    const first = await t.post('/api/enrollments', { courseId: free.id }, token);
    expect(first.status).toBe(201);
    const body = enrollResponseSchema.parse(first.body);
    expect(body.message).toBe('Enrolled successfully');
    expect(body.enrollment).toMatchObject({ progress: 0, completed: false, rated: false, courseId: { id: free.id, students: 1 } });
    expect(body.enrollment.studentId.id).toBe(student.id);

    const second = await t.post('/api/enrollments', { courseId: free.id }, token);
    expect(second.status).toBe(409);
    expect(messageOf(second)).toBe('You are already enrolled in this course');
    expect(await studentsOf(free.id)).toBe(1);
  });

  it('never enrols for free in a paid course, nor in a pending or unknown one', async () => {
    const { token, paid, pending } = await setup();

    const paidResponse = await t.post('/api/enrollments', { courseId: paid.id }, token);
    expect(paidResponse.status).toBe(400);
    expect(messageOf(paidResponse)).toBe('This is a paid course: add it to your cart and check out to enroll.');
    expect((await t.post('/api/enrollments', { courseId: pending.id }, token)).status).toBe(404);
    expect((await t.post('/api/enrollments', { courseId: 999999 }, token)).status).toBe(404);
    expect(await studentsOf(paid.id)).toBe(0);
    expect(await studentsOf(pending.id)).toBe(0);
  });

  it('lets only students enrol, and answers a bad body with 400 naming the field', async () => {
    const { free, token } = await setup();
    for (const role of ['educator', 'admin'] as const) {
      const other = await insertUser(t.db, { role });
      const response = await t.post('/api/enrollments', { courseId: free.id }, await t.tokenFor(other));
      expect(response.status).toBe(403);
    }
    expect((await t.post('/api/enrollments', { courseId: free.id })).status).toBe(401);

    const bad = await t.post('/api/enrollments', { courseId: 'abc' }, token);
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toMatch(/^courseId: /);
    const missing = await t.post('/api/enrollments', {}, token);
    expect(missing.status).toBe(400);
    expect(messageOf(missing)).toMatch(/courseId/);
    expect(await studentsOf(free.id)).toBe(0);
  });

  it("reports the student's enrolment and cart status and returns their own enrolment only", async () => {
    const { token, free, paid } = await setup();
    await t.post('/api/enrollments', { courseId: free.id }, token);
    await t.post('/api/cart', { courseId: paid.id }, token);

    expect((await t.get(`/api/enrollments/${free.id}/status`, token)).body).toEqual({ enrolled: true, inCart: false, lastWatched: null });
    expect((await t.get(`/api/enrollments/${paid.id}/status`, token)).body).toEqual({ enrolled: false, inCart: true, lastWatched: null });

    const mine = await t.get(`/api/enrollments/${free.id}/my`, token);
    expect(mine.status).toBe(200);
    expect(enrollmentResponseSchema.parse(mine.body).enrollment.courseId.id).toBe(free.id);

    const notMine = await t.get(`/api/enrollments/${paid.id}/my`, token);
    expect(notMine.status).toBe(404);
    expect(messageOf(notMine)).toBe('You are not enrolled in this course');
  });

  it('moves progress by the share of videos watched and completes the enrolment at 100 %', async () => {
    const { token, free } = await setup();
    const { enrollment } = enrollResponseSchema.parse((await t.post('/api/enrollments', { courseId: free.id }, token)).body);

    const half = await patch(`/api/enrollments/${enrollment.id}/progress`, { videoId: free.videoIds[0] }, token);
    expect(half.status).toBe(200);
    expect(enrollmentSchema.parse(half.body)).toMatchObject({ progress: 50, completed: false, watchedVideos: [String(free.videoIds[0])] });

    const again = await patch(`/api/enrollments/${enrollment.id}/progress`, { videoId: free.videoIds[0] }, token);
    expect(enrollmentSchema.parse(again.body)).toMatchObject({ progress: 50, watchedVideos: [String(free.videoIds[0])] });

    const done = await patch(`/api/enrollments/${enrollment.id}/progress`, { videoId: free.videoIds[1] }, token);
    expect(enrollmentSchema.parse(done.body)).toMatchObject({ progress: 100, completed: true });
    const row = await t.db.selectFrom('enrollments').select(['completed_at']).where('id', '=', enrollment.id).executeTakeFirstOrThrow();
    expect(row.completed_at).not.toBeNull();
  });

  it('counts videos marked at the same moment, every one of them', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const student = await insertUser(t.db);
    const token = await t.tokenFor(student);
    const videos = Array.from({ length: 6 }, (_, index) => ({ title: `Video ${index}`, position: index }));
    const course = await insertCourse(t.db, { educatorId: educator.id, modules: [{ title: 'All', position: 1, videos }] });
    const { enrollment } = enrollResponseSchema.parse((await t.post('/api/enrollments', { courseId: course.id }, token)).body);

    const responses = await Promise.all(course.videoIds.map((videoId) => patch(`/api/enrollments/${enrollment.id}/progress`, { videoId }, token)));

    expect(responses.map((response) => response.status)).toEqual(course.videoIds.map(() => 200));
    const mine = enrollmentResponseSchema.parse((await t.get(`/api/enrollments/${course.id}/my`, token)).body).enrollment;
    expect(mine).toMatchObject({ progress: 100, completed: true });
    expect([...mine.watchedVideos].map(Number).sort((a, b) => a - b)).toEqual(course.videoIds);
  });

  it("refuses a video of another course and another student's enrolment, changing nothing", async () => {
    const { token, free, paid } = await setup();
    const { enrollment } = enrollResponseSchema.parse((await t.post('/api/enrollments', { courseId: free.id }, token)).body);

    const foreignVideo = await patch(`/api/enrollments/${enrollment.id}/progress`, { videoId: paid.videoIds[0] }, token);
    expect(foreignVideo.status).toBe(400);
    expect(messageOf(foreignVideo)).toMatch(/^videoId: /);

    const intruder = await insertUser(t.db);
    const stolen = await patch(`/api/enrollments/${enrollment.id}/progress`, { videoId: free.videoIds[0] }, await t.tokenFor(intruder));
    expect([403, 404]).toContain(stolen.status);

    const badBody = await patch(`/api/enrollments/${enrollment.id}/progress`, { videoId: -3 }, token);
    expect(badBody.status).toBe(400);
    expect(messageOf(badBody)).toMatch(/^videoId: /);

    const mine = enrollmentResponseSchema.parse((await t.get(`/api/enrollments/${free.id}/my`, token)).body).enrollment;
    expect(mine).toMatchObject({ progress: 0, watchedVideos: [] });
  });

  it('keeps every student call to students: educators and admins get 403, anonymous callers 401', async () => {
    const { free, token } = await setup();
    const { enrollment } = enrollResponseSchema.parse((await t.post('/api/enrollments', { courseId: free.id }, token)).body);
    const calls = [
      (auth?: string) => t.request('GET', `/api/enrollments/${free.id}/status`, auth ? { token: auth } : {}),
      (auth?: string) => t.request('GET', `/api/enrollments/${free.id}/my`, auth ? { token: auth } : {}),
      (auth?: string) =>
        t.request('PATCH', `/api/enrollments/${free.id}/rating`, auth ? { body: { rating: 5 }, token: auth } : { body: { rating: 5 } }),
      (auth?: string) =>
        t.request(
          'PATCH',
          `/api/enrollments/${enrollment.id}/progress`,
          auth ? { body: { videoId: free.videoIds[0] }, token: auth } : { body: { videoId: free.videoIds[0] } },
        ),
    ];
    for (const role of ['educator', 'admin'] as const) {
      const other = await t.tokenFor(await insertUser(t.db, { role }));
      for (const call of calls) expect((await call(other)).status).toBe(403);
    }
    for (const call of calls) expect((await call()).status).toBe(401);

    const mine = enrollmentResponseSchema.parse((await t.get(`/api/enrollments/${free.id}/my`, token)).body).enrollment;
    expect(mine).toMatchObject({ rated: false, progress: 0, watchedVideos: [] });
  });

  it('enrols once when the same free course is enrolled in several times at once', async () => {
    const { free, token, student } = await setup();

    const responses = await Promise.all(Array.from({ length: 8 }, () => t.post('/api/enrollments', { courseId: free.id }, token)));

    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(7);
    const rows = await t.db.selectFrom('enrollments').select('id').where('student_id', '=', student.id).execute();
    expect(rows).toHaveLength(1);
    expect(await studentsOf(free.id)).toBe(1);
  });

  it('takes one rating from 1 to 5 per enrolment; the course shows the mean to one decimal', async () => {
    const { token, free } = await setup();
    await t.post('/api/enrollments', { courseId: free.id }, token);
    const other = await insertUser(t.db);
    const otherToken = await t.tokenFor(other);
    await t.post('/api/enrollments', { courseId: free.id }, otherToken);
    const third = await insertUser(t.db);
    const thirdToken = await t.tokenFor(third);
    await t.post('/api/enrollments', { courseId: free.id }, thirdToken);

    for (const rating of [0, 6, 4.5, '5']) {
      const bad = await patch(`/api/enrollments/${free.id}/rating`, { rating }, token);
      expect(bad.status).toBe(400);
      expect(messageOf(bad)).toMatch(/^rating: /);
    }

    const rated = await patch(`/api/enrollments/${free.id}/rating`, { rating: 5 }, token);
    expect(rated.status).toBe(200);
    expect(enrollmentResponseSchema.parse(rated.body).enrollment).toMatchObject({ rated: true, rating: 5 });
    await patch(`/api/enrollments/${free.id}/rating`, { rating: 4 }, otherToken);
    await patch(`/api/enrollments/${free.id}/rating`, { rating: 4 }, thirdToken);

    const second = await patch(`/api/enrollments/${free.id}/rating`, { rating: 1 }, token);
    expect(second.status).toBe(409);
    expect(messageOf(second)).toBe('You have already rated this course');

    const course = await t.get(`/api/courses/${free.id}`);
    expect(course.body).toMatchObject({ course: { rating: 4.3, ratingCount: 3 } });
  });

  it('stores one of two ratings submitted at once, and refuses rating a course the student is not enrolled in', async () => {
    const { token, free, paid } = await setup();
    await t.post('/api/enrollments', { courseId: free.id }, token);

    const responses = await Promise.all([
      patch(`/api/enrollments/${free.id}/rating`, { rating: 2 }, token),
      patch(`/api/enrollments/${free.id}/rating`, { rating: 5 }, token),
    ]);

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const row = await t.db.selectFrom('courses').select(['rating_count']).where('id', '=', free.id).executeTakeFirstOrThrow();
    expect(row.rating_count).toBe(1);

    const notEnrolled = await patch(`/api/enrollments/${paid.id}/rating`, { rating: 3 }, token);
    expect(notEnrolled.status).toBe(404);
  });
});

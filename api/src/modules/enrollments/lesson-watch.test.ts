import { enrollmentResponseSchema, lessonWatchListSchema, watchReportResponseSchema } from '@lectern/shared-sdk/enrollments/schemas';
import { insertCourse, insertEnrollment, insertUser, twoLessonModule } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';
import { creditedSeconds, playedEnough } from './lesson-watch';

/** A student enrolled in a two-lesson course, with their token. */
async function enrolled(t: TestHarness) {
  const educator = await insertUser(t.db, { role: 'educator' });
  const student = await insertUser(t.db);
  const course = await insertCourse(t.db, {
    educatorId: educator.id,
    modules: [twoLessonModule('Only module')],
  });
  const enrollmentId = await insertEnrollment(t.db, { studentId: student.id, courseId: course.id });
  return { student, educator, course, enrollmentId, token: await t.tokenFor(student) };
}

/** The enrolment's last activity as stored. */
async function lastActivityOf(t: TestHarness, enrollmentId: number) {
  return t.db.selectFrom('enrollments').select(['last_video_id', 'last_watched_at']).where('id', '=', enrollmentId).executeTakeFirstOrThrow();
}

describe('the watch-time rule', () => {
  const at = new Date('2026-03-02T09:00:00.000Z');
  const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

  it('credits what was played, up to twice the time since the previous report and 30 s a report', () => {
    expect(creditedSeconds(9.5, at, later(10))).toBe(9.5);
    expect(creditedSeconds(20, at, later(10))).toBe(20);
    expect(creditedSeconds(25, at, later(10))).toBe(20);
    expect(creditedSeconds(600, at, later(3600))).toBe(30);
    expect(creditedSeconds(10, at, at)).toBe(0);
    expect(creditedSeconds(10, later(5), at)).toBe(0);
    expect(creditedSeconds(12, undefined, at)).toBe(12);
    expect(creditedSeconds(300, undefined, at)).toBe(30);
  });

  it('counts a lesson watched at 90 % of a known length', () => {
    expect(playedEnough(89.9, 100)).toBe(false);
    expect(playedEnough(90, 100)).toBe(true);
    expect(playedEnough(1000, null)).toBe(false);
  });
});

describeEachDatabase('lesson watch', (t) => {
  it('records where the learner left a lesson and how long they played it, and Continue Learning points there', async () => {
    const { course, enrollmentId, token } = await enrolled(t);
    const [first, second] = course.videoIds;
    const url = `/api/enrollments/${enrollmentId}/watch`;

    let response = await t.post(url, { videoId: first, position: 10.4, played: 10.4, duration: 600 }, token);
    expect(response.status).toBe(200);
    expect(watchReportResponseSchema.parse(response.body).lesson).toMatchObject({
      videoId: first,
      position: 10.4,
      watchedSeconds: 10.4,
      duration: 600,
    });
    t.clock.advanceSeconds(10);
    // A seek forward moves the position, not the watch time.
    response = await t.post(url, { videoId: first, position: 300, played: 9.8 }, token);
    expect(watchReportResponseSchema.parse(response.body).lesson).toMatchObject({ position: 300, watchedSeconds: 20.2, duration: 600 });
    t.clock.advanceSeconds(60);
    response = await t.post(url, { videoId: second, position: 754, played: 5, duration: 900 }, token);
    expect(response.status).toBe(200);

    const lessons = lessonWatchListSchema.parse((await t.get(url, token)).body).lessons;
    expect(lessons.map((lesson) => [lesson.videoId, lesson.position])).toEqual([
      [second, 754],
      [first, 300],
    ]);
    const enrollment = enrollmentResponseSchema.parse((await t.get(`/api/enrollments/${course.id}/my`, token)).body).enrollment;
    expect(enrollment.lastWatched).toEqual({ videoId: second, position: 754 });
    expect(enrollment.watchedVideos).toEqual([]);
    // The course page's 'Continue Learning' reads it from the status.
    expect((await t.get(`/api/enrollments/${course.id}/status`, token)).body).toEqual({
      enrolled: true,
      inCart: false,
      lastWatched: { videoId: second, position: 754 },
    });
  });

  it('marks a lesson watched once 90 % of its length has been played, and progress follows', async () => {
    const { course, enrollmentId, token } = await enrolled(t);
    const [first] = course.videoIds;
    const url = `/api/enrollments/${enrollmentId}/watch`;

    let body = watchReportResponseSchema.parse((await t.post(url, { videoId: first, position: 20, played: 20, duration: 40 }, token)).body);
    expect(body.enrollment.watchedVideos).toEqual([]);
    t.clock.advanceSeconds(10);
    body = watchReportResponseSchema.parse((await t.post(url, { videoId: first, position: 35, played: 15.9 }, token)).body);
    expect(body.lesson.watchedSeconds).toBe(35.9);
    expect(body.enrollment.watchedVideos).toEqual([]);
    t.clock.advanceSeconds(1);
    body = watchReportResponseSchema.parse((await t.post(url, { videoId: first, position: 36, played: 0.1 }, token)).body);
    expect(body.lesson.watchedSeconds).toBe(36);
    expect(body.enrollment).toMatchObject({ watchedVideos: [String(first)], progress: 50, completed: false });
  });

  it('does not let a burst of reports or a made-up figure inflate the watch time', async () => {
    const { course, enrollmentId, token } = await enrolled(t);
    const [first] = course.videoIds;
    const url = `/api/enrollments/${enrollmentId}/watch`;

    const responses = await Promise.all(
      Array.from({ length: 250 }, () => t.post(url, { videoId: first, position: 5, played: 3600, duration: 3600 }, token)),
    );
    // All 250 are answered 200: writes to one enrolment take turns in the API, so the burst holds one pool connection
    // at a time instead of all of them waiting on the row's lock past the pool's connect deadline.
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
    const { lessons } = lessonWatchListSchema.parse((await t.get(url, token)).body);
    expect(lessons.map((lesson) => lesson.watchedSeconds)).toEqual([30]);
    const enrollment = enrollmentResponseSchema.parse((await t.get(`/api/enrollments/${course.id}/my`, token)).body).enrollment;
    expect(enrollment.watchedVideos).toEqual([]);
  });

  it("refuses another student's enrolment, a video of another course and bad figures, changing nothing", async () => {
    const { course, enrollmentId, token } = await enrolled(t);
    const other = await enrolled(t);
    const url = `/api/enrollments/${enrollmentId}/watch`;

    let response = await t.post(`/api/enrollments/${other.enrollmentId}/watch`, { videoId: other.course.videoIds[0], position: 1, played: 1 }, token);
    expect(response.status).toBe(404);
    expect(messageOf(response)).toBe('Enrollment not found');
    expect((await t.get(`/api/enrollments/${other.enrollmentId}/watch`, token)).status).toBe(404);

    response = await t.post(url, { videoId: other.course.videoIds[0], position: 1, played: 1 }, token);
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('videoId: this video is not part of the course');

    for (const [body, message] of [
      [{ videoId: course.videoIds[0], position: -1, played: 1 }, 'position: must not be negative'],
      [{ videoId: course.videoIds[0], position: 1, played: '1' }, 'played: must be a number of seconds'],
      [{ videoId: course.videoIds[0], position: 1, played: 1, duration: 0 }, 'duration: must be more than zero'],
      [{ videoId: course.videoIds[0], position: 1e9, played: 1 }, 'position: must be at most 43200 seconds'],
    ] as const) {
      response = await t.post(url, body, token);
      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    expect(lessonWatchListSchema.parse((await t.get(url, token)).body).lessons).toEqual([]);
    expect(lessonWatchListSchema.parse((await t.get(`/api/enrollments/${other.enrollmentId}/watch`, other.token)).body).lessons).toEqual([]);
  });

  it("notes each report and each mark as the enrolment's last activity, which Continue Learning resumes", async () => {
    const { course, enrollmentId, token } = await enrolled(t);
    const [first = 0, second = 0] = course.videoIds;
    const other = await enrolled(t);
    expect(await lastActivityOf(t, enrollmentId)).toEqual({ last_video_id: null, last_watched_at: null });

    const reportedAt = t.clock.now().toISOString();
    expect((await t.post(`/api/enrollments/${enrollmentId}/watch`, { videoId: first, position: 42, played: 10, duration: 600 }, token)).status).toBe(
      200,
    );
    expect(await lastActivityOf(t, enrollmentId)).toEqual({ last_video_id: first, last_watched_at: reportedAt });

    t.clock.advanceSeconds(3600);
    const markedAt = t.clock.now().toISOString();
    const marked = await t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, { token, body: { videoId: second } });
    expect(marked.status).toBe(200);
    expect(await lastActivityOf(t, enrollmentId)).toEqual({ last_video_id: second, last_watched_at: markedAt });
    // Marked, never played: the lesson from its start.
    expect((await t.get(`/api/enrollments/${course.id}/status`, token)).body).toMatchObject({ lastWatched: { videoId: second, position: 0 } });

    t.clock.advanceSeconds(60);
    await t.post(`/api/enrollments/${enrollmentId}/watch`, { videoId: first, position: 50, played: 8 }, token);
    const enrollment = enrollmentResponseSchema.parse((await t.get(`/api/enrollments/${course.id}/my`, token)).body).enrollment;
    expect(enrollment.lastWatched).toEqual({ videoId: first, position: 50 });

    // A refused report or mark notes nothing.
    t.clock.advanceSeconds(60);
    const before = await lastActivityOf(t, enrollmentId);
    expect(
      (await t.post(`/api/enrollments/${enrollmentId}/watch`, { videoId: other.course.videoIds[0], position: 1, played: 1 }, token)).status,
    ).toBe(400);
    expect(
      (await t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, { token, body: { videoId: other.course.videoIds[0] } })).status,
    ).toBe(400);
    expect(await lastActivityOf(t, enrollmentId)).toEqual(before);
  });

  it('takes the latest remaining lesson as the last one when the educator deletes the lesson a learner stopped at', async () => {
    const { educator, course, enrollmentId, token } = await enrolled(t);
    const [first = 0, second = 0] = course.videoIds;
    await t.post(`/api/enrollments/${enrollmentId}/watch`, { videoId: first, position: 30, played: 10, duration: 600 }, token);
    t.clock.advanceSeconds(600);
    const lastAt = t.clock.now().toISOString();
    await t.post(`/api/enrollments/${enrollmentId}/watch`, { videoId: second, position: 5, played: 5, duration: 600 }, token);

    expect((await t.request('DELETE', `/api/videos/${second}`, { token: await t.tokenFor(educator) })).status).toBe(200);

    expect(await lastActivityOf(t, enrollmentId)).toEqual({ last_video_id: first, last_watched_at: lastAt });
    const enrollment = enrollmentResponseSchema.parse((await t.get(`/api/enrollments/${course.id}/my`, token)).body).enrollment;
    expect(enrollment.lastWatched).toEqual({ videoId: first, position: 30 });
  });

  it('forgets a lesson with its video, and the enrolment then has nothing to resume', async () => {
    const { course, enrollmentId, token } = await enrolled(t);
    const first = course.videoIds[0] ?? 0;
    await t.post(`/api/enrollments/${enrollmentId}/watch`, { videoId: first, position: 42, played: 10, duration: 100 }, token);
    await t.db.deleteFrom('videos').where('id', '=', first).execute();

    const enrollment = enrollmentResponseSchema.parse((await t.get(`/api/enrollments/${course.id}/my`, token)).body).enrollment;
    expect(enrollment.lastWatched).toBeNull();
  });
});

import { moduleListSchema, moduleResponseSchema } from '@lectern/shared-sdk/modules/schemas';
import { videoResponseSchema } from '@lectern/shared-sdk/videos/schemas';
import { insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';

const youtubeUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

async function moduleIdsOf(t: TestHarness, courseId: number): Promise<number[]> {
  const rows = await t.db.selectFrom('modules').select('id').where('course_id', '=', courseId).orderBy('position').orderBy('id').execute();
  return rows.map((row) => row.id);
}

type Call = [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown];

/** Every write to a course's content: create, edit and delete a module and a video. */
const contentWrites = (courseId: number, moduleId: number, videoId: number): Call[] => [
  ['POST', '/api/modules', { courseId, title: 'New', description: 'x' }],
  ['PATCH', `/api/modules/${moduleId}`, { title: 'Changed' }],
  ['DELETE', `/api/modules/${moduleId}`],
  ['POST', '/api/videos', { moduleId, title: 'New', youtubeUrl, duration: '5m' }],
  ['PATCH', `/api/videos/${videoId}`, { title: 'Changed' }],
  ['DELETE', `/api/videos/${videoId}`],
];

async function enrollmentOf(t: TestHarness, id: number) {
  return t.db.selectFrom('enrollments').select(['progress', 'completed', 'completed_at']).where('id', '=', id).executeTakeFirstOrThrow();
}

describeEachDatabase('modules and videos', (t) => {
  it('adds modules and videos in order and lists them with their videos', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const course = await insertCourse(t.db, { educatorId: educator.id, approved: false });

    const first = await t.request('POST', '/api/modules', { token, body: { courseId: course.id, title: '  Basics ', description: 'Start here' } });
    const second = await t.request('POST', '/api/modules', { token, body: { courseId: course.id, title: 'Advanced', description: 'Then this' } });
    expect(first.status).toBe(201);
    const firstModule = moduleResponseSchema.parse(first.body).module;
    expect(firstModule).toMatchObject({ title: 'Basics', description: 'Start here', courseId: course.id, videos: [] });
    const secondModule = moduleResponseSchema.parse(second.body).module;
    expect(secondModule.position).toBeGreaterThan(firstModule.position);

    for (const title of ['Intro', 'Setup']) {
      const added = await t.request('POST', '/api/videos', { token, body: { moduleId: firstModule.id, title, youtubeUrl, duration: '12m' } });
      expect(added.status).toBe(201);
      expect(videoResponseSchema.parse(added.body).video).toMatchObject({ title, youtubeUrl, duration: '12m', moduleTitle: 'Basics' });
    }

    const list = await t.get(`/api/modules/course/${course.id}`, token);
    expect(list.status).toBe(200);
    const modules = moduleListSchema.parse(list.body);
    expect(modules.map((module) => module.title)).toEqual(['Basics', 'Advanced']);
    expect(modules[0]?.videos.map((video) => video.title)).toEqual(['Intro', 'Setup']);
    const one = await t.get(`/api/modules/${firstModule.id}`, token);
    expect(moduleResponseSchema.parse(one.body).module.videos).toHaveLength(2);
    // The course page shows the same order.
    const detail = await t.get(`/api/courses/${course.id}`, token);
    expect(detail.body).toMatchObject({
      course: { modules: [{ title: 'Basics', videos: [{ title: 'Intro' }, { title: 'Setup' }] }, { title: 'Advanced' }] },
    });
  });

  it('edits modules and videos', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const course = await insertCourse(t.db, {
      educatorId: educator.id,
      modules: [{ title: 'Old module', position: 1, videos: [{ title: 'Old video', position: 1 }] }],
    });
    const [moduleId] = await moduleIdsOf(t, course.id);

    const module = await t.request('PATCH', `/api/modules/${moduleId}`, { token, body: { title: 'New module', description: 'New text' } });
    expect(module.status).toBe(200);
    expect(module.body).toMatchObject({ module: { title: 'New module', description: 'New text', videos: [{ title: 'Old video' }] } });

    const video = await t.request('PATCH', `/api/videos/${course.videoIds[0]}`, {
      token,
      body: { title: 'New video', youtubeUrl: 'https://youtu.be/abcdefghijk', duration: '1h 5m' },
    });
    expect(video.status).toBe(200);
    expect(video.body).toMatchObject({
      video: { title: 'New video', youtubeUrl: 'https://youtu.be/abcdefghijk', duration: '1h 5m', moduleTitle: 'New module' },
    });
    const read = await t.get(`/api/videos/${course.videoIds[0]}`, token);
    expect(read.body).toMatchObject({ video: { title: 'New video' } });
  });

  it('rejects bad bodies with 400 naming the field', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const course = await insertCourse(t.db, {
      educatorId: educator.id,
      modules: [{ title: 'M', position: 1, videos: [{ title: 'V', position: 1 }] }],
    });
    const [moduleId] = await moduleIdsOf(t, course.id);
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/modules', { courseId: course.id, title: ' ', description: 'd' }, 'title: is required'],
      ['POST', '/api/modules', { courseId: course.id, title: 'T' }, 'description: is required'],
      ['POST', '/api/modules', { title: 'T', description: 'd' }, 'courseId:'],
      ['PATCH', `/api/modules/${moduleId}`, { description: '' }, 'description: is required'],
      [
        'POST',
        '/api/videos',
        { moduleId, title: 'T', youtubeUrl: 'https://vimeo.com/123', duration: '5m' },
        'youtubeUrl: must be a YouTube video URL',
      ],
      ['POST', '/api/videos', { moduleId, title: '', youtubeUrl, duration: '5m' }, 'title: is required'],
      ['POST', '/api/videos', { moduleId, title: 'T', youtubeUrl, duration: '5 parsecs' }, 'duration: must be'],
      ['POST', '/api/videos', { moduleId, title: 'T', youtubeUrl }, 'duration: is required'],
      ['PATCH', `/api/videos/${course.videoIds[0]}`, { youtubeUrl: 'not a url' }, 'youtubeUrl:'],
    ];
    for (const [method, url, body, message] of cases) {
      const response = await t.request(method as 'POST' | 'PATCH', url, { token, body });
      expect({ url, status: response.status }).toEqual({ url, status: 400 });
      expect(messageOf(response)).toContain(message);
    }
    const videos = await t.db
      .selectFrom('videos')
      .select(['title', 'youtube_url'])
      .where('module_id', '=', moduleId as number)
      .execute();
    expect(videos).toEqual([{ title: 'V', youtube_url: 'https://www.youtube.com/watch?v=PkZNo7MFNFg' }]);
  });

  it("cannot read, change or delete another educator's modules and videos", async () => {
    const owner = await insertUser(t.db, { role: 'educator' });
    const intruder = await insertUser(t.db, { role: 'educator' });
    const student = await insertUser(t.db);
    const course = await insertCourse(t.db, {
      educatorId: owner.id,
      modules: [{ title: 'Mine', position: 1, videos: [{ title: 'My video', position: 1 }] }],
    });
    const [moduleId] = await moduleIdsOf(t, course.id);
    const videoId = course.videoIds[0];
    const token = await t.tokenFor(intruder);

    const attempts: Call[] = [
      ['GET', `/api/modules/course/${course.id}`],
      ['GET', `/api/modules/${moduleId}`],
      ['GET', `/api/videos/${videoId}`],
      ...contentWrites(course.id, moduleId as number, videoId as number),
    ];
    for (const [method, url, body] of attempts) {
      const response = await t.request(method, url, body === undefined ? { token } : { token, body });
      expect({ method, url, status: response.status }).toEqual({ method, url, status: 403 });
      const asStudent = await t.request(
        method,
        url,
        body === undefined ? { token: await t.tokenFor(student) } : { token: await t.tokenFor(student), body },
      );
      expect(asStudent.status).toBe(403);
    }
    const modules = await t.db.selectFrom('modules').select('title').where('course_id', '=', course.id).execute();
    expect(modules).toEqual([{ title: 'Mine' }]);
    const videos = await t.db
      .selectFrom('videos')
      .select('title')
      .where('module_id', '=', moduleId as number)
      .execute();
    expect(videos).toEqual([{ title: 'My video' }]);
  });

  it('answers 404 for modules, videos and courses that do not exist', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    expect((await t.get('/api/modules/987654', token)).status).toBe(404);
    expect((await t.get('/api/videos/987654', token)).status).toBe(404);
    expect((await t.get('/api/modules/course/987654', token)).status).toBe(404);
    expect((await t.request('POST', '/api/modules', { token, body: { courseId: 987654, title: 'T', description: 'd' } })).status).toBe(404);
    expect((await t.request('POST', '/api/videos', { token, body: { moduleId: 987654, title: 'T', youtubeUrl, duration: '5m' } })).status).toBe(404);
    expect((await t.request('DELETE', '/api/videos/987654', { token })).status).toBe(404);
  });

  it('gives an inactive educator 403 on every write to their own course, but lets them read', async () => {
    const educator = await insertUser(t.db, { role: 'educator', isApproved: false });
    const token = await t.tokenFor(educator);
    const course = await insertCourse(t.db, {
      educatorId: educator.id,
      modules: [{ title: 'Kept', position: 1, videos: [{ title: 'Kept video', position: 1 }] }],
    });
    const [moduleId] = await moduleIdsOf(t, course.id);
    const videoId = course.videoIds[0];
    for (const [method, url, body] of contentWrites(course.id, moduleId as number, videoId as number)) {
      const response = await t.request(method, url, body === undefined ? { token } : { token, body });
      expect({ url, status: response.status }).toEqual({ url, status: 403 });
      expect(messageOf(response)).toBe('Your educator account is inactive.');
    }
    expect((await t.get(`/api/modules/course/${course.id}`, token)).status).toBe(200);
    const videos = await t.db
      .selectFrom('videos')
      .select('title')
      .where('module_id', '=', moduleId as number)
      .execute();
    expect(videos).toEqual([{ title: 'Kept video' }]);
  });

  it('lets an admin read any course modules but not change them', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const admin = await insertUser(t.db, { role: 'admin' });
    const course = await insertCourse(t.db, { educatorId: educator.id, modules: [{ title: 'Readable', position: 1 }] });
    const token = await t.tokenFor(admin);
    expect((await t.get(`/api/modules/course/${course.id}`, token)).body).toMatchObject([{ title: 'Readable' }]);
    expect((await t.request('POST', '/api/modules', { token, body: { courseId: course.id, title: 'Admin', description: 'x' } })).status).toBe(403);
  });

  it('deleting a module removes its videos and watched marks and recomputes progress in the same change', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const student = await insertUser(t.db);
    const course = await insertCourse(t.db, {
      educatorId: educator.id,
      modules: [
        {
          title: 'Watched',
          position: 1,
          videos: [
            { title: 'A', position: 1 },
            { title: 'B', position: 2 },
          ],
        },
        {
          title: 'Unwatched',
          position: 2,
          videos: [
            { title: 'C', position: 1 },
            { title: 'D', position: 2 },
          ],
        },
      ],
    });
    const [watchedModule, unwatchedModule] = await moduleIdsOf(t, course.id);
    const enrollment = await insertEnrollment(t.db, {
      studentId: student.id,
      courseId: course.id,
      progress: 50,
      watchedVideoIds: course.videoIds.slice(0, 2),
    });

    const removed = await t.request('DELETE', `/api/modules/${unwatchedModule}`, { token });

    expect(removed.status).toBe(200);
    expect(messageOf(removed)).toBe('Module deleted');
    // Both remaining videos are watched: the student has now finished the course.
    expect(await enrollmentOf(t, enrollment)).toMatchObject({ progress: 100, completed: 1 });
    const orphans = await t.db
      .selectFrom('videos')
      .select('id')
      .where('module_id', '=', unwatchedModule as number)
      .execute();
    expect(orphans).toEqual([]);

    await t.request('DELETE', `/api/modules/${watchedModule}`, { token });
    expect(await enrollmentOf(t, enrollment)).toMatchObject({ progress: 0, completed: 0, completed_at: null });
    const marks = await t.db.selectFrom('watched_videos').select('video_id').where('enrollment_id', '=', enrollment).execute();
    expect(marks).toEqual([]);
    expect(await moduleIdsOf(t, course.id)).toEqual([]);
  });

  it('adding a video reopens a finished enrolment; deleting it completes it again', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const student = await insertUser(t.db);
    const course = await insertCourse(t.db, {
      educatorId: educator.id,
      modules: [{ title: 'M', position: 1, videos: [{ title: 'A', position: 1 }] }],
    });
    const [moduleId] = await moduleIdsOf(t, course.id);
    const enrollment = await insertEnrollment(t.db, { studentId: student.id, courseId: course.id, progress: 100, watchedVideoIds: course.videoIds });

    const added = await t.request('POST', '/api/videos', { token, body: { moduleId, title: 'B', youtubeUrl, duration: '5m' } });
    expect(await enrollmentOf(t, enrollment)).toMatchObject({ progress: 50, completed: 0, completed_at: null });

    const { video } = videoResponseSchema.parse(added.body);
    const removed = await t.request('DELETE', `/api/videos/${video.id}`, { token });
    expect(removed.status).toBe(200);
    expect(messageOf(removed)).toBe('Video deleted');
    expect(await enrollmentOf(t, enrollment)).toMatchObject({ progress: 100, completed: 1 });
  });

  it('concurrent additions to one course all land, each at its own position', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const course = await insertCourse(t.db, { educatorId: educator.id });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        t.request('POST', '/api/modules', { token, body: { courseId: course.id, title: `M${index}`, description: 'x' } }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const rows = await t.db.selectFrom('modules').select('position').where('course_id', '=', course.id).execute();
    expect(new Set(rows.map((row) => row.position)).size).toBe(6);
  });

  it('a video added while its module is deleted is refused with 404, never left orphaned', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const course = await insertCourse(t.db, { educatorId: educator.id, modules: [{ title: 'Doomed', position: 1 }] });
    const [moduleId] = await moduleIdsOf(t, course.id);
    const [removed, added] = await Promise.all([
      t.request('DELETE', `/api/modules/${moduleId}`, { token }),
      t.request('POST', '/api/videos', { token, body: { moduleId, title: 'Late', youtubeUrl, duration: '5m' } }),
    ]);
    expect(removed.status).toBe(200);
    expect([201, 404]).toContain(added.status);
    const videos = await t.db
      .selectFrom('videos')
      .select('id')
      .where('module_id', '=', moduleId as number)
      .execute();
    expect(videos).toEqual([]);
  });

  it("a change to a course's modules or videos moves its updatedAt (the sitemap's lastmod)", async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const course = await insertCourse(t.db, {
      educatorId: educator.id,
      modules: [{ title: 'Module', position: 1, videos: [{ title: 'Video', position: 1 }] }],
    });
    const [moduleId] = await moduleIdsOf(t, course.id);
    const longAgo = '2001-01-01T00:00:00.000Z';
    const updatedAt = async () => ((await t.get(`/api/courses/${course.id}`, token)).body as { course: { updatedAt: string } }).course.updatedAt;
    const changes: Array<[string, () => Promise<{ status: number }>]> = [
      ['module edit', () => t.request('PATCH', `/api/modules/${moduleId}`, { token, body: { title: 'Renamed' } })],
      ['video edit', () => t.request('PATCH', `/api/videos/${course.videoIds[0]}`, { token, body: { title: 'Renamed video' } })],
      ['video added', () => t.request('POST', '/api/videos', { token, body: { moduleId, title: 'Another', youtubeUrl, duration: '3m' } })],
    ];
    for (const [change, run] of changes) {
      await t.db.updateTable('courses').set({ updated_at: longAgo }).where('id', '=', course.id).execute();
      expect(await updatedAt()).toBe(longAgo);
      expect({ change, succeeded: (await run()).status < 300 }).toEqual({ change, succeeded: true });
      expect({ change, moved: Date.parse(await updatedAt()) > Date.parse(longAgo) }).toEqual({ change, moved: true });
    }
  });
});

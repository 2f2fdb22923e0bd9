import { fixturePassword, insertCourse, insertUser } from '../testing/fixtures';
import { describeEachDatabase, type TestResponse } from '../testing/test-app';

/**
 * Two flows of the original client of this product, unmodified: its calls in the order its screens make them, read
 * the way it reads them (spec: educator-and-admin.md and public-and-student.md, "API calls").
 */

const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** The client reads `{course}` or the course itself, and `_id`. */
const idOf = (body: unknown, key: string): string => {
  const record = body as Record<string, { _id?: string } | undefined> & { _id?: string };
  const id = record[key]?._id ?? record._id;
  if (typeof id !== 'string') throw new Error(`no _id in ${JSON.stringify(body)}`);
  return id;
};

const ok = (response: TestResponse) => {
  expect({ status: response.status, body: response.status < 300 ? 'ok' : response.body }).toMatchObject({ body: 'ok' });
  return response.body;
};

describeEachDatabase('the original client, unmodified', (t) => {
  it("adds a video to a new module, though its add-video screen asks for the modules of the module's id", async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    // Another educator's courses come first, so the new module's id is none of this educator's course ids (the screen
    // worked before only when it happened to be one) but another educator's.
    const other = await insertUser(t.db, { role: 'educator' });
    for (let n = 0; n < 3; n += 1) await insertCourse(t.db, { educatorId: other.id });

    const { token } = ok(await t.post('/api/auth/login', { email: educator.email, password: fixturePassword })) as { token: string };
    // Add course, then its page, then Add Module.
    const courseId = idOf(
      ok(
        await t.post(
          '/api/courses',
          {
            title: 'Python from zero',
            description: 'Lists, loops and files',
            price: '0',
            duration: '2h',
            image: '',
            category: 'Programming Fundamentals',
          },
          token,
        ),
      ),
      'course',
    );
    ok(await t.get(`/api/courses/${courseId}`, token));
    ok(await t.get(`/api/modules/course/${courseId}`, token));
    const moduleId = idOf(ok(await t.post('/api/modules', { courseId, title: 'Collections', description: 'Lists and tuples' }, token)), 'module');
    const myCourseIds = (ok(await t.get('/api/courses/my', token)) as { courses: { _id: string }[] }).courses.map((course) => course._id);
    expect(myCourseIds).toEqual([courseId]);
    expect(myCourseIds).not.toContain(moduleId);
    const namesake = await t.db.selectFrom('courses').select('educator_id').where('id', '=', Number(moduleId)).executeTakeFirst();
    expect(namesake?.educator_id).toBe(other.id);

    // The add-video screen (/educator/courses/{courseId}/modules/{moduleId}/add-video) shows its form once this call
    // succeeds; it reads `module` or the body itself.
    const asked = await t.get(`/api/modules/course/${moduleId}`, token);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual([expect.objectContaining({ _id: moduleId, title: 'Collections', videos: [] })]);
    ok(await t.post('/api/videos', { moduleId, title: 'Lists', youtubeUrl: youtube('PkZNo7MFNFg'), duration: '12m' }, token));

    // Back on the course's page, the module holds the video.
    const modules = ok(await t.get(`/api/modules/course/${courseId}`, token)) as { _id: string; videos: { title: string }[] }[];
    expect(modules.map((module) => [module._id, module.videos.map((video) => video.title)])).toEqual([[moduleId, ['Lists']]]);

    // Nobody else learns anything from a module's id: an educator with no course, and a student, get the refusal that
    // someone else's course id gets.
    for (const who of [await insertUser(t.db, { role: 'educator' }), await insertUser(t.db)]) {
      const refused = await t.get(`/api/modules/course/${moduleId}`, await t.tokenFor(who));
      expect({ role: who.role, status: refused.status }).toEqual({ role: who.role, status: 403 });
      expect(JSON.stringify(refused.body)).not.toContain('Collections');
    }
  });

  it("plays every lesson of a free course from the anonymous course call, and still none of a paid course's", async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const lessons = [
      { title: 'One', position: 1 },
      { title: 'Two', position: 2 },
      { title: 'Three', position: 3 },
    ];
    const free = await insertCourse(t.db, { educatorId: educator.id, priceCents: 0, modules: [{ title: 'Basics', position: 1, videos: lessons }] });
    const paid = await insertCourse(t.db, {
      educatorId: educator.id,
      priceCents: 1900,
      modules: [{ title: 'Basics', position: 1, videos: lessons }],
    });
    const addresses = [youtube('aaaaaaaaaa1'), youtube('aaaaaaaaaa2'), youtube('aaaaaaaaaa3')];
    for (const course of [free, paid]) {
      for (const [index, videoId] of course.videoIds.entries()) {
        await t.db
          .updateTable('videos')
          .set({ youtube_url: addresses[index] ?? '' })
          .where('id', '=', videoId)
          .execute();
      }
    }

    // A student enrols in the free course from its page, then its player reads each lesson's address from the course
    // call, made without the token.
    const student = await insertUser(t.db);
    const { token } = ok(await t.post('/api/auth/login', { email: student.email, password: fixturePassword })) as { token: string };
    ok(await t.get(`/api/courses/${free.id}`));
    ok(await t.post('/api/enrollments', { courseId: String(free.id) }, token));
    const lessonAddresses = async (courseId: number) => {
      const body = ok(await t.get(`/api/courses/${courseId}`)) as { course: { modules: { videos: { youtubeUrl?: string }[] }[] } };
      return body.course.modules.flatMap((module) => module.videos.map((video) => video.youtubeUrl));
    };
    expect(await lessonAddresses(free.id)).toEqual(addresses);
    // Each lesson is marked watched on the player: the course is complete after the last.
    const { enrollment } = ok(await t.get(`/api/enrollments/${free.id}/my`, token)) as { enrollment: { _id: string } };
    let progress: unknown;
    for (const videoId of free.videoIds) {
      progress = ok(await t.request('PATCH', `/api/enrollments/${enrollment._id}/progress`, { token, body: { videoId: String(videoId) } }));
    }
    expect(progress).toMatchObject({ progress: 100, completed: true });

    // Paid content stays paid: the paid course's lessons have no address for someone who has not bought it.
    expect(await lessonAddresses(paid.id)).toEqual([undefined, undefined, undefined]);
  });
});

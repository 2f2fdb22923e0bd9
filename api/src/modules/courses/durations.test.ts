import { courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

/**
 * Course and video forms send durations as people type them (the original client sends "8 hours", "10:30",
 * "90 min"): the API stores the spec's form ('1h 20m'), and nonsense is a 400 naming the field.
 */

const course = { title: 'Durations', description: 'As people write them.', category: 'Web Development', price: 0 };

/** What people type, and what is stored, for a course and (clock forms included) for a video. */
const readable: [typed: string, stored: string][] = [
  ['2h 30m', '2h 30m'],
  ['45m', '45m'],
  ['8 hours', '8h'],
  ['1.5h', '1h 30m'],
  ['90 min', '1h 30m'],
  ['1 hour 20 minutes', '1h 20m'],
  ['1 hour and 20 minutes', '1h 20m'],
  ['2h30m', '2h 30m'],
  ['  3 Hours ', '3h'],
];
const clocks: [typed: string, stored: string][] = [
  ['10:30', '11m'],
  ['10:29', '10m'],
  ['0:20', '1m'],
  ['1:02:03', '1h 2m'],
];
const nonsense = ['', 'soon', '90', '8 apples', '-1h', '1h 1h', '0h', '0:00', '10000 hours', '1:60:00', "' or 1=1 --"];

describeEachDatabase('durations as people write them', (t) => {
  async function educatorWithModule() {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const inserted = await insertCourse(t.db, {
      educatorId: educator.id,
      modules: [{ title: 'Module', position: 1, videos: [{ title: 'Video', position: 1 }] }],
    });
    const module = await t.db.selectFrom('modules').select('id').where('course_id', '=', inserted.id).executeTakeFirstOrThrow();
    return { token, courseId: inserted.id, moduleId: module.id, videoId: inserted.videoIds[0] ?? 0 };
  }

  it.each(readable)('a course takes %p and stores %p, on create and on edit', async (typed, stored) => {
    const { token } = await educatorWithModule();
    const created = await t.request('POST', '/api/courses', { token, body: { ...course, duration: typed } });
    expect(created.status).toBe(201);
    const { course: saved } = courseResponseSchema.parse(created.body);
    expect(saved.duration).toBe(stored);

    const edited = await t.request('PATCH', `/api/courses/${saved.id}`, { token, body: { duration: typed } });
    expect(edited.status).toBe(200);
    expect(courseResponseSchema.parse(edited.body).course.duration).toBe(stored);
  });

  it.each([...readable, ...clocks])('a video takes %p and stores %p, with its length in seconds for the insights', async (typed, stored) => {
    const { token, moduleId, videoId } = await educatorWithModule();
    const created = await t.request('POST', '/api/videos', {
      token,
      body: { moduleId, title: 'Lesson', youtubeUrl: 'https://youtu.be/PkZNo7MFNFg', duration: typed },
    });
    expect(created.status).toBe(201);
    const row = await t.db
      .selectFrom('videos')
      .select(['duration', 'length_seconds'])
      .where('module_id', '=', moduleId)
      .where('title', '=', 'Lesson')
      .executeTakeFirstOrThrow();
    expect(row.duration).toBe(stored);
    const [, hours = '0', minutes = '0'] = /^(?:(\d+)h)?\s*(?:(\d+)m)?$/.exec(stored) ?? [];
    expect(row.length_seconds).toBe((Number(hours) * 60 + Number(minutes)) * 60);

    const edited = await t.request('PATCH', `/api/videos/${videoId}`, { token, body: { duration: typed } });
    expect(edited.status).toBe(200);
    expect((await t.db.selectFrom('videos').select('duration').where('id', '=', videoId).executeTakeFirstOrThrow()).duration).toBe(stored);
  });

  it("refuses the clock form on a course: '10:30' could be hours or minutes", async () => {
    const { token } = await educatorWithModule();
    const response = await t.request('POST', '/api/courses', { token, body: { ...course, duration: '10:30' } });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe("duration: must be a duration like '2h 30m', '8 hours', '1.5h' or '90 min'");
  });

  it.each(nonsense)('refuses %p with a 400 naming the field, on a course and on a video, and changes nothing', async (typed) => {
    const { token, courseId, moduleId, videoId } = await educatorWithModule();
    const before = await t.db.selectFrom('videos').select('duration').where('id', '=', videoId).executeTakeFirstOrThrow();

    const responses = [
      await t.request('POST', '/api/courses', { token, body: { ...course, duration: typed } }),
      await t.request('PATCH', `/api/courses/${courseId}`, { token, body: { duration: typed } }),
      await t.request('POST', '/api/videos', {
        token,
        body: { moduleId, title: 'Refused', youtubeUrl: 'https://youtu.be/PkZNo7MFNFg', duration: typed },
      }),
      await t.request('PATCH', `/api/videos/${videoId}`, { token, body: { duration: typed } }),
    ];

    for (const response of responses) {
      expect(response.status).toBe(400);
      expect(messageOf(response)).toMatch(/^duration: must be /);
    }
    expect(await t.db.selectFrom('videos').select('duration').where('id', '=', videoId).executeTakeFirstOrThrow()).toEqual(before);
    expect(await t.db.selectFrom('videos').select('id').where('title', '=', 'Refused').execute()).toEqual([]);
  });
});

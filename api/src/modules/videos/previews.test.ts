import { courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import { videoResponseSchema } from '@lectern/shared-sdk/videos/schemas';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { describeEachDatabase } from '../../testing/test-app';

const previewUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const paidUrl = 'https://www.youtube.com/watch?v=PkZNo7MFNFg';

describeEachDatabase('free previews', (t) => {
  it('gives anyone the address of a preview lesson and of no other, and follows the switch', async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    const token = await t.tokenFor(educator);
    const course = await insertCourse(t.db, { educatorId: educator.id, priceCents: 4900, modules: [{ title: 'Basics', position: 1 }] });
    const moduleId = (await t.db.selectFrom('modules').select('id').where('course_id', '=', course.id).executeTakeFirstOrThrow()).id;

    const preview = await t.post('/api/videos', { moduleId, title: 'Welcome', youtubeUrl: previewUrl, duration: '5m', isPreview: true }, token);
    expect(preview.status).toBe(201);
    expect(videoResponseSchema.parse(preview.body).video.isPreview).toBe(true);
    const paid = await t.post('/api/videos', { moduleId, title: 'The Real Thing', youtubeUrl: paidUrl, duration: '25m' }, token);
    expect(videoResponseSchema.parse(paid.body).video.isPreview).toBe(false);

    const lessonsSeenBy = async (as?: string) => {
      const response = await t.get(`/api/courses/${course.id}`, as);
      return { raw: JSON.stringify(response.body), videos: courseResponseSchema.parse(response.body).course.modules[0]!.videos };
    };
    const visitor = await lessonsSeenBy();
    expect(visitor.videos.map((video) => [video.title, video.isPreview, video.youtubeUrl])).toEqual([
      ['Welcome', true, previewUrl],
      ['The Real Thing', false, undefined],
    ]);
    expect(visitor.raw).not.toContain('PkZNo7MFNFg');
    // A student who has not bought it sees the same; the educator sees both.
    expect((await lessonsSeenBy(await t.tokenFor(await insertUser(t.db)))).raw).not.toContain('PkZNo7MFNFg');
    expect((await lessonsSeenBy(token)).raw).toContain('PkZNo7MFNFg');

    const paidId = videoResponseSchema.parse(paid.body).video.id;
    const previewId = videoResponseSchema.parse(preview.body).video.id;
    expect((await t.request('PATCH', `/api/videos/${paidId}`, { token, body: { isPreview: true } })).status).toBe(200);
    expect((await t.request('PATCH', `/api/videos/${previewId}`, { token, body: { isPreview: false } })).status).toBe(200);
    const after = await lessonsSeenBy();
    expect(after.videos.map((video) => [video.title, video.isPreview, video.youtubeUrl])).toEqual([
      ['Welcome', false, undefined],
      ['The Real Thing', true, paidUrl],
    ]);

    const refused = await t.request('PATCH', `/api/videos/${paidId}`, { token, body: { isPreview: 'yes' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('isPreview');
  });
});

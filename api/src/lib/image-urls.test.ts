import { courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import { insertUser } from '../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness } from '../testing/test-app';

/**
 * Image fields (a course's image, a profile image) take only https addresses in production, so no image in an admin's
 * list is a plain-http tracking pixel; http stays allowed in development and tests. The app's own address, where
 * the demo covers are drawn, is always taken.
 */

const course = { title: 'Images', description: 'Covers and avatars.', category: 'Web Development', price: 0, duration: '1h' };

async function signedIn(t: TestHarness, role: 'educator' | 'student') {
  const user = await insertUser(t.db, { role });
  return { user, token: await t.tokenFor(user) };
}

describeEachDatabase(
  'image addresses in production',
  (t) => {
    it('refuses an http course image with a 400 naming the field, on create and on edit, and changes nothing', async () => {
      const { user, token } = await signedIn(t, 'educator');

      const refused = await t.request('POST', '/api/courses', { token, body: { ...course, image: 'http://tracker.example.com/pixel.gif' } });
      expect(refused.status).toBe(400);
      expect(messageOf(refused)).toBe('image: must be an https:// URL');
      expect(await t.db.selectFrom('courses').select('id').where('educator_id', '=', user.id).execute()).toEqual([]);

      const created = await t.request('POST', '/api/courses', { token, body: { ...course, image: 'https://images.example.com/cover.png' } });
      expect(created.status).toBe(201);
      const { id } = courseResponseSchema.parse(created.body).course;
      const edit = await t.request('PATCH', `/api/courses/${id}`, { token, body: { image: 'HTTP://tracker.example.com/pixel.gif' } });
      expect(edit.status).toBe(400);
      expect(messageOf(edit)).toBe('image: must be an https:// URL');
      expect((await t.db.selectFrom('courses').select('image').where('id', '=', id).executeTakeFirstOrThrow()).image).toBe(
        'https://images.example.com/cover.png',
      );
      expect((await t.request('PATCH', `/api/courses/${id}`, { token, body: { image: '' } })).status).toBe(200);
    });

    it('refuses an http profile image with a 400 naming profileImage; https and clearing it work', async () => {
      const { user, token } = await signedIn(t, 'student');

      const refused = await t.request('PATCH', '/api/users/profile', {
        token,
        body: { name: 'Renamed', profileImage: 'http://tracker.example.com/me.gif' },
      });
      expect(refused.status).toBe(400);
      expect(messageOf(refused)).toBe('profileImage: must be an https:// URL');
      expect(await t.db.selectFrom('users').select(['name', 'profile_image']).where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual({
        name: user.name,
        profile_image: null,
      });

      const taken = await t.request('PATCH', '/api/users/profile', { token, body: { profileImage: 'https://images.example.com/me.png' } });
      expect(taken.status).toBe(200);
      expect((await t.request('PATCH', '/api/users/profile', { token, body: { profileImage: '' } })).status).toBe(200);
    });

    it("keeps the demo covers: they are on the app's own https address, and a demo course saved unchanged is taken", async () => {
      const educator = await t.db.selectFrom('users').selectAll().where('email', '=', 'ada.okafor@lectern.dev').executeTakeFirstOrThrow();
      const token = await t.tokenFor(educator);
      const demo = await t.db
        .selectFrom('courses')
        .select(['id', 'image'])
        .where('educator_id', '=', educator.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(demo.image).toMatch(/^https:\/\/learn\.example\.edu\/demo\/courses\/.+\.svg$/);

      const saved = await t.request('PATCH', `/api/courses/${demo.id}`, { token, body: { image: demo.image } });
      expect(saved.status).toBe(200);
    });
  },
  { seed: true, env: { NODE_ENV: 'production', SEED: 'demo', ADMIN_PASSWORD: 'the owner password', PUBLIC_APP_URL: 'https://learn.example.edu' } },
);

describeEachDatabase(
  'image addresses in production on an http app address (behind a TLS proxy it does not know of)',
  (t) => {
    it("takes the app's own http address (the demo covers) and nothing else over http", async () => {
      const { token } = await signedIn(t, 'educator');
      const own = await t.request('POST', '/api/courses', { token, body: { ...course, image: 'http://localhost:3000/demo/courses/web.svg' } });
      expect(own.status).toBe(201);
      const other = await t.request('POST', '/api/courses', { token, body: { ...course, image: 'http://localhost:3001/pixel.gif' } });
      expect(other.status).toBe(400);
      expect(messageOf(other)).toBe('image: must be an https:// URL');
    });
  },
  { env: { NODE_ENV: 'production', PUBLIC_APP_URL: 'http://localhost:3000' } },
);

describeEachDatabase('image addresses outside production', (t) => {
  it('takes http, so local images and the tests keep working', async () => {
    const { token } = await signedIn(t, 'educator');
    expect((await t.request('POST', '/api/courses', { token, body: { ...course, image: 'http://localhost:8080/cover.png' } })).status).toBe(201);
    const student = await signedIn(t, 'student');
    expect(
      (await t.request('PATCH', '/api/users/profile', { token: student.token, body: { profileImage: 'http://localhost:8080/me.png' } })).status,
    ).toBe(200);
  });
});

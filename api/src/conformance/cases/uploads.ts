import { halves } from '../../testing/images';
import { upload } from '../../testing/multipart';
import { sources, type ConformanceCase, type Context } from '../case';

/** The address an upload answers is on the site's origin, at /uploads/<name>; the name is what GET /api/uploads takes. */
const uploadedAt = (body: unknown, publicAppUrl: string) => {
  const { url, name } = body as { url: string; name: string };
  expect(url).toBe(`${publicAppUrl}/uploads/${name}`);
  return name;
};

async function uploadedName({ t, learner }: Context): Promise<string> {
  const response = await t.request('POST', '/api/uploads/profile-photos', {
    token: learner.token,
    ...upload(await halves(300, 200, 'png'), 'a.png', 'image/png'),
  });
  return (response.body as { name: string }).name;
}

/** The spec-conformance cases of the uploads routes (not in the spec, whose image fields take addresses). */
export const uploadsCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'POST /api/uploads/course-images | multipart file (JPEG, PNG, WebP, GIF; 8 MB) | 201 {url, name, width, height, contentType}',
    route: 'POST /api/uploads/course-images',
    call: async ({ educator }) => ({
      method: 'POST',
      url: '/api/uploads/course-images',
      token: educator.token,
      ...upload(await halves(1600, 1200, 'jpeg')),
    }),
    status: 201,
    check: ({ body }, { t }) => {
      uploadedAt(body, t.app.env.publicAppUrl);
      expect(body).toMatchObject({ width: 1280, height: 800, contentType: 'image/webp' });
    },
  },
  {
    source: sources.extension,
    row: 'POST /api/uploads/profile-photos | multipart file | 201 {url, name, width, height, contentType}, a 256×256 square',
    route: 'POST /api/uploads/profile-photos',
    call: async ({ learner }) => ({
      method: 'POST',
      url: '/api/uploads/profile-photos',
      token: learner.token,
      ...upload(await halves(640, 480, 'png'), 'me.png', 'image/png'),
    }),
    status: 201,
    check: ({ body }, { t }) => {
      uploadedAt(body, t.app.env.publicAppUrl);
      expect(body).toMatchObject({ width: 256, height: 256, contentType: 'image/webp' });
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/uploads/{name} -> the image (image/webp), cacheable for a year (no token)',
    route: 'GET /api/uploads/:name',
    call: async (ctx) => ({ method: 'GET', url: `/api/uploads/${await uploadedName(ctx)}` }),
    check: ({ headers }) => {
      expect(headers['content-type']).toBe('image/webp');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  },
];

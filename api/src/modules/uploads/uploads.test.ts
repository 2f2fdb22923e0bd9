import sharp from 'sharp';
import { uploadedImageSchema } from '@lectern/shared-sdk/uploads/schemas';
import { FakeS3 } from '../../testing/fake-s3';
import { insertUser } from '../../testing/fixtures';
import { halves, jpegPhoto, pixelAt, pngClaiming } from '../../testing/images';
import { multipartBody, upload } from '../../testing/multipart';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';
import { imageMessages, MAX_UPLOAD_BYTES } from './image-processing';
import { storeMessages } from './upload-store';
import { IMMUTABLE_CACHE_CONTROL, uploadMessages } from './uploads.routes';

const COURSE_IMAGES = '/api/uploads/course-images';
const PROFILE_PHOTOS = '/api/uploads/profile-photos';

const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="400" height="250"><script>alert(1)</script></svg>';

/** Sends one file to an upload route as the forms do. */
function send(t: TestHarness, url: string, token: string | undefined, data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const { payload, headers } = upload(data, filename, contentType);
  return t.request('POST', url, { ...(token ? { token } : {}), payload, headers });
}

/** The stored image an upload answered, read back the way the site's origin reads it (no token). */
async function fetchStored(t: TestHarness, url: string) {
  const name = new URL(url).pathname.replace('/uploads/', '');
  const response = await t.app.inject({ method: 'GET', url: `/api/uploads/${name}` });
  return { response, bytes: response.rawPayload, metadata: await sharp(response.rawPayload).metadata() };
}

function defineUploadTests(t: TestHarness) {
  let tokens: { educator: string; inactiveEducator: string; student: string; admin: string };
  beforeAll(async () => {
    tokens = await t.tokensFor({
      educator: await insertUser(t.db, { role: 'educator' }),
      inactiveEducator: await insertUser(t.db, { role: 'educator', isApproved: false }),
      student: await insertUser(t.db),
      admin: await insertUser(t.db, { role: 'admin' }),
    });
  });

  it('takes a large JPEG as a course image: cut to 16:10 at 1280×800, WebP, without its EXIF, at an address on the site’s origin', async () => {
    const photo = await jpegPhoto(2400, 1800);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await send(t, COURSE_IMAGES, tokens.educator, photo, 'holiday.jpg');
    expect(response.status).toBe(201);
    const image = uploadedImageSchema.parse(response.body);
    expect(image).toMatchObject({ width: 1280, height: 800, contentType: 'image/webp' });
    expect(image.url).toBe(`${t.app.env.publicAppUrl}/uploads/${image.name}`);
    expect(image.name).toMatch(/^[a-f0-9]{32}\.webp$/);

    const { response: served, metadata } = await fetchStored(t, image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(metadata).toMatchObject({ format: 'webp', width: 1280, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('takes a PNG as a profile photo from anyone signed in: a 256×256 square', async () => {
    for (const token of [tokens.student, tokens.educator, tokens.admin]) {
      const png = await halves(800, 600, 'png');
      const response = await send(t, PROFILE_PHOTOS, token, png, 'me.png', 'image/png');
      expect(response.status).toBe(201);
      const image = uploadedImageSchema.parse(response.body);
      expect(image).toMatchObject({ width: 256, height: 256 });
      expect((await fetchStored(t, image.url)).metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    }
  });

  it('takes WebP and GIF too, and does not enlarge a small course image', async () => {
    const webp = await send(t, COURSE_IMAGES, tokens.educator, await halves(640, 400, 'webp'), 'small.webp', 'image/webp');
    expect(webp.status).toBe(201);
    expect(webp.body).toMatchObject({ width: 640, height: 400 });
    const gif = await send(t, PROFILE_PHOTOS, tokens.student, await halves(300, 300, 'gif'), 'me.gif', 'image/gif');
    expect(gif.status).toBe(201);
    expect(gif.body).toMatchObject({ width: 256, height: 256 });
  });

  it('turns a photo upright by its EXIF orientation before cutting it', async () => {
    // Stored 400×200, left half red; orientation 6 shows it turned a quarter clockwise: red on top, blue below.
    const response = await send(t, PROFILE_PHOTOS, tokens.student, await halves(400, 200, 'jpeg', 6));
    expect(response.status).toBe(201);
    const { bytes } = await fetchStored(t, uploadedImageSchema.parse(response.body).url);
    const [topRed, , topBlue] = await pixelAt(bytes, 128, 20);
    const [bottomRed, , bottomBlue] = await pixelAt(bytes, 128, 236);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('names an image by its content: the same picture twice is the same address', async () => {
    const png = await halves(500, 500, 'png');
    const first = uploadedImageSchema.parse((await send(t, PROFILE_PHOTOS, tokens.student, png, 'a.png', 'image/png')).body);
    const second = uploadedImageSchema.parse((await send(t, PROFILE_PHOTOS, tokens.admin, png, 'b.png', 'image/png')).body);
    expect(second.url).toBe(first.url);
  });

  it.each([
    ['an SVG', svg, 'cover.svg', 'image/svg+xml', imageMessages.svg],
    ['an SVG named and typed as a PNG', svg, 'cover.png', 'image/png', imageMessages.svg],
    ['a text file', 'Just some notes, not a picture.\n', 'notes.txt', 'text/plain', imageMessages.notAnImage],
    ['an HTML page typed as a JPEG', '<!doctype html><script>alert(1)</script>', 'x.jpg', 'image/jpeg', imageMessages.notAnImage],
    ['a TIFF', 'II*\u0000' + 'x'.repeat(64), 'scan.tiff', 'image/tiff', imageMessages.notAnImage],
  ])('refuses %s with a message, and stores nothing', async (_name, data, filename, contentType, message) => {
    const response = await send(t, COURSE_IMAGES, tokens.educator, data, filename, contentType);
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('refuses a truncated JPEG as damaged', async () => {
    const photo = await jpegPhoto(800, 600);
    const response = await send(t, COURSE_IMAGES, tokens.educator, photo.subarray(0, Math.floor(photo.length / 2)));
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(imageMessages.unreadable);
  });

  it('refuses an image whose header claims more than 40 megapixels, before decoding it', async () => {
    const response = await send(t, PROFILE_PHOTOS, tokens.student, await pngClaiming(50_000, 50_000), 'bomb.png', 'image/png');
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(imageMessages.tooManyPixels);
  });

  it('refuses a file over 8 MB with a 413', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await send(t, COURSE_IMAGES, tokens.educator, big);
    expect(response.status).toBe(413);
    expect(messageOf(response)).toBe(imageMessages.tooLarge);
  });

  it('says how to send an upload: multipart, one file, a file at all', async () => {
    const json = await t.request('POST', PROFILE_PHOTOS, { token: tokens.student, body: { image: 'https://example.com/a.png' } });
    expect(json.status).toBe(415);
    expect(messageOf(json)).toBe(uploadMessages.notMultipart);

    const raw = await t.request('POST', PROFILE_PHOTOS, {
      token: tokens.student,
      payload: await halves(64, 64, 'png'),
      headers: { 'content-type': 'image/png' },
    });
    expect(raw.status).toBe(415);

    const png = await halves(64, 64, 'png');
    const two = multipartBody([
      { filename: 'a.png', contentType: 'image/png', data: png },
      { filename: 'b.png', contentType: 'image/png', data: png },
    ]);
    const twoFiles = await t.request('POST', PROFILE_PHOTOS, { token: tokens.student, ...two });
    expect(twoFiles.status).toBe(413);
    expect(messageOf(twoFiles)).toBe(uploadMessages.oneFile);

    const empty = await t.request('POST', PROFILE_PHOTOS, {
      token: tokens.student,
      payload: '--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toBe(uploadMessages.noFile);

    const cut = upload(png, 'a.png', 'image/png');
    const broken = await t.request('POST', PROFILE_PHOTOS, { token: tokens.student, payload: cut.payload.subarray(0, 80), headers: cut.headers });
    expect(broken.status).toBe(400);
  });

  it('takes course images from active educators only, profile photos from anyone signed in', async () => {
    const jpeg = await jpegPhoto(320, 200);
    expect((await send(t, COURSE_IMAGES, undefined, jpeg)).status).toBe(401);
    expect((await send(t, PROFILE_PHOTOS, undefined, jpeg)).status).toBe(401);
    for (const token of [tokens.student, tokens.admin, tokens.inactiveEducator]) {
      expect((await send(t, COURSE_IMAGES, token, jpeg)).status).toBe(403);
    }
    expect((await send(t, PROFILE_PHOTOS, tokens.inactiveEducator, jpeg)).status).toBe(201);
  });

  it('answers 404 for a name no image has, and 400 for anything not shaped like a name (no path reaches the disk)', async () => {
    expect((await t.get(`/api/uploads/${'0'.repeat(32)}.webp`)).status).toBe(404);
    for (const name of ['..%2F..%2Fpackage.json', '..%2Fuploads', 'ABC.webp', `${'0'.repeat(32)}.svg`, `${'0'.repeat(32)}.webp%00.png`]) {
      expect((await t.get(`/api/uploads/${name}`)).status).toBe(400);
    }
  });

  it('saves an uploaded address as the profile photo and the course image', async () => {
    const photo = uploadedImageSchema.parse(
      (await send(t, PROFILE_PHOTOS, tokens.student, await halves(300, 300, 'png'), 'me.png', 'image/png')).body,
    );
    const profile = await t.request('PATCH', '/api/users/profile', { token: tokens.student, body: { name: 'With Photo', profileImage: photo.url } });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ user: { profileImage: photo.url } });

    const cover = uploadedImageSchema.parse((await send(t, COURSE_IMAGES, tokens.educator, await jpegPhoto(1600, 1000))).body);
    const course = await t.post(
      '/api/courses',
      { title: 'Uploaded Cover', description: 'About it', category: 'Web Development', price: 0, duration: '1h', image: cover.url },
      tokens.educator,
    );
    expect(course.status).toBe(201);
    expect(course.body).toMatchObject({ course: { image: cover.url } });
  });
}

describeEachDatabase('image uploads on disk', (t) => {
  defineUploadTests(t);
});

describe('image uploads in an S3-compatible bucket', () => {
  const s3 = new FakeS3('lectern-uploads');
  let endpoint = '';
  beforeAll(async () => {
    endpoint = await s3.start();
  });
  afterAll(() => s3.stop());
  afterEach(() => {
    s3.failing = false;
  });

  describeEachDatabase(
    'with S3_BUCKET set',
    (t) => {
      let token: string;
      beforeAll(async () => {
        token = await t.tokenFor(await insertUser(t.db, { role: 'educator' }));
      });

      it('puts the resized image in the bucket under its prefix and serves it back from there', async () => {
        const response = await send(t, COURSE_IMAGES, token, await jpegPhoto(2000, 1500));
        expect(response.status).toBe(201);
        const image = uploadedImageSchema.parse(response.body);
        const stored = s3.object(`images/${image.name}`);
        expect(stored).toMatchObject({ contentType: 'image/webp', cacheControl: IMMUTABLE_CACHE_CONTROL });
        expect(await sharp(stored?.body).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 800 });

        const { response: served, metadata } = await fetchStored(t, image.url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(Buffer.compare(served.rawPayload, stored?.body ?? Buffer.alloc(0))).toBe(0);
        expect(metadata).toMatchObject({ width: 1280, height: 800 });
        expect(s3.requests.some(({ method, path }) => method === 'PUT' && path === `/lectern-uploads/images/${image.name}`)).toBe(true);
      });

      it('answers 404 for a name the bucket does not hold', async () => {
        expect((await t.get(`/api/uploads/${'a'.repeat(32)}.webp`)).status).toBe(404);
      });

      it('answers 503 with a message, never a 500, while the service fails', async () => {
        s3.failing = true;
        const uploadResponse = await send(t, PROFILE_PHOTOS, token, await halves(100, 100, 'png'), 'a.png', 'image/png');
        expect(uploadResponse.status).toBe(503);
        expect(messageOf(uploadResponse)).toBe(storeMessages.unavailable);
        const read = await t.get(`/api/uploads/${'b'.repeat(32)}.webp`);
        expect(read.status).toBe(503);
      });
    },
    {
      env: () => ({
        S3_BUCKET: 'lectern-uploads',
        S3_ENDPOINT: endpoint,
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_PREFIX: 'images/',
      }),
    },
  );
});

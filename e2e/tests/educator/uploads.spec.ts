import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '@lectern/shared-sdk';
import { expect, test } from '../../fixtures/test';
import { createEducator, createStudent, uniqueName } from '../../fixtures/api-client';
import { CourseFormPage, EducatorCoursePage } from '../../pages/educator-pages';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { StudentProfilePage } from '../../pages/student-pages';
import { ANY_DATABASE } from '../../fixtures/databases';

/** A camera-sized JPEG (4000×3000, a few MB): a gradient with noise, as a photo compresses, and EXIF naming a place. */
async function largeJpeg(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 3) {
    const x = (index / 3) % width;
    pixels[index] = (x * 255) / width + Math.random() * 40;
    pixels[index + 1] = 90 + Math.random() * 40;
    pixels[index + 2] = 200 - (x * 120) / width + Math.random() * 40;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Artist: 'E2E camera', Copyright: 'GPS 48.8584 N 2.2945 E' } })
    .toBuffer();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 160, b: 120, alpha: 1 } } })
    .png()
    .toBuffer();

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="250"><script>alert(1)</script><rect width="400" height="250"/></svg>';

/**
 * The image at `src` as a browser gets it: from the page's own origin, WebP, kept for a year, never sniffed. Answers
 * its size as the bytes say.
 */
async function fetchFromOrigin(page: Page, request: APIRequestContext, src: string) {
  expect(new URL(src).origin).toBe(new URL(page.url()).origin);
  expect(new URL(src).pathname).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
  const response = await request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const metadata = await sharp(await response.body()).metadata();
  expect(metadata.exif).toBeUndefined();
  return { format: metadata.format, width: metadata.width, height: metadata.height };
}

/** Waits until an image element has loaded its picture, and answers its natural size. */
async function loaded(image: Locator) {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({ width: element.naturalWidth, height: element.naturalHeight }));
}

test(
  'an educator uploads a large JPEG as a course image: resized to 1280×800 on the site’s origin and saved with the course',
  ANY_DATABASE,
  async ({ page, request, signIn }) => {
    test.setTimeout(90_000);
    const title = uniqueName('Uploaded Cover');
    await signIn('educator');
    const form = new CourseFormPage(page, 'Create New Course');
    await form.gotoCreate();

    const photo = await largeJpeg();
    expect(photo.length).toBeGreaterThan(1_000_000);
    await form.uploadImage.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(form.form.getByText('Uploaded and resized to 1280×800 px.')).toBeVisible({ timeout: 20_000 });
    await expect(form.uploadButton).toBeEnabled();
    const src = await form.imagePreview.getAttribute('src');
    if (!src) throw new Error('the preview has no address');
    await expect(form.image).toHaveValue(src);
    expect(await loaded(form.imagePreview)).toEqual({ width: 1280, height: 800 });
    expect(await fetchFromOrigin(page, request, src)).toEqual({ format: 'webp', width: 1280, height: 800 });

    await form.title.fill(title);
    await form.description.fill('A course whose cover was uploaded.');
    await form.chooseCategory('Web Development');
    await form.price.fill('0');
    await form.fillDuration({ hours: '1', minutes: '0' });
    await form.submit('Create Course');

    await expect(page).toHaveURL(/\/educator\/courses\/\d+$/);
    await expect(new EducatorCoursePage(page).heading).toHaveText(title);
    await expect(page.getByRole('main').locator(`img[src="${src}"]`)).toBeVisible();
  },
);

test('an SVG or a file that is not an image is refused with a message, and the form keeps no image', ANY_DATABASE, async ({ page, signIn }) => {
  await signIn('educator');
  const form = new CourseFormPage(page, 'Create New Course');
  await form.gotoCreate();

  await form.uploadImage.setInputFiles({ name: 'cover.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(form.form.getByRole('alert')).toHaveText('SVG images are not accepted: upload a JPEG, PNG, WebP or GIF.');
  await expect(form.imagePreview).toHaveCount(0);

  await form.uploadImage.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Lesson notes, not a picture.\n') });
  await expect(form.form.getByRole('alert')).toHaveText('The file is not an image we can use: upload a JPEG, PNG, WebP or GIF.');
  await expect(form.imagePreview).toHaveCount(0);
  await expect(form.image).toHaveValue('');
});

/** Signed in as `account`, from the profile's Edit Profile: a PNG uploaded, seen resized, saved and shown in the menu. */
async function uploadProfilePhoto(
  page: Page,
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
  role: 'student' | 'educator',
) {
  await new LoginPage(page).signInAs(account, role);
  await page.goto(paths.roleProfile(role));
  const profile = new StudentProfilePage(page);
  await profile.editProfile.click();
  const details = page.getByRole('form', { name: 'Personal Information' });
  await details.getByLabel('Upload photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(1200, 900) });
  await expect(details.getByText('Uploaded and resized to 256×256 px.')).toBeVisible({ timeout: 20_000 });
  const preview = details.getByRole('img', { name: 'Profile photo preview' });
  const src = await preview.getAttribute('src');
  if (!src) throw new Error('the preview has no address');
  expect(await loaded(preview)).toEqual({ width: 256, height: 256 });
  expect(await fetchFromOrigin(page, request, src)).toEqual({ format: 'webp', width: 256, height: 256 });

  await profile.save.click();
  const layout = new Layout(page);
  await expect(layout.toast('Profile updated!')).toBeVisible();
  await expect(layout.userMenu(account.name).locator(`img[src="${src}"]`)).toBeVisible();
}

test(
  'a student uploads a PNG as their profile photo: a 256×256 square on the site’s origin, shown in the menu',
  ANY_DATABASE,
  async ({ page, request }) => {
    test.setTimeout(60_000);
    await uploadProfilePhoto(page, request, await createStudent(), 'student');
  },
);

test('an educator uploads a PNG as their profile photo the same way', ANY_DATABASE, async ({ page, request }) => {
  test.setTimeout(60_000);
  await uploadProfilePhoto(page, request, await createEducator(), 'educator');
});

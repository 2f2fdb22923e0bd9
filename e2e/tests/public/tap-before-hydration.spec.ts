import type { Page, Response } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { coursesNewTo, createStudent, myCartCourseIds, myEnrollments, myWishlistCourseIds } from '../../fixtures/api-client';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { ANY_DATABASE } from '../../fixtures/databases';

/**
 * A server-rendered page is on screen before its scripts run. These tests hold the scripts of the shell and the
 * remotes back, tap a control (twice, as an impatient person does), then let the scripts through: the tap is done
 * once, as the signed-in student, after the page has hydrated.
 */

/** Holds back every script the page asks for until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Counts the answers to one API call the page makes. */
function countResponses(page: Page, method: string, pathname: string): () => number {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (response.request().method() === method && new URL(response.url()).pathname === pathname) seen.push(response);
  });
  return () => seen.length;
}

/** A new student, signed in in the browser (the session the page restores from local storage), who owns nothing. */
async function signedInStudent(page: Page): Promise<string> {
  const student = await createStudent();
  await new LoginPage(page).signInAs(student);
  return student.token;
}

/** Opens a course page before its scripts run: its server HTML is there, and nothing of the page is interactive. */
async function openBeforeHydration(page: Page, courseId: number): Promise<() => void> {
  const release = await holdScripts(page);
  // Not 'load': the held scripts hold it back.
  await page.goto(paths.courseDetail(courseId), { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  return release;
}

test.describe('a tap before the page is interactive', ANY_DATABASE, () => {
  test('Enroll Now on a free course enrols the student once and opens the course', async ({ page }) => {
    const token = await signedInStudent(page);
    const [course] = await coursesNewTo(token, 'free');
    if (!course) throw new Error('the catalogue has no free course with videos');
    const enrolments = countResponses(page, 'POST', '/api/enrollments');
    const release = await openBeforeHydration(page, course.id);

    const enroll = page.getByRole('button', { name: 'Enroll Now' });
    await enroll.click();
    await enroll.click();
    // Caught, and shown not ready yet; nothing sent.
    await expect(enroll).toHaveAttribute('aria-busy', 'true');
    expect(enrolments()).toBe(0);

    release();
    await expect(page).toHaveURL(new RegExp(`${paths.student.learn(course.id)}$`));
    expect(enrolments()).toBe(1);
    const enrolled = (await myEnrollments(token)).filter((enrollment) => enrollment.courseId.id === course.id);
    expect(enrolled).toHaveLength(1);
  });

  test('Add to Cart on a paid course puts it in the cart once', async ({ page }) => {
    const token = await signedInStudent(page);
    const [course] = await coursesNewTo(token, 'paid');
    if (!course) throw new Error('the catalogue has no paid course with videos');
    const additions = countResponses(page, 'POST', '/api/cart');
    const release = await openBeforeHydration(page, course.id);

    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await addToCart.click();
    await addToCart.click();
    await expect(addToCart).toHaveAttribute('aria-busy', 'true');

    release();
    await expect(new Layout(page).toast('Added to Cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Cart' })).toBeVisible();
    expect(additions()).toBe(1);
    expect(await myCartCourseIds(token)).toEqual([course.id]);
  });

  test('the wishlist heart saves the course once and shows filled', async ({ page }) => {
    const token = await signedInStudent(page);
    const [course] = await coursesNewTo(token, 'paid');
    if (!course) throw new Error('the catalogue has no paid course with videos');
    const saves = countResponses(page, 'POST', '/api/wishlist');
    const release = await openBeforeHydration(page, course.id);

    const heart = page.getByRole('button', { name: `Save ${course.title} to your wishlist` });
    await heart.click();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-busy', 'true');

    release();
    await expect(new Layout(page).toast('Saved to your wishlist')).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${course.title} from your wishlist` })).toHaveAttribute('aria-pressed', 'true');
    expect(saves()).toBe(1);
    expect(await myWishlistCourseIds(token)).toEqual([course.id]);
  });

  test('a link still navigates at once, without waiting for the scripts', async ({ page }) => {
    const token = await signedInStudent(page);
    const [course] = await coursesNewTo(token, 'free');
    if (!course) throw new Error('the catalogue has no free course with videos');
    const release = await openBeforeHydration(page, course.id);

    await page.getByRole('link', { name: 'All courses' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.courses()}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Courses' })).toBeVisible();
    release();
  });
});

test(
  'a page scrolled before it hydrates stays where it was scrolled, so the link under the finger is the one tapped',
  ANY_DATABASE,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const release = await holdScripts(page);
    await page.goto(paths.courses(), { waitUntil: 'domcontentloaded' });
    const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true });
    await contact.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);

    release();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await contact.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    // A page opened by a link starts at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  },
);

import type { Page } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { myEnrollments } from '../../fixtures/api-client';
import { ANY_DATABASE } from '../../fixtures/databases';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { RENDER_SESSION_COOKIE } from '../../fixtures/render-session';
import { dashboardHeading } from '../../pages/dashboard-page';
import { LoginPage } from '../../pages/login-page';

/**
 * Issue 48, item 6: a browser that kept its session in local storage but not the render cookie (signed in before the
 * render session shipped, or its cookies cleared) opened a guarded page, was sent to /login, and from there to its
 * dashboard: the page it asked for was lost. The server now sends it to /login?next=<the page>, and the sign-in page
 * sends a browser that holds a session straight on.
 */

/**
 * Every address the tab showed, and whether the sign-in form was ever on screen: a watcher in the page notes the
 * password field the moment it is added, however briefly (a redirect that flashed the form would pass a later look).
 */
async function watchTheWay(page: Page): Promise<{ addresses: string[]; formShown: () => Promise<boolean> }> {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await page.addInitScript(() => {
    const flag = () => {
      if (document.querySelector('input[name="password"]')) sessionStorage.setItem('e2e_sign_in_form_shown', 'yes');
    };
    new MutationObserver(flag).observe(document, { childList: true, subtree: true });
  });
  const formShown = async () => (await page.evaluate(() => sessionStorage.getItem('e2e_sign_in_form_shown'))) === 'yes';
  return { addresses, formShown };
}

/** What the person did: kept the session in local storage, lost the render cookie. */
async function loseRenderCookie(page: Page): Promise<void> {
  await page.context().clearCookies({ name: RENDER_SESSION_COOKIE });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}

const renderCookieSet = async (page: Page) => (await page.context().cookies()).some((cookie) => cookie.name === RENDER_SESSION_COOKIE);

test.describe('a deep link keeps its destination', ANY_DATABASE, () => {
  test('a student without the render cookie opens a course page and the cart and lands on them, never seeing the sign-in form', async ({
    page,
    signIn,
  }) => {
    await signIn('student');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const course = (await myEnrollments(token ?? '')).map((enrollment) => enrollment.courseId)[0];
    if (!course) throw new Error('the seed enrols the demo student in no course');
    const way = await watchTheWay(page);

    await loseRenderCookie(page);
    await page.goto(paths.student.learn(course.id));
    await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    // The server sent it to sign in with the page as its next, and the sign-in page sent it straight back (an address
    // told twice in a row, the document's and the router's own, is one stop).
    const stops = way.addresses.map((address) => new URL(address).pathname + new URL(address).search);
    expect(stops.filter((stop, index) => stop !== stops[index - 1])).toEqual([paths.login(`/course/${course.id}`), `/course/${course.id}`]);

    // The sign-in page set the render cookie on its way: the next page is rendered by the server for the student.
    await expect.poll(() => renderCookieSet(page), { message: 'the render session cookie is set again' }).toBe(true);
    await loseRenderCookie(page);
    await page.goto(`${paths.student.cart()}?from=link`);
    await expect(page).toHaveURL(/\/cart\?from=link$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect.poll(() => renderCookieSet(page)).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/cart\?from=link$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();

    expect(await way.formShown()).toBe(false);
  });

  test('an admin without the render cookie opens /admin/profile and lands on it', async ({ page, signIn }) => {
    const admin = await signIn('admin');
    const way = await watchTheWay(page);

    await loseRenderCookie(page);
    await page.goto(paths.admin.profile());
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: admin.name })).toBeVisible();
    expect(way.addresses.some((address) => address.endsWith(paths.login(paths.admin.profile())))).toBe(true);
    expect(await way.formShown()).toBe(false);
  });

  test('a visitor sent to sign in from a guarded page lands on it once signed in', async ({ page }) => {
    const way = await watchTheWay(page);
    await page.goto(paths.student.myLearning());
    await expect(page).toHaveURL(/\/login\?next=%2Fmy-learning$/);
    const login = new LoginPage(page);
    await expect(login.submit).toBeVisible();
    // The watcher sees the form when it is there (so its 'never' above means never).
    expect(await way.formShown()).toBe(true);
    await login.signIn(demoAccounts.student.email, demoAccounts.student.password);
    await expect(page).toHaveURL(/\/my-learning$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Learning' })).toBeVisible();
  });

  test("a next that is not a page of this site, or not the role's, leads to the role's home", async ({ page, signIn }) => {
    const student = await signIn('student');
    await loseRenderCookie(page);
    for (const next of [
      '//evil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '%2Fadmin%2Fprofile',
    ]) {
      await page.goto(`/login?next=${next}`);
      await expect(page, `next=${next}`).toHaveURL(/\/student$/);
      await expect(dashboardHeading(page, 'student', student.name)).toBeVisible();
    }
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { apiRequest, apiSignIn, getCourse, myEnrollments } from '../../fixtures/api-client';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { NetworkQuiet } from '../../pages/network-quiet';
import { RENDER_SESSION_COOKIE, signInContext } from '../../fixtures/render-session';
import { decodeHtml } from '../../fixtures/html-text';
import { studentGreeting } from '../../pages/dashboard-page';
import { ANY_DATABASE } from '../../fixtures/databases';

const COOKIE = RENDER_SESSION_COOKIE;
const shellUrl = () => test.info().project.use.baseURL as string;

/** React's mark of a part the server could not finish (it suspended), which the browser then renders again from scratch. */
const UNFINISHED = '<!--$!-->';

/** A page's HTML as the shell's server answers it, with the render session of `token` (or none), redirects not followed. */
async function pageHtml(path: string, token?: string) {
  const response = await fetch(new URL(path, shellUrl()), { headers: token ? { cookie: `${COOKIE}=${token}` } : {}, redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
    setCookie: response.headers.get('set-cookie'),
    body: decodeHtml(await response.text()),
  };
}

const renderCookie = async (page: Page) => (await page.context().cookies(shellUrl())).find((cookie) => cookie.name === COOKIE);

test.describe('signed-in pages rendered on the server', ANY_DATABASE, () => {
  test("the HTML of /student, /course/{id} and /educator holds the person's name and data, and is nobody else's to cache", async () => {
    const maya = await apiSignIn(demoAccounts.student.email, demoAccounts.student.password);
    const [first] = await myEnrollments(maya.token);
    const course = await getCourse(first!.courseId.id);

    const dashboard = await pageHtml('/student', maya.token);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toMatch(studentGreeting(maya.user.name, 'returning'));
    expect(dashboard.body).toContain(course.title);
    expect(dashboard.cacheControl).toBe('private, no-store');
    expect(dashboard.body).not.toContain(UNFINISHED);

    const learning = await pageHtml(`/course/${course.id}`, maya.token);
    expect(learning.status).toBe(200);
    expect(learning.body).toContain(course.title);
    for (const module of course.modules) expect(learning.body).toContain(module.title);
    expect(learning.cacheControl).toBe('private, no-store');
    expect(learning.body).not.toContain(UNFINISHED);

    const ada = await apiSignIn(demoAccounts.educator.email, demoAccounts.educator.password);
    const { body: answer } = await apiRequest<{ courses: { title: string }[] } | { title: string }[]>('GET', '/api/courses/my', { token: ada.token });
    const taught = Array.isArray(answer) ? answer : answer.courses;
    const studio = await pageHtml('/educator', ada.token);
    expect(studio.status).toBe(200);
    expect(studio.body).toContain(`Welcome back, ${ada.user.name}!`);
    expect(studio.body).toContain(taught[0]!.title);
    expect(studio.cacheControl).toBe('private, no-store');
    expect(studio.body).not.toContain(UNFINISHED);
    // The admin's dashboard draws its charts in the browser, after hydration, in the place the server kept for them.
    const admin = await apiSignIn(demoAccounts.admin.email, demoAccounts.admin.password);
    const console_ = await pageHtml('/admin', admin.token);
    expect(console_.status).toBe(200);
    expect(console_.body).not.toContain(UNFINISHED);
  });

  test('without the render session a guarded page is a redirect to /login, with the page as its next, from the server', async () => {
    for (const path of ['/student', '/course/1', '/educator', '/admin']) {
      const answer = await pageHtml(path);
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toBe(`/login?next=${encodeURIComponent(path)}`);
      expect(answer.cacheControl, path).toBe('private, no-store');
    }
    // Another role's page sends the person to their own home.
    const maya = await apiSignIn(demoAccounts.student.email, demoAccounts.student.password);
    const admin = await pageHtml('/admin', maya.token);
    expect(admin.status).toBe(302);
    expect(admin.location).toBe('/student');
  });

  test('a device signed out elsewhere turns the next server render into a redirect, and the cookie goes', async () => {
    const here = await apiSignIn(demoAccounts.student.email, demoAccounts.student.password);
    expect((await pageHtml('/student', here.token)).status).toBe(200);
    // From another device: "sign out everywhere else".
    const elsewhere = await apiSignIn(demoAccounts.student.email, demoAccounts.student.password);
    expect((await apiRequest('DELETE', '/api/users/profile/sessions', { token: elsewhere.token })).status).toBe(200);
    const after = await pageHtml('/student', here.token);
    expect(after.status).toBe(302);
    expect(after.location).toBe('/login?next=%2Fstudent');
    expect(after.setCookie).toMatch(new RegExp(`^${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`));
    expect(after.body).not.toContain(here.user.name);
  });

  test('signing in sets the cookie, hydration fetches nothing the HTML holds, and signing out ends it', async ({ page, consoleErrors }) => {
    // The dashboard the sign-in lands on is drawn in the browser and reads the enrolments itself: that read is done
    // before the reads of the next page load are counted (on a busy machine it could come after the cookie).
    const dashboardRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/enrollments');
    await new LoginPage(page).signInAs(demoAccounts.student, 'student');
    await dashboardRead;
    await expect.poll(async () => (await renderCookie(page))?.httpOnly).toBe(true);
    const cookie = await renderCookie(page);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');

    const apiReads: string[] = [];
    const network = new NetworkQuiet(page);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiReads.push(`${request.method()} ${url.pathname}`);
    });
    const response = await page.goto('/student');
    expect(await response?.text()).toMatch(studentGreeting(demoAccounts.student.name, 'returning'));
    await page.locator('html[data-interactive]').waitFor();
    await network.settled();
    // The person, their enrolments and the chrome's figures (the bell, the wishlist and cart counts) came with the
    // HTML: hydration asks the API for nothing; only the live notification stream opens, once the page is idle.
    expect(apiReads.filter((read) => read !== 'GET /api/notifications/stream' && !read.startsWith('POST /api/telemetry'))).toEqual([]);
    const hydrationWarnings = consoleErrors.messages.filter((message) => /hydrat|did not match|server rendered/i.test(message));
    expect(hydrationWarnings).toEqual([]);

    const layout = new Layout(page);
    await layout.openSidebar();
    await layout.signedInBox.getByRole('button', { name: 'Logout' }).click();
    await expect(layout.loginLink).toBeVisible();
    await expect.poll(async () => (await renderCookie(page)) ?? null).toBeNull();
    await page.goto('/student');
    await expect(page).toHaveURL(/\/login\?next=%2Fstudent$/);
  });

  test("two people on one machine never see each other's pages", async ({ browser }) => {
    const [maya, liam] = await Promise.all([
      apiSignIn(demoAccounts.student.email, demoAccounts.student.password),
      apiSignIn('lectern.demo.liam@gmail.com', demoAccounts.student.password),
    ]);
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      await signInContext(contexts[0], shellUrl(), maya);
      await signInContext(contexts[1], shellUrl(), liam);
      const pages = await Promise.all(contexts.map((context) => context.newPage()));
      for (let round = 0; round < 3; round += 1) {
        const [mine, theirs] = await Promise.all(pages.map((page) => page.goto('/student').then((answer) => answer?.text() ?? '')));
        expect(mine).toMatch(studentGreeting(maya.user.name));
        expect(mine).not.toContain(liam.user.name);
        expect(theirs).toMatch(studentGreeting(liam.user.name));
        expect(theirs).not.toContain(maya.user.name);
      }
      await Promise.all(pages.map((page) => page.locator('html[data-interactive]').waitFor()));
      await expect(pages[0]!.getByRole('heading', { name: studentGreeting(maya.user.name) })).toBeVisible();
      await expect(pages[1]!.getByRole('heading', { name: studentGreeting(liam.user.name) })).toBeVisible();
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});

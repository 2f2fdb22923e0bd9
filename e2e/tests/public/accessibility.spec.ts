import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { apiRequest, apiSignIn, listCourses } from '../../fixtures/api-client';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { axeFindings, presentationFindings, PRESENTATION } from '../../fixtures/axe';

test(
  'the public pages: axe finds no violation on a phone and a laptop, and none scrolls sideways at 390, 800 or 1366 px',
  PRESENTATION,
  async ({ page, makeAxeBuilder }) => {
    // Sixteen pages, each loaded once and checked at three widths, on a shared 2-core machine.
    test.setTimeout(240_000);
    const course = (await listCourses({ limit: 1 })).courses[0];
    if (!course) throw new Error('the seed has no approved course');
    const { token } = await apiSignIn(demoAccounts.student.email, demoAccounts.student.password);
    const { body } = await apiRequest<{ certificates: Array<{ id: string; courseTitle: string }> }>('GET', '/api/certificates', { token });
    const certificate = body.certificates[0];
    if (!certificate) throw new Error('the seed gives the demo student no certificate');

    const pages: [path: string, heading: string | RegExp][] = [
      [paths.home(), /^Learn new skills/],
      [paths.courses(), 'Explore Courses'],
      [`${paths.courses()}?category=Data+Science`, 'Explore Courses'],
      [paths.courseDetail(course.id), course.title],
      [paths.login(), 'Welcome back'],
      [paths.signup(), /Create/],
      [paths.forgotPassword(), /password/i],
      [paths.certificate(certificate.id), /\S/],
      ['/about', /About/],
      ['/contact', 'Contact us'],
      ['/help', 'Help'],
      ['/privacy', /Privacy/],
      ['/terms', /Terms/],
      ['/cookies', 'Cookie policy'],
      ['/no-such-page', 'Page Not Found'],
      // A mail's unsubscribe link whose key is not one of ours: the page says so.
      [paths.unsubscribe('not-a-key'), /\S/],
    ];
    const failures = await presentationFindings(
      page,
      makeAxeBuilder,
      pages.map(([path, heading]) => ({
        path,
        ready: async (shown) => {
          await shown.locator('html[data-interactive]').waitFor({ state: 'attached' });
          await expect(shown.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        },
      })),
    );

    // The header search with its suggestions open.
    await page.goto(paths.courses());
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search courses' });
    await box.fill('pyt');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    failures.push(...(await axeFindings(makeAxeBuilder, 'header search with suggestions')));

    expect(failures).toEqual([]);
  },
);

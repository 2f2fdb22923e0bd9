import { expect, test } from '../../fixtures/test';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { startRemote, stopRemote } from '../../fixtures/harness-client';
import { CataloguePage } from '../../pages/catalogue-page';
import { HomePage } from '../../pages/home-page';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { dashboardHeading } from '../../pages/dashboard-page';
import { ANY_DATABASE } from '../../fixtures/databases';

test.describe('one remote down', ANY_DATABASE, () => {
  test.afterEach(async () => {
    await startRemote('mf-admin');
  });

  test('with the mf-admin server stopped only /admin shows the fallback; Retry loads it once the server is back', async ({
    page,
    browser,
    signIn,
    consoleErrors,
  }) => {
    await stopRemote('mf-admin');
    const admin = await signIn('admin');
    const layout = new Layout(page);
    const fallbackHeading = page.getByRole('heading', { name: 'This area could not be loaded' });
    const retry = page.getByRole('button', { name: 'Retry' });

    await expect(fallbackHeading).toBeVisible();
    await expect(retry).toBeVisible();
    await expect(dashboardHeading(page, 'admin', admin.name)).toHaveCount(0);
    // The shell's chrome around the failed area still works.
    await expect(layout.userMenu(admin.name)).toBeVisible();
    await layout.openSidebar();
    await expect(layout.sidebarLinks).toHaveText([
      'Dashboard',
      'Students',
      'Educators',
      'Courses',
      'Coupons',
      'Revenue',
      'Pages',
      'Releases',
      'Notifications',
      'Profile',
    ]);

    await layout.topBar.getByRole('link', { name: 'Lectern' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(new HomePage(page).featuredCards).toHaveCount(3);

    const catalogue = new CataloguePage(page);
    await catalogue.goto();
    await expect(catalogue.heading).toBeVisible();
    await expect(catalogue.cards.first()).toBeVisible();

    const studentContext = await browser.newContext();
    try {
      const studentPage = await studentContext.newPage();
      consoleErrors.watch(studentPage);
      const student = demoAccounts.student;
      await new LoginPage(studentPage).signInAs(student);
      await expect(dashboardHeading(studentPage, 'student', student.name)).toBeVisible();
    } finally {
      await studentContext.close();
    }

    await page.goto('/admin');
    await expect(fallbackHeading).toBeVisible();

    await startRemote('mf-admin');
    await retry.click();
    await expect(dashboardHeading(page, 'admin', admin.name)).toBeVisible();
    await expect(fallbackHeading).toHaveCount(0);
    for (const counter of ['Total Students', 'Total Educators', 'Total Courses', 'Active Educators']) {
      await expect(page.getByText(counter, { exact: true }).first()).toBeVisible();
    }
  });
});

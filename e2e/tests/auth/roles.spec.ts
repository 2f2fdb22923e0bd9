import { expect, test } from '../../fixtures/test';
import { demoAccounts, type DemoRole } from '../../fixtures/demo-accounts';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { dashboardCounters, dashboardHeading } from '../../pages/dashboard-page';
import { ANY_DATABASE } from '../../fixtures/databases';

// The educator's Questions entry carries the count of their unanswered questions ('Questions 2 (2 unanswered)').
const sidebarByRole: Record<DemoRole, (string | RegExp)[]> = {
  student: ['Dashboard', 'Courses', 'My Learning', 'Wishlist', 'Cart', 'Purchases', 'Notifications', 'Profile'],
  educator: [
    'Dashboard',
    'My Courses',
    'Create Course',
    'Students',
    /^Questions(\d+\(\d+ unanswered\))?$/,
    'Coupons',
    'Earnings',
    'Notifications',
    'Profile',
  ],
  admin: ['Dashboard', 'Students', 'Educators', 'Courses', 'Coupons', 'Revenue', 'Pages', 'Releases', 'Notifications', 'Profile'],
};

test.describe('demo roles', ANY_DATABASE, () => {
  for (const role of ['student', 'educator', 'admin'] as const) {
    test(`the demo ${role} signs in and lands on /${role} with the ${role} sidebar`, async ({ page }) => {
      const account = demoAccounts[role];
      const layout = new Layout(page);
      const login = new LoginPage(page);

      await login.goto();
      await layout.openSidebar();
      await expect(layout.sidebarLinks).toHaveText(['Home', 'Courses', 'Login', 'Sign Up']);

      await login.signIn(account.email, account.password);
      await expect(layout.toast('Welcome back!')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${role}$`));
      await expect(dashboardHeading(page, role, account.name)).toBeVisible();
      for (const counter of dashboardCounters[role]) {
        await expect(page.getByText(counter, { exact: true }).first()).toBeVisible();
      }

      await layout.openSidebar();
      await expect(layout.sidebarLinks).toHaveText(sidebarByRole[role]);
      await expect(layout.signedInBox).toContainText(account.name);
      await expect(layout.userMenu(account.name)).toBeVisible();
      await expect(layout.loginLink).toHaveCount(0);
    });
  }

  test('a wrong password is refused with the spec toast and no session', async ({ page }) => {
    const login = new LoginPage(page);
    const layout = new Layout(page);
    await login.goto();
    await login.signIn(demoAccounts.student.email, 'not the password at all');
    await expect(layout.toast('Login failed')).toContainText('Please check your credentials and try again.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(layout.loginLink).toBeVisible();
  });
});

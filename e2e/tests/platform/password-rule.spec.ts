import { demoAccounts, type DemoRole } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';
import { LoginPage } from '../../pages/login-page';
import { ANY_DATABASE } from '../../fixtures/databases';

/** Where each profile keeps its Change Password form. */
const passwordTab: Record<DemoRole, string> = { student: 'Settings', educator: 'Settings', admin: 'Change Password' };

test.describe('one new-password rule in every profile', ANY_DATABASE, () => {
  for (const role of ['student', 'educator', 'admin'] as const) {
    test(`the ${role} profile refuses a new password the API would refuse, before sending it`, async ({ page }) => {
      const account = demoAccounts[role];
      await new LoginPage(page).signInAs(account, role);

      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/users/profile/password')) sent.push(request.method());
      });
      await page.goto(`/${role}/profile`);
      await page.getByRole('tab', { name: passwordTab[role] }).click();
      const form = page.getByRole('form', { name: 'Change Password' });
      await form.getByLabel(/^Current Password/).fill(account.password);
      await form.getByLabel(/^New Password/).fill('seven77');
      await form.getByLabel(/^Confirm New Password/).fill('seven77');
      await form.getByRole('button', { name: 'Update Password' }).click();

      await expect(form.getByRole('alert')).toHaveText('New password must be at least 8 characters.');
      expect(sent).toEqual([]);
    });
  }
});

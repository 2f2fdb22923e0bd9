import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { StudentProfilePage } from '../../pages/student-pages';
import { profileOwner } from './student-accounts';
import { studentGreeting } from '../../pages/dashboard-page';
import { ANY_DATABASE } from '../../fixtures/databases';

/** The same account signed in on a second device: a browser context of its own, as a phone would be. */
async function signInElsewhere(browser: Browser, email: string, password: string): Promise<Page> {
  const phone = await (
    await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    })
  ).newPage();
  await new LoginPage(phone).signInAs({ email, password });
  return phone;
}

/** Opening a student page again: a device whose session ended lands on the sign-in page. */
async function expectSignedOut(device: Page): Promise<void> {
  await device.goto('/student/profile');
  await expect(device).toHaveURL(/\/login\?next=%2Fstudent%2Fprofile$/);
}

test.describe('student profile', ANY_DATABASE, () => {
  test('changes the name and the password, signs out and signs in with the new password', async ({ page, browser }) => {
    const newName = 'Noah K. Renamed';
    const newPassword = 'Noah-changed-password-2026';
    const login = new LoginPage(page);
    await login.signInAs(profileOwner);

    const profile = new StudentProfilePage(page);
    await profile.goto();
    await expect(page.getByRole('heading', { level: 1, name: profileOwner.name })).toBeVisible();
    await profile.editProfile.click();
    await profile.fullName.fill(newName);
    await profile.save.click();
    const layout = new Layout(page);
    await expect(layout.toast('Profile updated!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(layout.userMenu(newName)).toBeVisible();

    const phone = await signInElsewhere(browser, profileOwner.email, profileOwner.password);
    await profile.changePassword(profileOwner.password, newPassword);
    await expect(layout.toast('Password updated successfully!')).toBeVisible();
    await expect(profile.passwordForm.getByLabel('Current Password')).toHaveValue('');

    // The change ends the other sessions and keeps this one: still signed in after a reload, the phone is not.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expectSignedOut(phone);

    // Signed in on the phone again, the phone shows in this device's list and is signed out from here.
    const again = await signInElsewhere(browser, profileOwner.email, newPassword);
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    await devices.getByRole('button', { name: 'Sign out Safari 18 on iOS' }).click();
    await expect(layout.toast('Device signed out')).toBeVisible();
    await expect(devices.getByText('Safari 18 on iOS')).toHaveCount(0);
    await expectSignedOut(again);
    await phone.context().close();
    await again.context().close();

    await layout.openSidebar();
    await layout.signedInBox.getByRole('button', { name: 'Logout' }).click();
    await expect(layout.loginLink).toBeVisible();

    await login.goto();
    await login.signIn(profileOwner.email, profileOwner.password);
    await expect(layout.toast('Login failed')).toBeVisible();
    await login.signIn(profileOwner.email, newPassword);
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByRole('heading', { level: 1, name: studentGreeting(newName) })).toBeVisible();
  });
});

import { expect, test } from '../../fixtures/test';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { StudentProfilePage } from '../../pages/student-pages';
import { profileOwner } from './student-accounts';

test.describe('student profile', () => {
  test('changes the name and the password, signs out and signs in with the new password', async ({ page }) => {
    const newName = 'Noah K. Renamed';
    const newPassword = 'Noah-changed-password-2026';
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(profileOwner.email, profileOwner.password);
    await expect(page).toHaveURL(/\/student$/);

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

    await profile.changePassword(profileOwner.password, newPassword);
    await expect(layout.toast('Password updated successfully!')).toBeVisible();
    await expect(profile.passwordForm.getByLabel('Current Password')).toHaveValue('');

    // The fresh token keeps this session signed in after the server ended the earlier ones.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();

    await layout.openSidebar();
    await layout.signedInBox.getByRole('button', { name: 'Logout' }).click();
    await expect(layout.loginLink).toBeVisible();

    await login.goto();
    await login.signIn(profileOwner.email, profileOwner.password);
    await expect(layout.toast('Login failed')).toBeVisible();
    await login.signIn(profileOwner.email, newPassword);
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${newName}!` })).toBeVisible();
  });
});

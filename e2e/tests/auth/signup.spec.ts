import { expect, test } from '../../fixtures/test';
import { SignupPage } from '../../pages/signup-page';
import { Layout } from '../../pages/layout';
import { studentGreeting } from '../../pages/dashboard-page';
import { ANY_DATABASE } from '../../fixtures/databases';

test.describe('sign-up', ANY_DATABASE, () => {
  test('a new student signs up through all three steps with the e-mailed code and lands on /student', async ({ page, smtp }) => {
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const email = `e2e.student.${unique}@gmail.com`;
    const name = `Ada Student ${unique}`;
    const password = `correct horse ${unique}`;
    const signup = new SignupPage(page);
    const layout = new Layout(page);

    await signup.goto();
    await signup.email.fill(email);
    await signup.sendCode.click();
    await expect(layout.toast('OTP Sent')).toBeVisible();
    await expect(signup.otp).toBeVisible();
    await expect(signup.resend).toBeDisabled();
    await expect(signup.resend).toHaveText(/^Resend in \d+s$/);

    const code = await smtp.latestCode(email);
    await signup.otp.fill(code);
    await signup.verify.click();
    await expect(layout.toast('OTP Verified')).toBeVisible();

    await expect(signup.name).toBeVisible();
    await signup.name.fill(name);
    await signup.password.fill(password);
    await signup.confirmPassword.fill(password);
    await signup.createAccount.click();

    await expect(layout.toast('Account Created')).toBeVisible();
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByRole('heading', { level: 1, name: studentGreeting(name, 'new') })).toBeVisible();
    await expect(layout.userMenu(name)).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByRole('heading', { level: 1, name: studentGreeting(name, 'new') })).toBeVisible();
  });
});

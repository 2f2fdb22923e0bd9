import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../../pages/login-page';

/** Signs in through the login screen and waits for the role's home. */
export async function signInAs(page: Page, email: string, password: string, role: 'admin' | 'educator' | 'student'): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(new RegExp(`/${role}$`));
}

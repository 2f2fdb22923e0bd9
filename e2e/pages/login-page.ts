import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../shared-sdk/src/routing/paths';

/** 'Continue with Google' (a button that sends the browser to the API's /api/auth/google). */
export const continueWithGoogle = (within: Locator): Locator => within.getByRole('button', { name: 'Continue with Google' });

/** Why the last Google sign-in ended on /login (the API sends /login?error=<code>; the page explains the code). */
export const googleSignInErrorTexts = {
  google_failed: 'Google sign-in did not complete. Please try again.',
  google_cancelled: 'Google sign-in was cancelled.',
} as const;

export class LoginPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** Sends the browser to the API's /api/auth/google, which redirects to the OpenID provider. */
  readonly google: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('main');
    this.email = this.form.getByRole('textbox', { name: 'Email', exact: true });
    this.password = this.form.getByRole('textbox', { name: 'Password', exact: true });
    this.submit = this.form.getByRole('button', { name: 'Sign In' });
    this.google = continueWithGoogle(this.form);
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.login());
  }

  /** The alert explaining why a Google sign-in came back without a session. */
  googleError(code: keyof typeof googleSignInErrorTexts): Locator {
    return this.page.getByRole('alert').filter({ hasText: googleSignInErrorTexts[code] });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Opens the login screen, signs in and waits for the role's home: how most tests begin. */
  async signInAs(account: { email: string; password: string }, role: 'admin' | 'educator' | 'student' = 'student'): Promise<void> {
    await this.goto();
    await this.signIn(account.email, account.password);
    await expect(this.page).toHaveURL(new RegExp(`/${role}$`));
  }
}

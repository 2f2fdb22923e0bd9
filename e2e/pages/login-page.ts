import { expect, type Locator } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { RENDER_SESSION_COOKIE } from '../fixtures/render-session';
import { PageObject } from './page-object';

/**
 * Login and sign-up: screens whose main landmark holds the Email and Password fields and 'Continue with Google' (a
 * button that sends the browser to the API's /api/auth/google, which redirects to the OpenID provider; on sign-up it
 * shows on the e-mail step).
 */
export abstract class CredentialsPage extends PageObject {
  readonly main = this.page.getByRole('main');
  readonly email = this.main.getByRole('textbox', { name: 'Email', exact: true });
  readonly password = this.main.getByRole('textbox', { name: 'Password', exact: true });
  readonly google = this.main.getByRole('button', { name: 'Continue with Google' });
}

/** Why the last Google sign-in ended on /login (the API sends /login?error=<code>; the page explains the code). */
export const googleSignInErrorTexts = {
  google_failed: 'Google sign-in did not complete. Please try again.',
  google_cancelled: 'Google sign-in was cancelled.',
} as const;

export class LoginPage extends CredentialsPage {
  readonly submit = this.main.getByRole('button', { name: 'Sign In' });

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

  /**
   * Opens the login screen, signs in and waits for the role's home and for the render session cookie, which the page
   * sets right after: a page opened before it is there is rendered signed out, and its server sends it to /login.
   * How most tests begin.
   */
  async signInAs(account: { email: string; password: string }, role: 'admin' | 'educator' | 'student' = 'student'): Promise<void> {
    await this.goto();
    await this.signIn(account.email, account.password);
    await expect(this.page).toHaveURL(new RegExp(`/${role}$`));
    const renderSession = async () => (await this.page.context().cookies()).some((cookie) => cookie.name === RENDER_SESSION_COOKIE);
    await expect.poll(renderSession, { message: 'the render session cookie is set after signing in' }).toBe(true);
  }
}

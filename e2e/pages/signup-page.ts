import type { Locator, Page } from '@playwright/test';
import { paths } from '../../shared-sdk/src/routing/paths';
import { continueWithGoogle } from './login-page';

/** The three-step sign-up (/signup): email → code → details; each step replaces the previous one. */
export class SignupPage {
  readonly main: Locator;
  readonly email: Locator;
  readonly sendCode: Locator;
  readonly otp: Locator;
  readonly verify: Locator;
  readonly resend: Locator;
  readonly name: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly createAccount: Locator;
  /** On the e-mail step: sign up with Google instead of an e-mailed code. */
  readonly google: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.email = this.main.getByRole('textbox', { name: 'Email', exact: true });
    this.sendCode = this.main.getByRole('button', { name: 'Send OTP' });
    this.otp = this.main.getByRole('textbox', { name: 'Enter the 6-digit code', exact: true });
    this.verify = this.main.getByRole('button', { name: 'Verify OTP' });
    this.resend = this.main.getByRole('button', { name: /^Resend/ });
    this.name = this.main.getByRole('textbox', { name: 'Full Name', exact: true });
    this.password = this.main.getByRole('textbox', { name: 'Password', exact: true });
    this.confirmPassword = this.main.getByRole('textbox', { name: 'Confirm Password', exact: true });
    this.createAccount = this.main.getByRole('button', { name: 'Create Account' });
    this.google = continueWithGoogle(this.main);
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.signup());
  }
}

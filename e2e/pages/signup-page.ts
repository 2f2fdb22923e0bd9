import { paths } from '@lectern/shared-sdk/routing/paths';
import { CredentialsPage } from './login-page';

/** The three-step sign-up (/signup): email → code → details; each step replaces the previous one. */
export class SignupPage extends CredentialsPage {
  readonly sendCode = this.main.getByRole('button', { name: 'Send code' });
  readonly otp = this.main.getByRole('textbox', { name: 'Enter the 6-digit code', exact: true });
  readonly verify = this.main.getByRole('button', { name: 'Verify code' });
  readonly resend = this.main.getByRole('button', { name: /^Resend/ });
  readonly name = this.main.getByRole('textbox', { name: 'Full Name', exact: true });
  readonly confirmPassword = this.main.getByRole('textbox', { name: 'Confirm Password', exact: true });
  readonly createAccount = this.main.getByRole('button', { name: 'Create Account' });

  async goto(): Promise<void> {
    await this.page.goto(paths.signup());
  }
}

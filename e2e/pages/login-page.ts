import type { Locator, Page } from '@playwright/test';
import { paths } from '../../shared-sdk/src/routing/paths';

export class LoginPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('main');
    this.email = this.form.getByRole('textbox', { name: 'Email', exact: true });
    this.password = this.form.getByRole('textbox', { name: 'Password', exact: true });
    this.submit = this.form.getByRole('button', { name: 'Sign In' });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.login());
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

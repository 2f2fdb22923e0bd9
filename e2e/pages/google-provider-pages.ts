import { expect } from '@playwright/test';
import { urls } from '../fixtures/stack-config';
import { PageObject } from './page-object';

/**
 * The screens of the suite's local OpenID provider (fixtures/oidc-provider-server.ts), which stands in for Google:
 * oidc-provider's development login form and consent page. Any login is accepted (the password is not checked)
 * and becomes the account that fixtures/oidc-accounts.ts derives from it.
 */
export class ProviderLoginPage extends PageObject {
  readonly heading = this.page.getByRole('heading', { level: 1, name: 'Sign-in', exact: true });
  readonly login = this.page.getByPlaceholder('Enter any login');
  readonly password = this.page.getByPlaceholder('and password');
  readonly submit = this.page.getByRole('button', { name: 'Sign-in', exact: true });

  /** The browser is on the provider's login form (and so no longer on any Lectern origin). */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.origin === urls.oidc && url.pathname.startsWith('/interaction/'));
    await expect(this.heading).toBeVisible();
  }

  async signIn(login: string): Promise<void> {
    await this.expectShown();
    await this.login.fill(login);
    await this.password.fill('any password: the dev provider does not check it');
    await this.submit.click();
  }
}

export class ProviderConsentPage extends PageObject {
  readonly heading = this.page.getByRole('heading', { level: 1, name: 'Authorize', exact: true });
  readonly approve = this.page.getByRole('button', { name: 'Continue', exact: true });
  readonly form = this.page.locator('form').filter({ has: this.approve });
  readonly cancel = this.page.getByRole('link', { name: '[ Cancel ]' });

  /**
   * Approves as the Continue button would (same form post, with this browser's cookies) but follows the provider's
   * redirects by hand and stops at the first one that leaves the provider: the callback URL, with its code and
   * state, comes back and nothing has reached the client. (page.route does not see the targets of redirects.)
   */
  async approveAndHoldRedirect(): Promise<URL> {
    const action = new URL((await this.form.getAttribute('action')) ?? '', this.page.url());
    let response = await this.page.request.post(action.href, { form: { prompt: 'consent' }, maxRedirects: 0 });
    for (let hop = 0; hop < 5; hop += 1) {
      expect([302, 303], `the provider redirects (${response.url()})`).toContain(response.status());
      const location = new URL(response.headers()['location'] ?? '', response.url());
      if (location.origin !== urls.oidc) return location;
      response = await this.page.request.get(location.href, { maxRedirects: 0 });
    }
    throw new Error('the provider kept redirecting to itself');
  }

  /** The consent screen lists what the client asked for: Lectern asks for the e-mail and the profile. */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.origin === urls.oidc && url.pathname.startsWith('/interaction/'));
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole('listitem').filter({ hasText: /^email$/ })).toBeVisible();
    await expect(this.page.getByRole('listitem').filter({ hasText: /^profile$/ })).toBeVisible();
  }
}

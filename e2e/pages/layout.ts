import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's chrome: top bar, sidebar, 'Signed in as' box and toasts. */
export class Layout {
  readonly topBar: Locator;
  readonly sidebarToggle: Locator;
  readonly sidebar: Locator;
  readonly sidebarLinks: Locator;
  readonly signedInBox: Locator;
  readonly loginLink: Locator;
  readonly signUpLink: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByRole('banner');
    this.sidebarToggle = this.topBar.getByRole('button', { name: 'Toggle sidebar' });
    this.sidebar = page.getByRole('navigation', { name: 'Main' });
    this.sidebarLinks = this.sidebar.getByRole('link');
    this.signedInBox = page.getByRole('region', { name: 'Signed in as' });
    this.loginLink = this.topBar.getByRole('link', { name: 'Login', exact: true });
    this.signUpLink = this.topBar.getByRole('link', { name: 'Sign Up', exact: true });
  }

  /** The top bar's user menu button, labelled with the signed-in user's name. */
  userMenu(name: string): Locator {
    return this.topBar.getByRole('button', { name });
  }

  async openSidebar(): Promise<void> {
    if ((await this.sidebarToggle.getAttribute('aria-expanded')) !== 'true') await this.sidebarToggle.click();
    await expect(this.sidebar).toBeVisible();
  }

  /** A toast raised through shared-sdk's notify, found by its title. */
  toast(title: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: title });
  }
}

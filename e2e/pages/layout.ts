import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './page-object';

/** The shell's chrome: top bar, sidebar, 'Signed in as' box and toasts. */
export class Layout extends PageObject {
  readonly topBar = this.page.getByRole('banner');
  readonly sidebarToggle = this.topBar.getByRole('button', { name: 'Toggle sidebar' });
  readonly sidebar = this.page.getByRole('navigation', { name: 'Main' });
  readonly sidebarLinks = this.sidebar.getByRole('link');
  readonly signedInBox = this.page.getByRole('region', { name: 'Signed in as' });
  readonly loginLink = this.topBar.getByRole('link', { name: 'Login', exact: true });
  readonly signUpLink = this.topBar.getByRole('link', { name: 'Sign Up', exact: true });

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
    return this.page.getByRole('region', { name: 'Notifications' }).getByRole('group').filter({ hasText: title });
  }
}

/** Answers a confirmation dialog (shared-sdk's ConfirmDialog) found by its title, after checking what it says. */
export async function confirmDialog(page: Page, title: string, confirm: { says?: string; press: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  if (confirm.says !== undefined) await expect(dialog).toContainText(confirm.says);
  await dialog.getByRole('button', { name: confirm.press }).click();
  await expect(dialog).toHaveCount(0);
}

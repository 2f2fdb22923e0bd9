import type { Page } from '@playwright/test';

/**
 * Opens a server-rendered page and waits until React runs it (the shell marks `<html data-interactive>`): before
 * that its links work but a click on a control (a select, a filter) is lost.
 */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

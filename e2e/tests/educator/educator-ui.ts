import { expect, type Page } from '@playwright/test';
import { Layout } from '../../pages/layout';

/**
 * Asserts that a toast titled `title` (and saying `description`, when given) is showing, then closes it, so the
 * next identical toast of the same test is a new one and not this one still on screen.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = new Layout(page).toast(title).last();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
  // The toast grows in (a CSS transition). A click while it still moves can land beside the Close button, and the
  // pointer then resting on the toast pauses its auto-hide: wait until it has settled.
  await toast.evaluate(async (element) => {
    const animations = element.closest('.MuiSnackbar-root')?.getAnimations({ subtree: true }) ?? [];
    await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
  });
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(new Layout(page).toast(title)).toHaveCount(0);
}

/** The YouTube embed the video preview loads for a video id. */
export const embedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}`;

import type { Page } from '@playwright/test';

/**
 * Waits until every running animation has finished (a dialog fading in): axe measures colour contrast on what is
 * painted, and a half-faded button reads as too pale.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

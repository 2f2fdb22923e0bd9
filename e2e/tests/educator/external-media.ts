import type { Page } from '@playwright/test';

/** A 1x1 PNG, answered for the course image URLs the tests type (the test machine has no internet access). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const imageHost = 'https://images.lectern.test';

/**
 * Answers the requests that would leave the machine: course images on imageHost and the YouTube embed of the
 * video preview (a blank page, so the iframe loads at once and axe can look into it).
 */
export async function stubExternalMedia(page: Page): Promise<void> {
  await page.route(`${imageHost}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: png }));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>YouTube video player</title></head><body><main aria-label="Video player"><p>Video</p></main></body></html>',
    }),
  );
}

import type { Page, Request } from '@playwright/test';
import { NOTIFICATION_STREAM_PATH } from '@lectern/shared-sdk/notifications/domain';
import { expect } from '../fixtures/test';

/**
 * `networkidle` for a signed-in page: no request in flight for half a second, the live notification stream aside. That
 * stream stays open for as long as the page does (the bell's count is kept current through it), so Playwright's own
 * `networkidle` never comes to a signed-in page. Watch from before the navigation whose requests should settle.
 */
export class NetworkQuiet {
  private readonly inFlight = new Set<Request>();
  private changedAt = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === NOTIFICATION_STREAM_PATH) return;
      this.inFlight.add(request);
      this.changedAt = Date.now();
    });
    const settled = (request: Request) => {
      if (this.inFlight.delete(request)) this.changedAt = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
  }

  /** Resolves once nothing but the stream has been in flight for `quietMs`. */
  async settled(quietMs = 500): Promise<void> {
    await expect
      .poll(() => this.inFlight.size === 0 && Date.now() - this.changedAt >= quietMs, {
        message: 'no request in flight but the notification stream',
        timeout: 30_000,
        intervals: [100],
      })
      .toBe(true);
  }
}

import type { Page, Request } from '@playwright/test';
import { NOTIFICATION_STREAM_PATH } from '@lectern/shared-sdk/notifications/domain';
import { telemetryCalls } from '@lectern/shared-sdk/telemetry/calls';
import { expect } from '../fixtures/test';

/**
 * What never settles for the page's sake: the live notification stream stays open for as long as the page does (the
 * bell's count is kept current through it), and the telemetry batch a page sends with `keepalive` as it is left belongs
 * to the page before, which Chromium may never report finished.
 */
const unsettled = new Set([NOTIFICATION_STREAM_PATH, telemetryCalls.sendTelemetry.path]);

/**
 * `networkidle` for a signed-in page: no request in flight for half a second, the live notification stream and the
 * telemetry beacons aside, so Playwright's own `networkidle` never comes to a signed-in page. Watch from before the
 * navigation whose requests should settle.
 */
export class NetworkQuiet {
  private readonly inFlight = new Set<Request>();
  private changedAt = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => {
      if (unsettled.has(new URL(request.url()).pathname)) return;
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
    try {
      await expect
        .poll(() => this.inFlight.size === 0 && Date.now() - this.changedAt >= quietMs, {
          message: 'no request in flight but the notification stream',
          timeout: 30_000,
          intervals: [100],
        })
        .toBe(true);
    } catch (error) {
      const still = [...this.inFlight].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`The page's requests did not settle; still in flight: ${still.join(', ') || 'none'}`, { cause: error });
    }
  }
}

import { defineCalls } from '../core/call';

/**
 * The areas' releases. What browsers report of each area's release: its page loads, its errors and where its loading failed, and the
 * Web Vitals of its pages. No personal data and no token: anyone's browser sends it, in small batches. Admins read
 * how each release is doing, promote or roll back
 * a canary, and make preview links.
 */
export const telemetryCalls = defineCalls('telemetry', {
  sendTelemetry: { method: 'POST', path: '/api/telemetry' },
  getReleaseHealth: { method: 'GET', path: '/api/admin/releases' },
  promoteCanary: { method: 'POST', path: '/api/admin/releases/:area/promote' },
  rollbackRelease: { method: 'POST', path: '/api/admin/releases/:area/rollback' },
  createPreviewLink: { method: 'POST', path: '/api/admin/releases/:area/previews' },
  // The shell's server asks when a preview link is opened (and again now and then): is it genuine, and for what.
  readPreview: { method: 'GET', path: '/api/releases/preview' },
});

import { defineCalls } from '../core/call';

/**
 * What browsers report of each area's release: its page loads, its errors and where its loading failed, and the
 * Web Vitals of its pages. No personal data and no token: anyone's browser sends it, in small batches. Admins read
 * how each release is doing.
 */
export const telemetryCalls = defineCalls('telemetry', {
  sendTelemetry: { method: 'POST', path: '/api/telemetry' },
  getReleaseHealth: { method: 'GET', path: '/api/admin/releases' },
});

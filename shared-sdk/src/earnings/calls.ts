import { defineCalls } from '../core/call';

/** Where paid courses' money went: an educator's own earnings, and the platform's revenue for admins. */
export const earningsCalls = defineCalls('earnings', {
  getMyEarnings: { method: 'GET', path: '/api/educator/earnings' },
  // A download: its 200 is a CSV file, not JSON, so its schema map gives no answer for it.
  myEarningsCsv: { method: 'GET', path: '/api/educator/earnings/csv' },
  getRevenue: { method: 'GET', path: '/api/admin/revenue' },
});

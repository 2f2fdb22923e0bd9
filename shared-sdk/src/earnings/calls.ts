import { defineCalls } from '../core/call';

/**
 * Where paid courses' money went: an educator's own earnings and their payouts (a Stripe Connect account their share
 * is transferred to), and the platform's revenue for admins.
 */
export const earningsCalls = defineCalls('earnings', {
  getMyEarnings: { method: 'GET', path: '/api/educator/earnings' },
  // A download: its 200 is a CSV file, not JSON, so its schema map gives no answer for it.
  myEarningsCsv: { method: 'GET', path: '/api/educator/earnings/csv' },
  startPayoutOnboarding: { method: 'POST', path: '/api/educator/payouts/onboarding' },
  getRevenue: { method: 'GET', path: '/api/admin/revenue' },
});

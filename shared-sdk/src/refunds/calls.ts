import { defineCalls } from '../core/call';

/**
 * Refunds of paid course lines: a student asks (granted at once under the watched threshold), the course's educator
 * or an admin decides the rest.
 */
export const refundsCalls = defineCalls('refunds', {
  requestRefund: { method: 'POST', path: '/api/orders/:orderId/refunds' },
  listEducatorRefunds: { method: 'GET', path: '/api/educator/refunds' },
  listAdminRefunds: { method: 'GET', path: '/api/admin/refunds' },
  approveRefund: { method: 'POST', path: '/api/refunds/:refundId/approve' },
  declineRefund: { method: 'POST', path: '/api/refunds/:refundId/decline' },
});

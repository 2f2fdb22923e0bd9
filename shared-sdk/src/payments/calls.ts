import { defineCalls } from '../core/call';

/**
 * Orders and payments (PAYMENTS=test or stripe; with PAYMENTS=none, the spec's checkout, an order is paid as it is
 * made). The webhook is Stripe's call to us, not a screen's: it is here so the API's table of calls stays whole.
 */
export const paymentsCalls = defineCalls('payments', {
  listMyOrders: { method: 'GET', path: '/api/orders' },
  getOrder: { method: 'GET', path: '/api/orders/:orderId' },
  getTestCheckout: { method: 'GET', path: '/api/payments/test/sessions/:sessionId' },
  payTestCheckout: { method: 'POST', path: '/api/payments/test/sessions/:sessionId/pay' },
  receiveStripeWebhook: { method: 'POST', path: '/api/payments/stripe/webhook' },
});

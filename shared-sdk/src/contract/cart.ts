import { defineCalls } from './call';

export const cartCalls = defineCalls({
  getCart: { method: 'GET', path: '/api/cart', responses: { 200: 'cartResponseSchema' } },
  addToCart: { method: 'POST', path: '/api/cart', body: 'addToCartInputSchema', responses: { 201: 'cartResponseSchema' } },
  removeFromCart: { method: 'DELETE', path: '/api/cart/:courseId', params: 'courseIdParamsSchema', responses: { 200: 'cartResponseSchema' } },
  checkout: { method: 'POST', path: '/api/cart/checkout', body: 'checkoutInputSchema', responses: { 200: 'checkoutResponseSchema' } },
});

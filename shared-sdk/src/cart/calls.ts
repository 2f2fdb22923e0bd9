import { defineCalls } from '../core/call';

export const cartCalls = defineCalls('cart', {
  getCart: { method: 'GET', path: '/api/cart' },
  addToCart: { method: 'POST', path: '/api/cart' },
  removeFromCart: { method: 'DELETE', path: '/api/cart/:courseId' },
  checkout: { method: 'POST', path: '/api/cart/checkout' },
});

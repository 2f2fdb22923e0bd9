import type { Id } from '../schemas/common';
import { request } from '../client/http';

export const getCart = () => request('get', '/api/cart', (s) => s.cartResponseSchema);
export const addToCart = (courseId: Id) => request('post', '/api/cart', (s) => s.cartResponseSchema, { json: { courseId } });
export const removeFromCart = (courseId: Id) => request('delete', `/api/cart/${courseId}`, (s) => s.cartResponseSchema);
/** `expectedTotal`: the total the cart showed; a price changed since is refused (409) instead of charged. */
export const checkout = (expectedTotal?: number) =>
  request('post', '/api/cart/checkout', (s) => s.checkoutResponseSchema, expectedTotal === undefined ? {} : { json: { expectedTotal } });

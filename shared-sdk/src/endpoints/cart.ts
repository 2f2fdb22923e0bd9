import { cartResponseSchema, checkoutResponseSchema } from '../schemas/cart';
import type { Id } from '../schemas/common';
import { request } from '../client/http';

export const getCart = () => request('get', '/api/cart', cartResponseSchema);
export const addToCart = (courseId: Id) => request('post', '/api/cart', cartResponseSchema, { json: { courseId } });
export const removeFromCart = (courseId: Id) => request('delete', `/api/cart/${courseId}`, cartResponseSchema);
export const checkout = () => request('post', '/api/cart/checkout', checkoutResponseSchema);

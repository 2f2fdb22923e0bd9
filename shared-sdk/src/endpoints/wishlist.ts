import type { Id } from '../schemas/common';
import { request } from '../client/http';

export const getWishlist = () => request('get', '/api/wishlist', (s) => s.wishlistResponseSchema);
export const saveCourse = (courseId: Id) => request('post', '/api/wishlist', (s) => s.wishlistResponseSchema, { json: { courseId } });
export const unsaveCourse = (courseId: Id) => request('delete', `/api/wishlist/${courseId}`, (s) => s.wishlistResponseSchema);

import { defineCalls } from './call';

export const wishlistCalls = defineCalls({
  getWishlist: { method: 'GET', path: '/api/wishlist', responses: { 200: 'wishlistResponseSchema' } },
  saveCourse: { method: 'POST', path: '/api/wishlist', body: 'saveCourseInputSchema', responses: { 200: 'wishlistResponseSchema', 201: 'wishlistResponseSchema' } },
  unsaveCourse: { method: 'DELETE', path: '/api/wishlist/:courseId', params: 'courseIdParamsSchema', responses: { 200: 'wishlistResponseSchema' } },
});

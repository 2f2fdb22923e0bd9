import { defineCalls } from '../core/call';

export const wishlistCalls = defineCalls('wishlist', {
  getWishlist: { method: 'GET', path: '/api/wishlist' },
  saveCourse: { method: 'POST', path: '/api/wishlist' },
  unsaveCourse: { method: 'DELETE', path: '/api/wishlist/:courseId' },
});

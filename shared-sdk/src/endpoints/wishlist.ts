import type { Id } from '../schemas/common';
import { call } from '../client/http';
import { wishlistCalls } from '../contract/wishlist';

export const getWishlist = () => call(wishlistCalls.getWishlist);
export const saveCourse = (courseId: Id) => call(wishlistCalls.saveCourse, { json: { courseId } });
export const unsaveCourse = (courseId: Id) => call(wishlistCalls.unsaveCourse, { params: { courseId } });

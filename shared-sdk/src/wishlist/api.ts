import type { Id } from '../core/schemas';
import { call } from '../core/http';
import { wishlistCalls } from './calls';

export const getWishlist = () => call(wishlistCalls.getWishlist);
export const saveCourse = (courseId: Id) => call(wishlistCalls.saveCourse, { json: { courseId } });
export const unsaveCourse = (courseId: Id) => call(wishlistCalls.unsaveCourse, { params: { courseId } });

import type { Id } from '../core/schemas';
import { call } from '../core/http';
import { wishlistCalls } from './calls';

export const saveCourse = (courseId: Id) => call(wishlistCalls.saveCourse, { json: { courseId } });

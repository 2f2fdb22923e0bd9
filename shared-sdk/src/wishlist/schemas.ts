import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { idSchema, courseIdParamsSchema } from '../core/schemas';
import { courseSchema } from '../courses/schemas';
import type { CallSchemas } from '../core/call';
import type { wishlistCalls } from './calls';

/** The saved courses, the latest saved first; a change answers the list as it is now, with what happened. */
export const wishlistResponseSchema = lazySchema(() => z.object({ message: z.string().optional(), courses: z.array(courseSchema) }));
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const saveCourseInputSchema = lazySchema(() => z.object({ courseId: idSchema }));
export type SaveCourseInput = z.infer<typeof saveCourseInputSchema>;

/** The shapes of each call of wishlist/calls.ts: what the API validates and documents, and what the client parses. */
export const wishlistSchemas = {
  getWishlist: { responses: { 200: wishlistResponseSchema } },
  saveCourse: { body: saveCourseInputSchema, responses: { 200: wishlistResponseSchema, 201: wishlistResponseSchema } },
  unsaveCourse: { params: courseIdParamsSchema, responses: { 200: wishlistResponseSchema } },
} satisfies CallSchemas<typeof wishlistCalls>;

import { lazySchema } from './zod-config';
import { z } from 'zod';
import { idSchema } from './common';
import { courseSchema } from './courses';

/** The saved courses, the latest saved first; a change answers the list as it is now, with what happened. */
export const wishlistResponseSchema = lazySchema(() => z.object({ message: z.string().optional(), courses: z.array(courseSchema) }));
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const saveCourseInputSchema = lazySchema(() => z.object({ courseId: idSchema }));
export type SaveCourseInput = z.infer<typeof saveCourseInputSchema>;

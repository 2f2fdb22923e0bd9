import './zod-config';
import { z } from 'zod';
import { durationTextSchema, idSchema, isoDateSchema, optionalImageSchema, priceSchema } from './common';
import { moduleSchema } from './modules';

export const categories = [
  'Web Development',
  'Data Science',
  'Programming Fundamentals',
  'Machine Learning',
  'Cybersecurity',
] as const;
export const categorySchema = z.enum(categories, { error: `must be one of: ${categories.join(', ')}` });
export type Category = z.infer<typeof categorySchema>;

export const courseSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  category: categorySchema,
  /** Dollars; 0 means free. Stored as integer cents. */
  price: z.number(),
  duration: z.string(),
  instructor: z.string(),
  educatorId: z.object({ id: idSchema, name: z.string() }),
  students: z.number().int(),
  enrolledCount: z.number().int(),
  /** Mean of the ratings, or null when nobody rated yet. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  isApproved: z.boolean(),
  moduleCount: z.number().int(),
  videoCount: z.number().int(),
  createdAt: isoDateSchema,
});
export type Course = z.infer<typeof courseSchema>;

export const courseDetailSchema = courseSchema.extend({ modules: z.array(moduleSchema) });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const createCourseInputSchema = z.object({
  title: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  description: z.string({ error: 'is required' }).trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
  category: categorySchema,
  price: priceSchema,
  duration: durationTextSchema,
  image: optionalImageSchema,
});
export type CreateCourseInput = z.input<typeof createCourseInputSchema>;

export const updateCourseInputSchema = createCourseInputSchema.partial();
export type UpdateCourseInput = z.input<typeof updateCourseInputSchema>;

export const courseSorts = ['popular', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export const priceFilters = ['all', 'free', 'paid'] as const;

export const courseListQuerySchema = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  sort: z.enum(courseSorts, { error: `must be one of: ${courseSorts.join(', ')}` }).optional(),
  price: z.enum(priceFilters, { error: `must be one of: ${priceFilters.join(', ')}` }).optional(),
  category: categorySchema.optional(),
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100000, 'is too large').optional(),
  limit: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100, 'must be at most 100').optional(),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

export const courseListResponseSchema = z.object({
  courses: z.array(courseSchema),
  /** Courses matching the filters, over all pages. */
  total: z.number().int(),
  /** All courses visible to the caller, before filters ('Showing X of Y courses'). */
  totalAll: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;

export const coursesResponseSchema = z.object({ courses: z.array(courseSchema) });
export type CoursesResponse = z.infer<typeof coursesResponseSchema>;

export const courseResponseSchema = z.object({ course: courseDetailSchema });
export type CourseResponse = z.infer<typeof courseResponseSchema>;

export const approveCourseInputSchema = z
  .object({ isApproved: z.literal(true, { error: 'must be true' }).optional() })
  .optional();

export const pendingCoursesQuerySchema = z.object({
  limit: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100, 'must be at most 100').optional(),
});

export const educatorCoursesQuerySchema = z.object({ educatorId: idSchema });

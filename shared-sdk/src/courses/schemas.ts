import { SEND_BACK_REASON_MAX } from '../notifications/domain';
import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import {
  durationTextSchema,
  entityIdShape,
  idSchema,
  isoDateSchema,
  optionalImageSchema,
  priceSchema,
  searchTextSchema,
  textSchema,
  idParamsSchema,
  messageResponseSchema,
  pageParam,
  limitParam,
} from '../core/schemas';
import { moduleSchema } from '../modules/schemas';
import { categories, courseLengthValues, courseSorts, minimumRatings, priceFilters } from './catalogue';
import type { CallSchemas } from '../core/call';
import type { coursesCalls } from './calls';

export {
  catalogueHeaders,
  categories,
  courseLengths,
  courseLengthValues,
  courseSorts,
  defaultCoursePageSize,
  minimumRatings,
  priceFilters,
  readCoursePage,
} from './catalogue';
export type { CourseLength, CoursePage, MinimumRating } from './catalogue';

export const categorySchema = lazySchema(() => z.enum(categories, { error: `must be one of: ${categories.join(', ')}` }));
export type Category = z.infer<typeof categorySchema>;

export const courseSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    title: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    category: categorySchema,
    /** Dollars; 0 means free. Stored as integer cents. */
    price: z.number(),
    duration: z.string(),
    instructor: z.string(),
    educatorId: z.object({ ...entityIdShape, name: z.string() }),
    students: z.number().int(),
    enrolledCount: z.number().int(),
    /** Mean of the ratings, or null when nobody rated yet. */
    rating: z.number().nullable(),
    ratingCount: z.number().int(),
    isApproved: z.boolean(),
    /** Present (true) only when its educator deleted their account: unpublished, waiting for an admin to approve or delete it. */
    ownerDeleted: z.literal(true).optional(),
    /**
     * Only in what the course's educator and admins read: why an admin last sent the pending course back, until its
     * educator edits it (which asks for review again) or an admin approves it; null when it was not sent back.
     */
    reviewFeedback: z.object({ reason: z.string(), sentBackAt: isoDateSchema }).nullable().optional(),
    moduleCount: z.number().int(),
    videoCount: z.number().int(),
    createdAt: isoDateSchema,
    /** The last change of the course or its content (the sitemap's lastmod). */
    updatedAt: isoDateSchema,
  }),
);
export type Course = z.infer<typeof courseSchema>;

export const courseDetailSchema = lazySchema(() => courseSchema.extend({ modules: z.array(moduleSchema) }));
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const createCourseInputSchema = lazySchema(() =>
  z.object({
    title: textSchema({ max: 200 }),
    description: textSchema({ max: 5000, multiline: true }),
    category: categorySchema,
    price: priceSchema,
    duration: durationTextSchema,
    image: optionalImageSchema,
  }),
);
export type CreateCourseInput = z.input<typeof createCourseInputSchema>;

export const updateCourseInputSchema = lazySchema(() => createCourseInputSchema.partial());
export type UpdateCourseInput = z.input<typeof updateCourseInputSchema>;

export const courseListQuerySchema = lazySchema(() =>
  z.object({
    q: searchTextSchema.optional(),
    sort: z.enum(courseSorts, { error: `must be one of: ${courseSorts.join(', ')}` }).optional(),
    price: z.enum(priceFilters, { error: `must be one of: ${priceFilters.join(', ')}` }).optional(),
    category: categorySchema.optional(),
    length: z.enum(courseLengthValues, { error: `must be one of: ${courseLengthValues.join(', ')}` }).optional(),
    rating: z.enum(minimumRatings, { error: `must be one of: ${minimumRatings.join(', ')}` }).optional(),
    page: pageParam(),
    limit: limitParam(100),
  }),
);
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

/** A bare array (the shape the spec's readers all accept); pagination travels in headers (see catalogueHeaders). */
export const courseListSchema = lazySchema(() => z.array(courseSchema));

/**
 * An educator's own courses, `{courses}`. The spec allows "{courses[]} or array" and the API answers the wrapped form
 * (the original client's educator profile and admin course page read only that); a bare array, as earlier versions
 * answered, reads the same.
 */
export const myCoursesResponseSchema = lazySchema(() =>
  z.preprocess((value) => (Array.isArray(value) ? { courses: value } : value), z.object({ courses: z.array(courseSchema) })),
);
export type MyCoursesResponse = z.infer<typeof myCoursesResponseSchema>;

export const courseResponseSchema = lazySchema(() => z.object({ course: courseDetailSchema }));
export type CourseResponse = z.infer<typeof courseResponseSchema>;

export const approveCourseInputSchema = lazySchema(() => z.object({ isApproved: z.literal(true, { error: 'must be true' }).optional() }).optional());

/** PATCH /api/courses/:id/send-back: the reason the educator reads, in the app and in their mail. */
export const sendBackCourseInputSchema = lazySchema(() => z.object({ reason: textSchema({ max: SEND_BACK_REASON_MAX, multiline: true }) }));
export type SendBackCourseInput = z.infer<typeof sendBackCourseInputSchema>;

export const pendingCoursesQuerySchema = lazySchema(() =>
  z.object({
    limit: limitParam(100),
  }),
);

export const educatorCoursesQuerySchema = lazySchema(() => z.object({ educatorId: idSchema }));

/** A change of an approved course's price (prices change without review, so admins see each one). */
export const coursePriceChangeSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    /** Dollars. */
    oldPrice: z.number(),
    newPrice: z.number(),
    changedAt: isoDateSchema,
    /** null once that account was removed. */
    changedBy: z.object({ ...entityIdShape, name: z.string() }).nullable(),
  }),
);
export type CoursePriceChange = z.infer<typeof coursePriceChangeSchema>;
export const coursePriceChangeListSchema = lazySchema(() => z.array(coursePriceChangeSchema));

/** What the header's search box suggests while one types: a few courses and the categories whose names match. */
export const courseSuggestionsQuerySchema = lazySchema(() =>
  z.object({
    q: z.string({ error: 'is required' }).pipe(searchTextSchema).pipe(z.string().min(1, 'is required')),
    limit: limitParam(10),
  }),
);
export type CourseSuggestionsQuery = z.input<typeof courseSuggestionsQuerySchema>;

export const courseSuggestionsSchema = lazySchema(() =>
  z.object({
    courses: z.array(
      z.object({
        ...entityIdShape,
        title: z.string(),
        category: categorySchema,
        instructor: z.string(),
        image: z.string().nullable(),
      }),
    ),
    /** Categories whose names contain the text, with how many approved courses each has. */
    categories: z.array(z.object({ name: categorySchema, count: z.number().int() })),
  }),
);
export type CourseSuggestions = z.infer<typeof courseSuggestionsSchema>;

/** The shapes of each call of courses/calls.ts: what the API validates and documents, and what the client parses. */
export const coursesSchemas = {
  listCourses: { query: courseListQuerySchema, responses: { 200: courseListSchema } },
  suggestCourses: { query: courseSuggestionsQuerySchema, responses: { 200: courseSuggestionsSchema } },
  listMyCourses: { responses: { 200: myCoursesResponseSchema } },
  getCourse: { params: idParamsSchema, responses: { 200: courseResponseSchema } },
  listPendingCourses: { query: pendingCoursesQuerySchema, responses: { 200: courseListSchema } },
  approveCourse: { params: idParamsSchema, body: approveCourseInputSchema, responses: { 200: courseResponseSchema } },
  sendBackCourse: { params: idParamsSchema, body: sendBackCourseInputSchema, responses: { 200: courseResponseSchema } },
  listCoursePriceChanges: { params: idParamsSchema, responses: { 200: coursePriceChangeListSchema } },
  listEducatorCourses: { query: educatorCoursesQuerySchema, responses: { 200: courseListSchema } },
  deleteCourse: { params: idParamsSchema, responses: { 200: messageResponseSchema } },
  createCourse: { body: createCourseInputSchema, responses: { 201: courseResponseSchema } },
  updateCourse: { params: idParamsSchema, body: updateCourseInputSchema, responses: { 200: courseResponseSchema } },
} satisfies CallSchemas<typeof coursesCalls>;

import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { entityIdShape, idSchema, isoDateSchema, textSchema, courseIdParamsSchema, pageParam, limitParam } from '../core/schemas';
import { MAX_REPLY_LENGTH, MAX_REVIEW_LENGTH } from './domain';
import type { CallSchemas } from '../core/call';
import type { reviewsCalls } from './calls';

/** A review's text: long text (paragraphs allowed), at most MAX_REVIEW_LENGTH characters. */
export const reviewTextSchema = lazySchema(() => textSchema({ max: MAX_REVIEW_LENGTH, multiline: true }));

export const reviewIdParamsSchema = lazySchema(() => z.object({ reviewId: idSchema }));

/** The learner changes the text of their review (the stars stay: one rating per enrolment). */
export const reviewInputSchema = lazySchema(() => z.object({ review: reviewTextSchema }));
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const replyInputSchema = lazySchema(() => z.object({ reply: textSchema({ max: MAX_REPLY_LENGTH, multiline: true }) }));
export type ReplyInput = z.infer<typeof replyInputSchema>;

/** An admin hides a review that breaks the rules (it leaves the page and the average), or shows it again. */
export const reviewVisibilityInputSchema = lazySchema(() =>
  z.object({
    hidden: z.boolean({ error: 'must be true or false' }),
    reason: textSchema({ max: 500 }).optional(),
  }),
);
export type ReviewVisibilityInput = z.infer<typeof reviewVisibilityInputSchema>;

export const reviewListQuerySchema = lazySchema(() =>
  z.object({
    page: pageParam(),
    limit: limitParam(50),
  }),
);
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** The course educator's public answer to a review. */
export const reviewReplySchema = lazySchema(() =>
  z.object({
    body: z.string(),
    educatorName: z.string(),
    createdAt: isoDateSchema,
    updatedAt: isoDateSchema,
  }),
);
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/**
 * One learner's rating of a course, with the text they wrote (empty when they gave stars only) and the educator's
 * reply. `hidden` is only ever true in what an admin reads: everyone else never sees a hidden review.
 */
export const reviewSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    courseId: idSchema,
    rating: z.number().int().min(1).max(5),
    review: z.string(),
    learnerName: z.string(),
    createdAt: isoDateSchema,
    updatedAt: isoDateSchema,
    hidden: z.boolean(),
    reply: reviewReplySchema.nullable(),
  }),
);
export type Review = z.infer<typeof reviewSchema>;

/** The visible ratings of a course: the average to one decimal (null without any), their count, and how many of each star. */
export const ratingSummarySchema = lazySchema(() =>
  z.object({
    average: z.number().nullable(),
    count: z.number().int(),
    /** Five entries, 5 stars first. */
    distribution: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int() })),
  }),
);
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A page of a course's reviews, newest first, with the summary of all its visible ratings. */
export const reviewPageSchema = lazySchema(() =>
  z.object({
    summary: ratingSummarySchema,
    reviews: z.array(reviewSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewResponseSchema = lazySchema(() => z.object({ message: z.string(), review: reviewSchema }));
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** The shapes of each call of reviews/calls.ts: what the API validates and documents, and what the client parses. */
export const reviewsSchemas = {
  listCourseReviews: { params: courseIdParamsSchema, query: reviewListQuerySchema, responses: { 200: reviewPageSchema } },
  updateMyReview: { params: courseIdParamsSchema, body: reviewInputSchema, responses: { 200: reviewResponseSchema } },
  replyToReview: { params: reviewIdParamsSchema, body: replyInputSchema, responses: { 200: reviewResponseSchema, 201: reviewResponseSchema } },
  deleteReviewReply: { params: reviewIdParamsSchema, responses: { 200: reviewResponseSchema } },
  setReviewVisibility: { params: reviewIdParamsSchema, body: reviewVisibilityInputSchema, responses: { 200: reviewResponseSchema } },
} satisfies CallSchemas<typeof reviewsCalls>;

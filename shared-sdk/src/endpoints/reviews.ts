import type { Id } from '../schemas/common';
import type { ReviewListQuery, ReviewVisibilityInput } from '../schemas/reviews';
import { request } from '../client/http';

/** A page of a course's reviews, newest first, with the summary of its visible ratings. */
export const listCourseReviews = (courseId: Id, query: ReviewListQuery = {}) =>
  request('get', `/api/courses/${courseId}/reviews`, (s) => s.reviewPageSchema, { searchParams: { ...query } });
/** The course educator posts their one reply to a review, or changes its words. */
export const replyToReview = (reviewId: Id, reply: string) =>
  request('put', `/api/reviews/${reviewId}/reply`, (s) => s.reviewResponseSchema, { json: { reply } });
export const deleteReviewReply = (reviewId: Id) => request('delete', `/api/reviews/${reviewId}/reply`, (s) => s.reviewResponseSchema);
/** An admin hides a review that breaks the rules, or shows it again. */
export const setReviewVisibility = (reviewId: Id, input: ReviewVisibilityInput) =>
  request('patch', `/api/reviews/${reviewId}/visibility`, (s) => s.reviewResponseSchema, { json: input });

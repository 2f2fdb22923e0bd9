import type { Id } from '../core/schemas';
import type { ReviewListQuery, ReviewVisibilityInput } from './schemas';
import { call } from '../core/http';
import { reviewsCalls } from './calls';

/** A page of a course's reviews, newest first, with the summary of its visible ratings. */
export const listCourseReviews = (courseId: Id, query: ReviewListQuery = {}) =>
  call(reviewsCalls.listCourseReviews, { params: { courseId }, searchParams: { ...query } });
/** The learner changes the words of their review (the stars stay). */
export const updateMyReview = (courseId: Id, review: string) => call(reviewsCalls.updateMyReview, { params: { courseId }, json: { review } });
/** The course educator posts their one reply to a review, or changes its words. */
export const replyToReview = (reviewId: Id, reply: string) => call(reviewsCalls.replyToReview, { params: { reviewId }, json: { reply } });
export const deleteReviewReply = (reviewId: Id) => call(reviewsCalls.deleteReviewReply, { params: { reviewId } });
/** An admin hides a review that breaks the rules, or shows it again. */
export const setReviewVisibility = (reviewId: Id, input: ReviewVisibilityInput) =>
  call(reviewsCalls.setReviewVisibility, { params: { reviewId }, json: input });

import type { Id } from '../core/schemas';
import { call } from '../core/http';
import { reviewsCalls } from './calls';

/** The learner changes the words of their review (the stars stay). */
export const updateMyReview = (courseId: Id, review: string) => call(reviewsCalls.updateMyReview, { params: { courseId }, json: { review } });
/** The course educator posts their one reply to a review, or changes its words. */
export const replyToReview = (reviewId: Id, reply: string) => call(reviewsCalls.replyToReview, { params: { reviewId }, json: { reply } });

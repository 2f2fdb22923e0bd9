import { defineCalls } from '../core/call';

// The learner's review is changed under /api/enrollments (the spec's path); its route, its shapes, its SDK function
// and its hook are the reviews'.
export const reviewsCalls = defineCalls('reviews', {
  listCourseReviews: { method: 'GET', path: '/api/courses/:courseId/reviews' },
  updateMyReview: { method: 'PATCH', path: '/api/enrollments/:courseId/review' },
  replyToReview: { method: 'PUT', path: '/api/reviews/:reviewId/reply' },
  deleteReviewReply: { method: 'DELETE', path: '/api/reviews/:reviewId/reply' },
  setReviewVisibility: { method: 'PATCH', path: '/api/reviews/:reviewId/visibility' },
});

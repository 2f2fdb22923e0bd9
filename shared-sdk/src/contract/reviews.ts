import { defineCalls } from './call';

// The learner's review is changed under /api/enrollments (the spec's path) and its SDK function sits with the
// enrolment's rating in endpoints/enrollments.ts; its route, its shapes and its tag are the reviews'.
export const reviewsCalls = defineCalls({
  listCourseReviews: { method: 'GET', path: '/api/courses/:courseId/reviews', params: 'courseIdParamsSchema', query: 'reviewListQuerySchema', responses: { 200: 'reviewPageSchema' } },
  updateMyReview: { method: 'PATCH', path: '/api/enrollments/:courseId/review', params: 'courseIdParamsSchema', body: 'reviewInputSchema', responses: { 200: 'reviewResponseSchema' } },
  replyToReview: { method: 'PUT', path: '/api/reviews/:reviewId/reply', params: 'reviewIdParamsSchema', body: 'replyInputSchema', responses: { 200: 'reviewResponseSchema', 201: 'reviewResponseSchema' } },
  deleteReviewReply: { method: 'DELETE', path: '/api/reviews/:reviewId/reply', params: 'reviewIdParamsSchema', responses: { 200: 'reviewResponseSchema' } },
  setReviewVisibility: { method: 'PATCH', path: '/api/reviews/:reviewId/visibility', params: 'reviewIdParamsSchema', body: 'reviewVisibilityInputSchema', responses: { 200: 'reviewResponseSchema' } },
});

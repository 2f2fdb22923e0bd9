import { defineCalls } from './call';

export const enrollmentsCalls = defineCalls({
  listMyEnrollments: { method: 'GET', path: '/api/enrollments', responses: { 200: 'enrollmentsResponseSchema' } },
  enroll: { method: 'POST', path: '/api/enrollments', body: 'enrollInputSchema', responses: { 201: 'enrollResponseSchema' } },
  getEnrollmentStatus: { method: 'GET', path: '/api/enrollments/:courseId/status', params: 'courseIdParamsSchema', responses: { 200: 'enrollmentStatusSchema' } },
  getMyEnrollment: { method: 'GET', path: '/api/enrollments/:courseId/my', params: 'courseIdParamsSchema', responses: { 200: 'enrollmentResponseSchema' } },
  rateCourse: { method: 'PATCH', path: '/api/enrollments/:courseId/rating', params: 'courseIdParamsSchema', body: 'rateInputSchema', responses: { 200: 'enrollmentResponseSchema' } },
  markVideoWatched: { method: 'PATCH', path: '/api/enrollments/:enrollmentId/progress', params: 'enrollmentIdParamsSchema', body: 'progressInputSchema', responses: { 200: 'enrollmentSchema' } },
  listLessonWatch: { method: 'GET', path: '/api/enrollments/:enrollmentId/watch', params: 'enrollmentIdParamsSchema', responses: { 200: 'lessonWatchListSchema' } },
  reportWatch: { method: 'POST', path: '/api/enrollments/:enrollmentId/watch', params: 'enrollmentIdParamsSchema', body: 'watchReportInputSchema', responses: { 200: 'watchReportResponseSchema' } },
  listAllEnrollments: { method: 'GET', path: '/api/enrollments/all', responses: { 200: 'enrollmentsResponseSchema' } },
  listStudentEnrollments: { method: 'GET', path: '/api/enrollments/by-student', query: 'studentIdQuerySchema', responses: { 200: 'enrollmentsResponseSchema' } },
  listCourseEnrollments: { method: 'GET', path: '/api/enrollments/by-course', query: 'courseIdQuerySchema', responses: { 200: 'courseEnrollmentsResponseSchema' } },
});

import { defineCalls } from './call';

export const coursesCalls = defineCalls({
  listCourses: { method: 'GET', path: '/api/courses', query: 'courseListQuerySchema', responses: { 200: 'courseListSchema' } },
  listMyCourses: { method: 'GET', path: '/api/courses/my', responses: { 200: 'myCoursesResponseSchema' } },
  getCourse: { method: 'GET', path: '/api/courses/:id', params: 'idParamsSchema', responses: { 200: 'courseResponseSchema' } },
  listPendingCourses: { method: 'GET', path: '/api/courses/admin/pending', query: 'pendingCoursesQuerySchema', responses: { 200: 'courseListSchema' } },
  approveCourse: { method: 'PATCH', path: '/api/courses/:id/approve', params: 'idParamsSchema', body: 'approveCourseInputSchema', responses: { 200: 'courseResponseSchema' } },
  listCoursePriceChanges: { method: 'GET', path: '/api/courses/:id/price-changes', params: 'idParamsSchema', responses: { 200: 'coursePriceChangeListSchema' } },
  listEducatorCourses: { method: 'GET', path: '/api/courses/educator/courses', query: 'educatorCoursesQuerySchema', responses: { 200: 'courseListSchema' } },
  deleteCourse: { method: 'DELETE', path: '/api/courses/:id', params: 'idParamsSchema', responses: { 200: 'messageResponseSchema' } },
  createCourse: { method: 'POST', path: '/api/courses', body: 'createCourseInputSchema', responses: { 201: 'courseResponseSchema' } },
  updateCourse: { method: 'PATCH', path: '/api/courses/:id', params: 'idParamsSchema', body: 'updateCourseInputSchema', responses: { 200: 'courseResponseSchema' } },
});

import { defineCalls } from '../core/call';

export const coursesCalls = defineCalls('courses', {
  listCourses: { method: 'GET', path: '/api/courses' },
  suggestCourses: { method: 'GET', path: '/api/courses/suggestions' },
  listMyCourses: { method: 'GET', path: '/api/courses/my' },
  getCourse: { method: 'GET', path: '/api/courses/:id' },
  listPendingCourses: { method: 'GET', path: '/api/courses/admin/pending' },
  approveCourse: { method: 'PATCH', path: '/api/courses/:id/approve' },
  /** An admin sends a pending course back to its educator with the reason (an extension beside the spec, issue 39). */
  sendBackCourse: { method: 'PATCH', path: '/api/courses/:id/send-back' },
  listCoursePriceChanges: { method: 'GET', path: '/api/courses/:id/price-changes' },
  listEducatorCourses: { method: 'GET', path: '/api/courses/educator/courses' },
  deleteCourse: { method: 'DELETE', path: '/api/courses/:id' },
  createCourse: { method: 'POST', path: '/api/courses' },
  updateCourse: { method: 'PATCH', path: '/api/courses/:id' },
});

import { defineCalls } from '../core/call';

export const enrollmentsCalls = defineCalls('enrollments', {
  listMyEnrollments: { method: 'GET', path: '/api/enrollments' },
  enroll: { method: 'POST', path: '/api/enrollments' },
  getEnrollmentStatus: { method: 'GET', path: '/api/enrollments/:courseId/status' },
  getMyEnrollment: { method: 'GET', path: '/api/enrollments/:courseId/my' },
  rateCourse: { method: 'PATCH', path: '/api/enrollments/:courseId/rating' },
  markVideoWatched: { method: 'PATCH', path: '/api/enrollments/:enrollmentId/progress' },
  listLessonWatch: { method: 'GET', path: '/api/enrollments/:enrollmentId/watch' },
  reportWatch: { method: 'POST', path: '/api/enrollments/:enrollmentId/watch' },
  listAllEnrollments: { method: 'GET', path: '/api/enrollments/all' },
  listStudentEnrollments: { method: 'GET', path: '/api/enrollments/by-student' },
  listCourseEnrollments: { method: 'GET', path: '/api/enrollments/by-course' },
});

import type { Id } from '../schemas/common';
import { request } from '../client/http';

export const listMyEnrollments = () => request('get', '/api/enrollments', (s) => s.enrollmentsResponseSchema);
export const enroll = (courseId: Id) => request('post', '/api/enrollments', (s) => s.enrollResponseSchema, { json: { courseId } });
export const getEnrollmentStatus = (courseId: Id) =>
  request('get', `/api/enrollments/${courseId}/status`, (s) => s.enrollmentStatusSchema);
export const getMyEnrollment = (courseId: Id) =>
  request('get', `/api/enrollments/${courseId}/my`, (s) => s.enrollmentResponseSchema);
export const rateCourse = (courseId: Id, rating: number) =>
  request('patch', `/api/enrollments/${courseId}/rating`, (s) => s.enrollmentResponseSchema, { json: { rating } });
export const markVideoWatched = (enrollmentId: Id, videoId: Id) =>
  request('patch', `/api/enrollments/${enrollmentId}/progress`, (s) => s.enrollmentSchema, { json: { videoId } });
export const listAllEnrollments = () => request('get', '/api/enrollments/all', (s) => s.enrollmentsResponseSchema);
export const listStudentEnrollments = (studentId: Id) =>
  request('get', '/api/enrollments/by-student', (s) => s.enrollmentsResponseSchema, { searchParams: { studentId } });
export const listCourseEnrollments = (courseId: Id) =>
  request('get', '/api/enrollments/by-course', (s) => s.enrollmentListSchema, { searchParams: { courseId } });

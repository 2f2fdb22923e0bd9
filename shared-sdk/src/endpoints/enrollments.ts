import {
  enrollmentListSchema,
  enrollmentResponseSchema,
  enrollmentSchema,
  enrollmentsResponseSchema,
  enrollmentStatusSchema,
  enrollResponseSchema,
} from '../schemas/enrollments';
import type { Id } from '../schemas/common';
import { request } from '../client/http';

export const listMyEnrollments = () => request('get', '/api/enrollments', enrollmentsResponseSchema);
export const enroll = (courseId: Id) => request('post', '/api/enrollments', enrollResponseSchema, { json: { courseId } });
export const getEnrollmentStatus = (courseId: Id) =>
  request('get', `/api/enrollments/${courseId}/status`, enrollmentStatusSchema);
export const getMyEnrollment = (courseId: Id) =>
  request('get', `/api/enrollments/${courseId}/my`, enrollmentResponseSchema);
export const rateCourse = (courseId: Id, rating: number) =>
  request('patch', `/api/enrollments/${courseId}/rating`, enrollmentResponseSchema, { json: { rating } });
export const markVideoWatched = (enrollmentId: Id, videoId: Id) =>
  request('patch', `/api/enrollments/${enrollmentId}/progress`, enrollmentSchema, { json: { videoId } });
export const listAllEnrollments = () => request('get', '/api/enrollments/all', enrollmentsResponseSchema);
export const listStudentEnrollments = (studentId: Id) =>
  request('get', '/api/enrollments/by-student', enrollmentsResponseSchema, { searchParams: { studentId } });
export const listCourseEnrollments = (courseId: Id) =>
  request('get', '/api/enrollments/by-course', enrollmentListSchema, { searchParams: { courseId } });

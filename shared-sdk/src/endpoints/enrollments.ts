import type { Id } from '../schemas/common';
import type { WatchReportInput } from '../schemas/enrollments';
import { request } from '../client/http';

export const listMyEnrollments = () => request('get', '/api/enrollments', (s) => s.enrollmentsResponseSchema);
export const enroll = (courseId: Id) => request('post', '/api/enrollments', (s) => s.enrollResponseSchema, { json: { courseId } });
export const getEnrollmentStatus = (courseId: Id) =>
  request('get', `/api/enrollments/${courseId}/status`, (s) => s.enrollmentStatusSchema);
export const getMyEnrollment = (courseId: Id) =>
  request('get', `/api/enrollments/${courseId}/my`, (s) => s.enrollmentResponseSchema);
/** The stars, once per enrolment, with the learner's words when they wrote some. */
export const rateCourse = (courseId: Id, rating: number, review?: string) =>
  request('patch', `/api/enrollments/${courseId}/rating`, (s) => s.enrollmentResponseSchema, { json: review ? { rating, review } : { rating } });
/** The learner changes the words of their review (the stars stay). */
export const updateMyReview = (courseId: Id, review: string) =>
  request('patch', `/api/enrollments/${courseId}/review`, (s) => s.reviewResponseSchema, { json: { review } });
export const markVideoWatched = (enrollmentId: Id, videoId: Id) =>
  request('patch', `/api/enrollments/${enrollmentId}/progress`, (s) => s.enrollmentSchema, { json: { videoId } });
export const listAllEnrollments = () => request('get', '/api/enrollments/all', (s) => s.enrollmentsResponseSchema);
export const listStudentEnrollments = (studentId: Id) =>
  request('get', '/api/enrollments/by-student', (s) => s.enrollmentsResponseSchema, { searchParams: { studentId } });
export const listCourseEnrollments = (courseId: Id) =>
  request('get', '/api/enrollments/by-course', (s) => s.enrollmentListSchema, { searchParams: { courseId } });
/** Where the student left each lesson of the enrolment, the latest first. */
export const listLessonWatch = (enrollmentId: Id) =>
  request('get', `/api/enrollments/${enrollmentId}/watch`, (s) => s.lessonWatchListSchema);
/** The player's report; `keepalive` when the page is being hidden or left, so the report still arrives. */
export const reportWatch = (enrollmentId: Id, report: WatchReportInput, { keepalive = false }: { keepalive?: boolean } = {}) =>
  request('post', `/api/enrollments/${enrollmentId}/watch`, (s) => s.watchReportResponseSchema, { json: report, keepalive });

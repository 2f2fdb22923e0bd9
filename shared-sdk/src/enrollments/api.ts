import type { Id } from '../core/schemas';
import type { WatchReportInput } from './schemas';
import { call } from '../core/http';
import { enrollmentsCalls } from './calls';

export const enroll = (courseId: Id) => call(enrollmentsCalls.enroll, { json: { courseId } });
export const markVideoWatched = (enrollmentId: Id, videoId: Id) =>
  call(enrollmentsCalls.markVideoWatched, { params: { enrollmentId }, json: { videoId } });
export const listStudentEnrollments = (studentId: Id) => call(enrollmentsCalls.listStudentEnrollments, { searchParams: { studentId } });
/** One course's enrolments (the answer is `{enrollments}`, or a bare array from an older API). */
export const listCourseEnrollments = async (courseId: Id) =>
  (await call(enrollmentsCalls.listCourseEnrollments, { searchParams: { courseId } })).enrollments;
/** The player's report; `keepalive` when the page is being hidden or left, so the report still arrives. */
export const reportWatch = (enrollmentId: Id, report: WatchReportInput, { keepalive = false }: { keepalive?: boolean } = {}) =>
  call(enrollmentsCalls.reportWatch, { params: { enrollmentId }, json: report, keepalive });

import { useCallback } from 'react';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NETWORK_ERROR_MESSAGE } from '../core/http';
import { useApi, type LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import type { Enrollment, LessonWatch, WatchReportInput, WatchReportResponse } from './schemas';
import { useChange, useRead, useReadById, type ReadOptions } from '../core/hooks';
import { invalidateCourseData, queryRoots } from '../core/invalidation';
import { orNull } from '../core/or-null';

/**
 * The signed-in student's own data, under one root: enrolments, enrolment status per course, and (their hooks in
 * cart/, wishlist/ and certificates/) cart, wishlist, certificates. Read only for students.
 */
export const learningKeys = {
  all: [queryRoots.learning] as const,
  enrollments: [queryRoots.learning, 'enrollments'] as const,
  enrollment: (courseId: Id) => [queryRoots.learning, 'enrollment', courseId] as const,
  status: (courseId: Id) => [queryRoots.learning, 'status', courseId] as const,
  cart: [queryRoots.learning, 'cart'] as const,
  wishlist: [queryRoots.learning, 'wishlist'] as const,
  lessonWatch: (enrollmentId: Id) => [queryRoots.learning, 'lesson-watch', enrollmentId] as const,
  certificates: [queryRoots.learning, 'certificates'] as const,
};

export const myEnrollmentsQuery = (api: LecternApi) =>
  queryOptions({ queryKey: learningKeys.enrollments, queryFn: async () => (await api.listMyEnrollments()).enrollments });

/** The student's enrolment in one course; null when they are not enrolled. */
export const myEnrollmentQuery = (api: LecternApi, courseId: Id) =>
  queryOptions({
    queryKey: learningKeys.enrollment(courseId),
    queryFn: (): Promise<Enrollment | null> => orNull(async () => (await api.getMyEnrollment(courseId)).enrollment),
  });

export const enrollmentStatusQuery = (api: LecternApi, courseId: Id) =>
  queryOptions({ queryKey: learningKeys.status(courseId), queryFn: () => api.getEnrollmentStatus(courseId) });

/** Where the student left each lesson of the enrolment; read when a video page opens, so never stale. */
export const lessonWatchQuery = (api: LecternApi, enrollmentId: Id) =>
  queryOptions({
    queryKey: learningKeys.lessonWatch(enrollmentId),
    queryFn: async () => (await api.listLessonWatch(enrollmentId)).lessons,
    staleTime: 0,
  });

/** One request however many screens ask: the dashboard and My Learning read the same cached list. */
export const useMyEnrollments = (options?: ReadOptions) => useRead(myEnrollmentsQuery, options);
/** The student's enrolment in the course, or null when they are not enrolled. */
export const useMyEnrollment = (courseId: Id | null, options?: ReadOptions) => useReadById(myEnrollmentQuery, courseId, options);
export const useEnrollmentStatus = (courseId: Id | null, options?: ReadOptions) => useReadById(enrollmentStatusQuery, courseId, options);
export const useLessonWatch = (enrollmentId: Id | null, options?: ReadOptions) => useReadById(lessonWatchQuery, enrollmentId, options);
/** A free course: the student is enrolled at once (a paid one goes through the cart). */
export const useEnroll = () =>
  useChange({
    call: (api, courseId: Id) => api.enroll(courseId),
    failure: 'Failed to enroll.',
    onSuccess: (queryClient) => invalidateCourseData(queryClient),
  });

/**
 * The server's enrolment after a change (progress, rating) replaces the cached one, which is not read again; the
 * lists and figures that count it are.
 */
function storeEnrollment(queryClient: QueryClient, enrollment: Enrollment) {
  const cached = [queryRoots.learning, 'enrollment'];
  queryClient.setQueriesData<Enrollment | null>({ queryKey: cached }, (current) => (current?.id === enrollment.id ? enrollment : current));
  return invalidateCourseData(queryClient, { settled: [cached] });
}

/** The stars, once, with the learner's words when they wrote some; the course's reviews and figures are read again. */
export const useRateCourse = () =>
  useChange({
    call: async (api, { courseId, rating, review }: { courseId: Id; rating: number; review?: string }) =>
      (await api.rateCourse(courseId, review ? { rating, review } : { rating })).enrollment,
    failure: 'Failed to submit rating.',
    onSuccess: storeEnrollment,
  });

/**
 * Marking the last video watched completes the course, and the server issues its certificate in the same change:
 * the student's certificates (learningKeys.certificates) are read again with the rest of the learning data that
 * storeEnrollment invalidates.
 */
export const useMarkWatched = () =>
  useChange({
    call: (api, { enrollmentId, videoId }: { enrollmentId: Id; videoId: Id }) => api.markVideoWatched(enrollmentId, videoId),
    // Spec section 9: a dropped connection reads just 'Error'.
    failure: { title: 'Failed to update progress', offlineTitle: 'Error', fallback: NETWORK_ERROR_MESSAGE },
    onSuccess: storeEnrollment,
  });

/**
 * The answer to a watch report. The lesson's row replaces the cached one, and the enrolment's place to resume
 * follows quietly, every few seconds, without reading anything again. A lesson that has just become watched
 * changes progress, so that answer goes through storeEnrollment like a click on 'Mark as Watched'.
 */
function storeWatchReport(queryClient: QueryClient, enrollmentId: Id, { lesson, enrollment }: WatchReportResponse) {
  queryClient.setQueryData<LessonWatch[]>(learningKeys.lessonWatch(enrollmentId), (lessons) =>
    lessons ? [lesson, ...lessons.filter((other) => other.videoId !== lesson.videoId)] : lessons,
  );
  const replaced = (current: Enrollment | null | undefined) =>
    current?.id === enrollment.id ? { ...current, lastWatched: enrollment.lastWatched } : current;
  const cached = queryClient.getQueriesData<Enrollment | null>({ queryKey: [queryRoots.learning, 'enrollment'] });
  const watchedBefore = cached.find(([, current]) => current?.id === enrollment.id)?.[1]?.watchedVideos.length;
  if (watchedBefore !== undefined && watchedBefore !== enrollment.watchedVideos.length) return storeEnrollment(queryClient, enrollment);
  queryClient.setQueriesData<Enrollment | null>({ queryKey: [queryRoots.learning, 'enrollment'] }, replaced);
  queryClient.setQueryData<Enrollment[]>(learningKeys.enrollments, (list) => list?.map((current) => replaced(current) ?? current));
  return undefined;
}

/**
 * Sends the player's reports (no toast: they go on in the background, and a lost one only loses seconds) and
 * files their answers. `keepalive` for the report sent as the page is hidden or left.
 */
export function useReportWatch() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (enrollmentId: Id, report: WatchReportInput, options: { keepalive?: boolean } = {}) => {
      const answer = await api.reportWatch(enrollmentId, report, options);
      await storeWatchReport(queryClient, enrollmentId, answer);
      return answer;
    },
    [api, queryClient],
  );
}

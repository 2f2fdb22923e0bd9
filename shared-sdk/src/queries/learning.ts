import { useCallback } from 'react';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NETWORK_ERROR_MESSAGE } from '../client/http';
import { useApi, type LecternApi } from '../client/api-context';
import type { Id } from '../schemas/common';
import type { Cart } from '../schemas/cart';
import type { Certificate, CertificateId } from '../schemas/certificates';
import type { WishlistResponse } from '../schemas/wishlist';
import type { Enrollment, EnrollmentStatus, LessonWatch, WatchReportInput, WatchReportResponse } from '../schemas/enrollments';
import { useChange, useRead, useReadById, type ReadOptions } from './hooks';
import { invalidateCourseData, queryRoots } from './invalidation';
import { orNull } from './or-null';

/**
 * The signed-in student's own data: enrolments, enrolment status per course, cart, wishlist, certificates. Read only
 * for students.
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

/** A certificate by its public id, whoever asks (the verification page). */
export const certificateKeys = {
  detail: (id: CertificateId) => [queryRoots.certificates, id] as const,
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

export const cartQuery = (api: LecternApi) => queryOptions({ queryKey: learningKeys.cart, queryFn: async () => (await api.getCart()).cart });
export const wishlistQuery = (api: LecternApi) => queryOptions({ queryKey: learningKeys.wishlist, queryFn: async () => (await api.getWishlist()).courses });
export const myCertificatesQuery = (api: LecternApi) =>
  queryOptions({ queryKey: learningKeys.certificates, queryFn: async () => (await api.listMyCertificates()).certificates });

/** A certificate; null when there is no such certificate (a made-up or mistyped id, or its learner was removed). */
export const certificateQuery = (api: LecternApi, id: CertificateId) =>
  queryOptions({
    queryKey: certificateKeys.detail(id),
    queryFn: (): Promise<Certificate | null> => orNull(async () => (await api.getCertificate(id)).certificate),
  });

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
export const useCartQuery = (options?: ReadOptions) => useRead(cartQuery, options);
/** The saved courses, the latest saved first (enrolling or buying takes a course out: those changes read it again). */
export const useWishlist = (options?: ReadOptions) => useRead(wishlistQuery, options);
/** The student's certificates, the latest issued first (marking the last video watched issues one: it reads them again). */
export const useMyCertificates = (options?: ReadOptions) => useRead(myCertificatesQuery, options);
/** The certificate, or null when there is none; idle while there is no id. Needs no sign-in. */
export const useCertificate = (id: CertificateId | null, { enabled = true, ...options }: ReadOptions = {}) =>
  useRead((api) => certificateQuery(api, id ?? ''), { ...options, enabled: enabled && id !== null });

/** The server's answer is the wishlist now: a read still under way must not put the older one back. */
async function storeWishlist(queryClient: QueryClient, { courses }: WishlistResponse) {
  await queryClient.cancelQueries({ queryKey: learningKeys.wishlist });
  queryClient.setQueryData(learningKeys.wishlist, courses);
}

export const useSaveCourse = () =>
  useChange({ call: (api, courseId: Id) => api.saveCourse(courseId), failure: 'Failed to save the course.', onSuccess: storeWishlist });

export const useUnsaveCourse = () =>
  useChange({ call: (api, courseId: Id) => api.unsaveCourse(courseId), failure: 'Failed to remove the course from your wishlist.', onSuccess: storeWishlist });

/** A free course: the student is enrolled at once (a paid one goes through the cart). */
export const useEnroll = () =>
  useChange({
    call: (api, courseId: Id) => api.enroll(courseId),
    failure: 'Failed to enroll.',
    onSuccess: (queryClient) => invalidateCourseData(queryClient),
  });

/**
 * The server's answer is the cart now: a read still under way must not put the older one back, and each course's
 * 'in cart' mark follows it without asking the server again.
 */
async function storeCart(queryClient: QueryClient, cart: Cart) {
  await queryClient.cancelQueries({ queryKey: learningKeys.cart });
  queryClient.setQueryData(learningKeys.cart, cart);
  for (const [key, status] of queryClient.getQueriesData<EnrollmentStatus>({ queryKey: [queryRoots.learning, 'status'] })) {
    const courseId = key[2];
    if (status) queryClient.setQueryData<EnrollmentStatus>(key, { ...status, inCart: cart.courseIds.some((course) => course.id === courseId) });
  }
}

export const useAddToCart = () =>
  useChange({
    call: async (api, courseId: Id) => (await api.addToCart(courseId)).cart,
    failure: 'Failed to add to cart.',
    onSuccess: storeCart,
  });

export const useRemoveFromCart = () =>
  useChange({
    call: async (api, courseId: Id) => (await api.removeFromCart(courseId)).cart,
    failure: 'Failed to remove from cart',
    onSuccess: storeCart,
  });

/** `expectedTotal` is the total on screen: if a price changed since, the server refuses rather than charge another. */
export const useCheckout = () =>
  useChange({
    call: (api, expectedTotal: number) => api.checkout(expectedTotal),
    onSuccess: (queryClient) => {
      queryClient.setQueryData<Cart>(learningKeys.cart, { courseIds: [], subtotal: 0, total: 0 });
      // The screen goes on at once (the thank-you, the way to My Learning); the lists follow in the background.
      void invalidateCourseData(queryClient, { settled: [learningKeys.cart] });
    },
    // A refused checkout may mean new prices: read the cart again so the next attempt is for what is shown.
    onError: (queryClient) => queryClient.invalidateQueries({ queryKey: learningKeys.cart }),
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
      (await api.rateCourse(courseId, rating, review)).enrollment,
    failure: 'Failed to submit rating.',
    onSuccess: storeEnrollment,
  });

/** The learner's new words for their review: their enrolment and the course's reviews are read again. */
export const useUpdateMyReview = () =>
  useChange({
    call: async (api, { courseId, review }: { courseId: Id; review: string }) => (await api.updateMyReview(courseId, review)).review,
    failure: 'Failed to save your review.',
    onSuccess: (queryClient) => invalidateCourseData(queryClient),
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
  const replaced = (current: Enrollment | null | undefined) => (current?.id === enrollment.id ? { ...current, lastWatched: enrollment.lastWatched } : current);
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

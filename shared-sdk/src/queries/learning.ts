import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NETWORK_ERROR_MESSAGE } from '../client/http';
import { useApi, type LecternApi } from '../client/api-context';
import type { Id } from '../schemas/common';
import type { Cart } from '../schemas/cart';
import type { Enrollment, EnrollmentStatus } from '../schemas/enrollments';
import type { FailureToast } from '../notifications/notify-failure';
import { invalidateCourseData, queryRoots } from './invalidation';
import { orNull } from './or-null';

/** The signed-in student's own data: enrolments, enrolment status per course, cart. Read only for students. */
export const learningKeys = {
  all: [queryRoots.learning] as const,
  enrollments: [queryRoots.learning, 'enrollments'] as const,
  enrollment: (courseId: Id) => [queryRoots.learning, 'enrollment', courseId] as const,
  status: (courseId: Id) => [queryRoots.learning, 'status', courseId] as const,
  cart: [queryRoots.learning, 'cart'] as const,
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

/** One request however many screens ask: the dashboard and My Learning read the same cached list. */
export function useMyEnrollments(enabled = true) {
  return useQuery({ ...myEnrollmentsQuery(useApi()), enabled });
}

export function useMyEnrollment(courseId: Id | null, { failure }: { failure?: string } = {}) {
  const api = useApi();
  return useQuery({ ...myEnrollmentQuery(api, courseId ?? 0), enabled: courseId !== null, meta: { failure } });
}

export function useEnrollmentStatus(courseId: Id | null, enabled = true) {
  const api = useApi();
  return useQuery({ ...enrollmentStatusQuery(api, courseId ?? 0), enabled: enabled && courseId !== null });
}

export function useCartQuery(enabled = true, { failure }: { failure?: string } = {}) {
  return useQuery({ ...cartQuery(useApi()), enabled, meta: { failure } });
}

/** A free course: the student is enrolled at once (a paid one goes through the cart). */
export function useEnroll() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: Id) => api.enroll(courseId),
    meta: { failure: 'Failed to enroll.' },
    onSuccess: () => invalidateCourseData(queryClient),
  });
}

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

export function useAddToCart() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (courseId: Id) => (await api.addToCart(courseId)).cart,
    meta: { failure: 'Failed to add to cart.' },
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}

export function useRemoveFromCart() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (courseId: Id) => (await api.removeFromCart(courseId)).cart,
    meta: { failure: 'Failed to remove from cart' },
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}

/** `expectedTotal` is the total on screen: if a price changed since, the server refuses rather than charge another. */
export function useCheckout() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedTotal: number) => api.checkout(expectedTotal),
    onSuccess: () => {
      queryClient.setQueryData<Cart>(learningKeys.cart, { courseIds: [], subtotal: 0, total: 0 });
      // The screen goes on at once (the thank-you, the way to My Learning); the lists follow in the background.
      void invalidateCourseData(queryClient, { settled: [learningKeys.cart] });
    },
    // A refused checkout may mean new prices: read the cart again so the next attempt is for what is shown.
    onError: () => queryClient.invalidateQueries({ queryKey: learningKeys.cart }),
  });
}

/** The server's enrolment after a change replaces the cached one; lists and figures that count it are read again. */
function useEnrollmentChange<TVariables>(change: (api: LecternApi, variables: TVariables) => Promise<Enrollment>, failure: string | FailureToast) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => change(api, variables),
    meta: { failure },
    onSuccess: async (enrollment) => {
      queryClient.setQueriesData<Enrollment | null>({ queryKey: [queryRoots.learning, 'enrollment'] }, (cached) =>
        cached?.id === enrollment.id ? enrollment : cached,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.enrollments }),
        queryClient.invalidateQueries({ queryKey: [queryRoots.courses] }),
        queryClient.invalidateQueries({ queryKey: [queryRoots.teaching] }),
        queryClient.invalidateQueries({ queryKey: [queryRoots.admin] }),
      ]);
    },
  });
}

export function useRateCourse() {
  return useEnrollmentChange(
    async (api, { courseId, rating }: { courseId: Id; rating: number }) => (await api.rateCourse(courseId, rating)).enrollment,
    'Failed to submit rating.',
  );
}

export function useMarkWatched() {
  return useEnrollmentChange(
    (api, { enrollmentId, videoId }: { enrollmentId: Id; videoId: Id }) => api.markVideoWatched(enrollmentId, videoId),
    // Spec section 9: a dropped connection reads just 'Error'.
    { title: 'Failed to update progress', offlineTitle: 'Error', fallback: NETWORK_ERROR_MESSAGE },
  );
}

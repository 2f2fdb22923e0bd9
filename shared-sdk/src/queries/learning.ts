import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type LecternApi } from '../client/api-context';
import type { Id } from '../schemas/common';

/** The signed-in student's own data: enrolments, enrolment status per course, cart. Read only for students. */
export const learningKeys = {
  all: ['learning'] as const,
  enrollments: ['learning', 'enrollments'] as const,
  status: (courseId: Id) => ['learning', 'status', courseId] as const,
  cart: ['learning', 'cart'] as const,
};

export const myEnrollmentsQuery = (api: LecternApi) =>
  queryOptions({ queryKey: learningKeys.enrollments, queryFn: async () => (await api.listMyEnrollments()).enrollments });

export const enrollmentStatusQuery = (api: LecternApi, courseId: Id) =>
  queryOptions({ queryKey: learningKeys.status(courseId), queryFn: () => api.getEnrollmentStatus(courseId) });

export const cartQuery = (api: LecternApi) => queryOptions({ queryKey: learningKeys.cart, queryFn: async () => (await api.getCart()).cart });

export function useMyEnrollments(enabled = true) {
  return useQuery({ ...myEnrollmentsQuery(useApi()), enabled });
}

export function useEnrollmentStatus(courseId: Id | null, enabled = true) {
  const api = useApi();
  return useQuery({ ...enrollmentStatusQuery(api, courseId ?? 0), enabled: enabled && courseId !== null });
}

export function useCartQuery(enabled = true) {
  return useQuery({ ...cartQuery(useApi()), enabled });
}

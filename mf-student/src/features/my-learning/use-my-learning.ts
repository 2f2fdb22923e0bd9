import { isCompleted, useMyEnrollments } from '@lectern/shared-sdk';

export function useMyLearning() {
  const enrollments = useMyEnrollments();
  // Spec section 8: enrolments failing to load give an empty list, silently.
  const list = enrollments.isError ? [] : (enrollments.data ?? []);
  return {
    loading: enrollments.isPending,
    current: list.filter((enrollment) => !isCompleted(enrollment)),
    completed: list.filter(isCompleted),
  };
}

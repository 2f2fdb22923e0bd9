import { useCallback } from 'react';
import { attempt, isCompleted, notify, useMyCertificates, useRateCourse } from '@lectern/shared-sdk';
import { useLearning } from '../../shared/use-learning';

export function useCourseLearning(rawCourseId: string | undefined) {
  const state = useLearning(rawCourseId);
  const { mutateAsync, isPending } = useRateCourse();
  // A completed course has its certificate (issued by the server at 100 %); read once the course is complete.
  const completed = state.status === 'ready' && isCompleted(state.enrollment);
  const certificates = useMyCertificates({ enabled: completed });
  const courseId = state.status === 'ready' ? state.course.id : null;
  const certificate = completed ? (certificates.data?.find((earned) => earned.courseId === courseId) ?? null) : null;

  /** Resolves true when the rating was stored; a refusal has raised its toast already. */
  const rate = useCallback(
    (courseId: number, rating: number): Promise<boolean> =>
      attempt(mutateAsync({ courseId, rating }), () => notify.success('Thank you!', 'Your rating has been submitted.')),
    [mutateAsync],
  );

  return { state, certificate, rating: isPending, rate };
}

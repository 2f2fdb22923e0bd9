import { useCallback } from 'react';
import { attempt, notify, useRateCourse } from '@lectern/shared-sdk';
import { useLearning } from '../../shared/use-learning';

export function useCourseLearning(rawCourseId: string | undefined) {
  const state = useLearning(rawCourseId);
  const { mutateAsync, isPending } = useRateCourse();

  /** Resolves true when the rating was stored; a refusal has raised its toast already. */
  const rate = useCallback(
    (courseId: number, rating: number): Promise<boolean> =>
      attempt(mutateAsync({ courseId, rating }), () => notify.success('Thank you!', 'Your rating has been submitted.')),
    [mutateAsync],
  );

  return { state, rating: isPending, rate };
}

import { useCallback } from 'react';
import { attempt, isCompleted, notify, useMyCertificates, useRateCourse, useUpdateMyReview } from '@lectern/shared-sdk';
import { useLearning } from '../../shared/use-learning';
import type { RatingChoice } from './components/rating-dialog';

export function useCourseLearning(rawCourseId: string | undefined) {
  const state = useLearning(rawCourseId);
  const rating = useRateCourse();
  const reviewing = useUpdateMyReview();
  // A completed course has its certificate (issued by the server at 100 %); read once the course is complete.
  const completed = state.status === 'ready' && isCompleted(state.enrollment);
  const certificates = useMyCertificates({ enabled: completed });
  const courseId = state.status === 'ready' ? state.course.id : null;
  const certificate = completed ? (certificates.data?.find((earned) => earned.courseId === courseId) ?? null) : null;

  /** Resolves true when the rating was stored; a refusal has raised its toast already. */
  const rate = useCallback(
    (courseId: number, choice: RatingChoice): Promise<boolean> =>
      attempt(rating.mutateAsync({ courseId, ...choice }), () => notify.success('Thank you!', 'Your rating has been submitted.')),
    [rating.mutateAsync],
  );

  /** Resolves true when the new words were stored. */
  const saveReview = useCallback(
    (courseId: number, review: string): Promise<boolean> =>
      attempt(reviewing.mutateAsync({ courseId, review }), () => notify.success('Review saved', 'Your review now reads as you wrote it.')),
    [reviewing.mutateAsync],
  );

  return { state, certificate, rating: rating.isPending, rate, savingReview: reviewing.isPending, saveReview };
}

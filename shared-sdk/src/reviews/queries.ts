import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import type { ReviewVisibilityInput } from './schemas';
import { useChange, type ReadOptions } from '../core/hooks';
import { invalidateCourseData, queryRoots } from '../core/invalidation';

/**
 * A course's reviews live under the public course root: the same for every visitor (an admin's include hidden ones,
 * and a change of who is signed in reads public data again), and every change to course data reads them again.
 */
export const reviewKeys = {
  course: (courseId: Id) => [queryRoots.courses, 'reviews', courseId] as const,
  page: (courseId: Id, page: number) => [queryRoots.courses, 'reviews', courseId, page] as const,
};

export const courseReviewsQuery = (api: LecternApi, courseId: Id, page = 1) =>
  queryOptions({ queryKey: reviewKeys.page(courseId, page), queryFn: () => api.listCourseReviews(courseId, page === 1 ? {} : { page }) });

/** A page of the course's reviews; the page on screen stays while the next one loads. */
export function useCourseReviews(courseId: Id | null, page = 1, { failure, enabled = true }: ReadOptions = {}) {
  return useQuery({
    ...courseReviewsQuery(useApi(), courseId ?? 0, page),
    enabled: enabled && courseId !== null,
    placeholderData: keepPreviousData,
    meta: { failure },
  });
}

/** A reply or a hidden review changes what the course page and the figures show: they are read again. */
const useReviewChange = <TVariables>(call: (api: LecternApi, variables: TVariables) => Promise<unknown>, failure: string) =>
  useChange({ call, failure, onSuccess: (queryClient) => invalidateCourseData(queryClient) });

export const useReplyToReview = () =>
  useReviewChange((api, { reviewId, reply }: { reviewId: Id; reply: string }) => api.replyToReview(reviewId, reply), 'Failed to save reply');
export const useDeleteReviewReply = () => useReviewChange((api, reviewId: Id) => api.deleteReviewReply(reviewId), 'Failed to delete reply');
export const useSetReviewVisibility = () =>
  useReviewChange(
    (api, { reviewId, ...input }: { reviewId: Id } & ReviewVisibilityInput) => api.setReviewVisibility(reviewId, input),
    'Failed to change the review',
  );

/** The learner's new words for their review: their enrolment and the course's reviews are read again. */
export const useUpdateMyReview = () =>
  useChange({
    call: async (api, { courseId, review }: { courseId: Id; review: string }) => (await api.updateMyReview(courseId, review)).review,
    failure: 'Failed to save your review.',
    onSuccess: (queryClient) => invalidateCourseData(queryClient),
  });

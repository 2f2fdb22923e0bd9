import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { learningKeys } from '../enrollments/queries';
import { useChange, useRead, type ReadOptions } from '../core/hooks';
import type { WishlistResponse } from './schemas';

export const wishlistQuery = (api: LecternApi) =>
  queryOptions({ queryKey: learningKeys.wishlist, queryFn: async () => (await api.getWishlist()).courses });
/** The saved courses, the latest saved first (enrolling or buying takes a course out: those changes read it again). */
export const useWishlist = (options?: ReadOptions) => useRead(wishlistQuery, options);

/** The server's answer is the wishlist now: a read still under way must not put the older one back. */
async function storeWishlist(queryClient: QueryClient, { courses }: WishlistResponse) {
  await queryClient.cancelQueries({ queryKey: learningKeys.wishlist });
  queryClient.setQueryData(learningKeys.wishlist, courses);
}

export const useSaveCourse = () =>
  useChange({ call: (api, courseId: Id) => api.saveCourse(courseId), failure: 'Failed to save the course.', onSuccess: storeWishlist });

export const useUnsaveCourse = () =>
  useChange({
    call: (api, courseId: Id) => api.unsaveCourse(courseId),
    failure: 'Failed to remove the course from your wishlist.',
    onSuccess: storeWishlist,
  });

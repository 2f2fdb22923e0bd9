import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import type { EnrollmentStatus } from '../enrollments/schemas';
import { learningKeys } from '../enrollments/queries';
import { useChange, useRead, type ReadOptions } from '../core/hooks';
import { invalidateCourseData, queryRoots } from '../core/invalidation';
import type { Cart } from './schemas';

export const cartQuery = (api: LecternApi) => queryOptions({ queryKey: learningKeys.cart, queryFn: async () => (await api.getCart()).cart });
export const useCartQuery = (options?: ReadOptions) => useRead(cartQuery, options);

/**
 * The server's answer is the cart now: a read still under way must not put the older one back, and each course's
 * 'in cart' mark follows it without asking the server again.
 */
export async function storeCart(queryClient: QueryClient, cart: Cart) {
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
    onSuccess: (queryClient, result) => {
      // Sent to pay first (payments on): the cart keeps its courses until the payment is confirmed.
      if (result.checkoutUrl) return invalidateCourseData(queryClient, { settled: [learningKeys.cart] });
      queryClient.setQueryData<Cart>(learningKeys.cart, { courseIds: [], subtotal: 0, discount: 0, total: 0, coupon: null });
      // The screen goes on at once (the thank-you, the way to My Learning); the lists follow in the background.
      void invalidateCourseData(queryClient, { settled: [learningKeys.cart] });
    },
    // A refused checkout may mean new prices: read the cart again so the next attempt is for what is shown.
    onError: (queryClient) => queryClient.invalidateQueries({ queryKey: learningKeys.cart }),
  });

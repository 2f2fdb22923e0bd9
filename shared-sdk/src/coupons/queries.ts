import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { useChange, useRead, type ReadOptions } from '../core/hooks';
import { queryRoots } from '../core/invalidation';
import { storeCart } from '../cart/queries';
import type { CreateCouponInput, UpdateCouponInput } from './schemas';

export const couponKeys = {
  educator: [queryRoots.teaching, 'coupons'] as const,
  admin: [queryRoots.admin, 'coupons'] as const,
};

/**
 * Applies a code to the student's cart; the answer is the cart with its discount. A refusal (unknown code, ended,
 * used up, nothing it applies to) raises no toast: the coupon field shows the server's words under itself.
 */
export const useApplyCoupon = () =>
  useChange({
    call: async (api, code: string) => (await api.applyCoupon({ code })).cart,
    onSuccess: storeCart,
  });

export const useRemoveCoupon = () =>
  useChange({
    call: async (api) => (await api.removeCoupon()).cart,
    failure: 'Failed to remove the coupon',
    onSuccess: storeCart,
  });

/** An educator's own coupons, newest first, with how often each was used. */
export const educatorCouponsQuery = (api: LecternApi) =>
  queryOptions({ queryKey: couponKeys.educator, queryFn: async () => (await api.listEducatorCoupons()).coupons });
export const useEducatorCoupons = (options?: ReadOptions) => useRead(educatorCouponsQuery, options);

/** Every coupon on the site, educators' included, newest first. */
export const adminCouponsQuery = (api: LecternApi) =>
  queryOptions({ queryKey: couponKeys.admin, queryFn: async () => (await api.listAdminCoupons()).coupons });
export const useAdminCoupons = (options?: ReadOptions) => useRead(adminCouponsQuery, options);

const listChanged = (key: readonly string[]) => (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: key });

/** The form says a refusal itself (a code taken, a course not theirs), beside the values it keeps. */
export const useCreateEducatorCoupon = () =>
  useChange({
    call: async (api, input: CreateCouponInput) => (await api.createEducatorCoupon(input)).coupon,
    onSuccess: listChanged(couponKeys.educator),
  });

export const useUpdateEducatorCoupon = () =>
  useChange({
    call: async (api, { couponId, change }: { couponId: Id; change: UpdateCouponInput }) => (await api.updateEducatorCoupon(couponId, change)).coupon,
    failure: 'Failed to update the coupon',
    onSuccess: listChanged(couponKeys.educator),
  });

export const useCreateAdminCoupon = () =>
  useChange({
    call: async (api, input: CreateCouponInput) => (await api.createAdminCoupon(input)).coupon,
    onSuccess: listChanged(couponKeys.admin),
  });

export const useUpdateAdminCoupon = () =>
  useChange({
    call: async (api, { couponId, change }: { couponId: Id; change: UpdateCouponInput }) => (await api.updateAdminCoupon(couponId, change)).coupon,
    failure: 'Failed to update the coupon',
    onSuccess: listChanged(couponKeys.admin),
  });

import { defineCalls } from '../core/call';

/**
 * Coupons (not in the spec): a student applies one code to their cart; educators make coupons for their own courses,
 * admins for one course or the whole site. Cart answers carry the coupon, the discount and each line's new price.
 */
export const couponsCalls = defineCalls('coupons', {
  applyCoupon: { method: 'PUT', path: '/api/cart/coupon' },
  removeCoupon: { method: 'DELETE', path: '/api/cart/coupon' },
  listEducatorCoupons: { method: 'GET', path: '/api/educator/coupons' },
  createEducatorCoupon: { method: 'POST', path: '/api/educator/coupons' },
  updateEducatorCoupon: { method: 'PATCH', path: '/api/educator/coupons/:couponId' },
  listAdminCoupons: { method: 'GET', path: '/api/admin/coupons' },
  createAdminCoupon: { method: 'POST', path: '/api/admin/coupons' },
  updateAdminCoupon: { method: 'PATCH', path: '/api/admin/coupons/:couponId' },
});

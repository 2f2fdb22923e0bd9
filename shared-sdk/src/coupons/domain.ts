// What screens read of coupons without parsing (no zod here).

/** `percent`: per cent off each course it applies to; `amount`: dollars off the order's courses it applies to, once. */
export const couponKinds = ['percent', 'amount'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** One course; every course of the educator who made it; every course on the site (an admin's). */
export const couponScopes = ['course', 'educator', 'site'] as const;
export type CouponScope = (typeof couponScopes)[number];

/** A coupon's code as stored: upper-case letters, digits, hyphens and underscores, 3 to 32 of them. */
export const couponCodePattern = /^[A-Z0-9_-]{3,32}$/;

/** Why the coupon a cart holds takes nothing off now. */
export const couponUnavailableReasons = ['disabled', 'not-started', 'ended', 'used-up', 'nothing-eligible'] as const;
export type CouponUnavailableReason = (typeof couponUnavailableReasons)[number];

import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { idSchema, courseIdParamsSchema } from '../core/schemas';
import { courseSchema } from '../courses/schemas';
import type { CallSchemas } from '../core/call';
import type { cartCalls } from './calls';
import { couponUnavailableReasons } from '../coupons/domain';

/** Why a course in the cart cannot be bought now: sent back to review, deleted, or enrolled in meanwhile. */
export const cartUnavailableReasons = ['in-review', 'deleted', 'owned'] as const;
export type CartUnavailableReason = (typeof cartUnavailableReasons)[number];

/**
 * A course in the cart. One that is no longer for sale stays in the cart, marked: `available` false and
 * `unavailable` saying why in words the page shows; it cannot be bought (checkout refuses with 409 naming it) until
 * the student removes it. A deleted course is the course as it was when it was deleted.
 */
export const cartItemSchema = lazySchema(() =>
  courseSchema.extend({
    available: z.boolean(),
    unavailable: z.object({ reason: z.enum(cartUnavailableReasons), message: z.string() }).nullable(),
    /** The price after the cart's coupon, on a course it applies to; null on the others. */
    discountedPrice: z.number().nullable(),
  }),
);
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartCouponSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    description: z.string(),
    unavailable: z.object({ reason: z.enum(couponUnavailableReasons), message: z.string() }).nullable(),
  }),
);
export type CartCoupon = z.infer<typeof cartCouponSchema>;

export const cartSchema = lazySchema(() =>
  z.object({
    /** The spec accepts ids or objects; we send the course objects so the screen needs no further calls. */
    courseIds: z.array(cartItemSchema),
    /** Of the courses that can be bought, before the coupon. */
    subtotal: z.number(),
    /** What the coupon takes off: 0 without one. */
    discount: z.number(),
    /** subtotal − discount, never below 0: what checkout charges. */
    total: z.number(),
    /**
     * The code applied to the cart (one at most), with what it takes off in words. `unavailable` says why it takes
     * nothing off now (ended, used up, nothing in the cart it applies to …); checkout refuses it until it is removed.
     */
    coupon: cartCouponSchema.nullable(),
  }),
);
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = lazySchema(() => z.object({ message: z.string().optional(), cart: cartSchema }));
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const addToCartInputSchema = lazySchema(() => z.object({ courseId: idSchema }));
export type AddToCartInput = z.infer<typeof addToCartInputSchema>;

/**
 * Optional (the spec's checkout sends no body): the total the cart showed, in dollars. When the courses cost
 * something else now (a price changed meanwhile), checkout refuses with 409 instead of charging it.
 */
export const checkoutInputSchema = lazySchema(() =>
  z
    .object({
      expectedTotal: z
        .union(
          [
            z.number(),
            z
              .string()
              .regex(/^\d+(\.\d+)?$/)
              .transform(Number),
          ],
          { error: 'must be a number' },
        )
        .pipe(z.number().min(0, 'must be 0 or more').max(100_000_000, 'is too large'))
        .optional(),
    })
    // No body at all (the spec's call) arrives as null.
    .nullish(),
);
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const checkoutResponseSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    /** Checkout answers 200 only with an order: a cart with nothing to buy is refused (400 or 409). */
    orderId: idSchema,
    total: z.number(),
    /** The courses enrolled in now: the whole cart without payments; with them, only courses that became free. */
    enrolledCourseIds: z.array(idSchema),
    /**
     * With payments on (PAYMENTS=test or stripe): the payment page to send the student to. The order is pending until
     * the payment is confirmed; its courses are enrolled in then, not before.
     */
    checkoutUrl: z.string().optional(),
  }),
);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * Checkout's 409: `code: 'prices_changed'` when a price changed since the cart was shown, `'coupon_unavailable'` when the
 * cart's coupon no longer applies (ended, used up meanwhile …); a course no longer for sale carries only the message.
 */
export const checkoutRefusalCodes = ['prices_changed', 'coupon_unavailable'] as const;
export const checkoutRefusalSchema = lazySchema(() => z.object({ message: z.string(), code: z.enum(checkoutRefusalCodes).optional() }));
export type CheckoutRefusal = z.infer<typeof checkoutRefusalSchema>;
/** The shapes of each call of cart/calls.ts: what the API validates and documents, and what the client parses. */
export const cartSchemas = {
  getCart: { responses: { 200: cartResponseSchema } },
  addToCart: { body: addToCartInputSchema, responses: { 201: cartResponseSchema } },
  removeFromCart: { params: courseIdParamsSchema, responses: { 200: cartResponseSchema } },
  checkout: { body: checkoutInputSchema, responses: { 200: checkoutResponseSchema } },
} satisfies CallSchemas<typeof cartCalls>;

import { z } from 'zod';
import { lazySchema } from '../core/zod-config';
import { entityIdShape, idSchema, isoDateSchema } from '../core/schemas';
import type { CallSchemas } from '../core/call';
import type { paymentsCalls } from './calls';
import { lineRefundSchema } from '../refunds/schemas';

/**
 * An order's life: `pending` while the student is on the payment page (nothing enrolled yet), `paid` once the payment
 * provider confirmed it (the webhook, never the return to our page), `expired` when the page was abandoned or the cart
 * changed before paying, `refunded` once its money went back.
 */
export const orderStatuses = ['pending', 'paid', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** How checkout takes money: not at all (the spec's checkout), a built-in test page, or Stripe. */
export const paymentModes = ['none', 'test', 'stripe'] as const;
export type PaymentMode = (typeof paymentModes)[number];

export const orderItemSchema = lazySchema(() =>
  z.object({
    /** null once the course was deleted: the order still says what was bought and for how much. */
    courseId: idSchema.nullable(),
    title: z.string(),
    /** What the student was charged for it, in dollars (after the coupon). */
    price: z.number(),
    /** What the order's coupon took off it, in dollars: 0 without one. */
    discount: z.number(),
  }),
);
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A line of a student's order, with its refund: none asked (null), or its state; and until when one may be asked. */
export const orderLineSchema = lazySchema(() =>
  orderItemSchema.extend({
    refund: lineRefundSchema.nullable(),
    /** Until when a refund may be asked for it; null when it cannot (free, not paid, no money moved, asked already, too late). */
    refundableUntil: isoDateSchema.nullable(),
  }),
);
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    status: z.enum(orderStatuses),
    /** What the order costs, after the coupon. */
    total: z.number(),
    /** The coupon code the order was made with, and what it took off in all. */
    couponCode: z.string().nullable(),
    discount: z.number(),
    createdAt: isoDateSchema,
    paidAt: isoDateSchema.nullable(),
    items: z.array(orderLineSchema),
    /** While pending: the payment page to go back to. */
    checkoutUrl: z.string().nullable(),
    /** How it was paid: the PAYMENTS mode it was made under (none: the spec's checkout, no money moved). */
    paymentMode: z.enum(paymentModes),
  }),
);
export type Order = z.infer<typeof orderSchema>;

export const orderIdParamsSchema = lazySchema(() => z.object({ orderId: idSchema }));

/** A test checkout's id: `tcs_` and letters, digits and underscores. */
export const testSessionIdParamsSchema = lazySchema(() =>
  z.object({ sessionId: z.string().regex(/^tcs_[A-Za-z0-9_]{1,64}$/, 'is not a test checkout id') }),
);

/** The built-in test checkout (PAYMENTS=test): what its page shows, and where Pay and Cancel lead. */
export const testCheckoutSchema = lazySchema(() =>
  z.object({
    sessionId: z.string(),
    status: z.enum(['open', 'complete', 'expired']),
    orderId: idSchema,
    email: z.string(),
    items: z.array(orderItemSchema),
    total: z.number(),
    successUrl: z.string(),
    cancelUrl: z.string(),
  }),
);
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const paymentsSchemas = {
  listMyOrders: { responses: { 200: lazySchema(() => z.object({ orders: z.array(orderSchema) })) } },
  getOrder: { params: orderIdParamsSchema, responses: { 200: lazySchema(() => z.object({ order: orderSchema })) } },
  getTestCheckout: { params: testSessionIdParamsSchema, responses: { 200: lazySchema(() => z.object({ checkout: testCheckoutSchema })) } },
  payTestCheckout: {
    params: testSessionIdParamsSchema,
    responses: { 200: lazySchema(() => z.object({ message: z.string(), redirectUrl: z.string() })) },
  },
  receiveStripeWebhook: { responses: { 200: lazySchema(() => z.object({ received: z.literal(true) })) } },
} satisfies CallSchemas<typeof paymentsCalls>;

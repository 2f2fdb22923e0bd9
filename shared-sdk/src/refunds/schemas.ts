import { z } from 'zod';
import { lazySchema } from '../core/zod-config';
import { entityIdShape, idSchema, isoDateSchema, textSchema } from '../core/schemas';
import type { CallSchemas } from '../core/call';
import type { refundsCalls } from './calls';

/** How long after paying a student may ask for a course's money back. */
export const REFUND_WINDOW_DAYS = 30;
/** Below this share of a course watched (its enrolment's progress, per cent), a refund is granted at once. */
export const INSTANT_REFUND_BELOW_PERCENT = 30;

/**
 * A refund request's life: `requested` (waits for the educator or an admin), `refunding` (the payment provider is
 * being asked, a moment), `refunded` (the money went back and access ended), `declined` (with a reason).
 */
export const refundStatuses = ['requested', 'refunding', 'refunded', 'declined'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Who started it: the student on the Purchases page, a refund made at the provider (Stripe's dashboard), or Lectern
 * itself (`platform`): the course was removed, or a payment arrived for what could no longer be sold (its `reason`).
 */
export const refundSources = ['student', 'provider', 'platform'] as const;
export type RefundSource = (typeof refundSources)[number];

/** What an order line shows of its refund: none yet (null), or its state. */
export const lineRefundSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    status: z.enum(refundStatuses),
    /** The educator's or admin's reason, when declined. */
    declineReason: z.string().nullable(),
  }),
);
export type LineRefund = z.infer<typeof lineRefundSchema>;

export const refundRequestSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    orderId: idSchema,
    /** null once the course was deleted. */
    courseId: idSchema.nullable(),
    courseTitle: z.string(),
    student: z.object({ ...entityIdShape, name: z.string() }).nullable(),
    /** What goes back, in dollars: what the student paid for the line. */
    amount: z.number(),
    /** How much of the course the student had watched when asking, per cent. */
    watchedPercent: z.number(),
    reason: z.string().nullable(),
    source: z.enum(refundSources),
    status: z.enum(refundStatuses),
    declineReason: z.string().nullable(),
    requestedAt: isoDateSchema,
    decidedAt: isoDateSchema.nullable(),
  }),
);
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/**
 * An order whose charge the card holder disputed: admins see it, and the educators of its courses. Its card's bank
 * decides what goes back: it cannot be refunded here, and what its educators were paid for it is taken back.
 */
export const disputeSchema = lazySchema(() =>
  z.object({
    orderId: idSchema,
    student: z.object({ ...entityIdShape, name: z.string() }).nullable(),
    total: z.number(),
    disputedAt: isoDateSchema,
  }),
);
export type Dispute = z.infer<typeof disputeSchema>;

export const requestRefundInputSchema = lazySchema(() =>
  z.object({ courseId: idSchema, reason: textSchema({ max: 500, multiline: true }).optional() }),
);
export type RequestRefundInput = z.input<typeof requestRefundInputSchema>;

export const declineRefundInputSchema = lazySchema(() => z.object({ reason: textSchema({ max: 500, multiline: true }) }));
export type DeclineRefundInput = z.input<typeof declineRefundInputSchema>;

const refundAnswer = lazySchema(() => z.object({ refund: refundRequestSchema }));
const refundIdParams = lazySchema(() => z.object({ refundId: idSchema }));

export const refundsSchemas = {
  requestRefund: {
    params: lazySchema(() => z.object({ orderId: idSchema })),
    body: requestRefundInputSchema,
    responses: { 201: refundAnswer },
  },
  listEducatorRefunds: {
    responses: { 200: lazySchema(() => z.object({ refunds: z.array(refundRequestSchema), disputes: z.array(disputeSchema) })) },
  },
  listAdminRefunds: {
    responses: { 200: lazySchema(() => z.object({ refunds: z.array(refundRequestSchema), disputes: z.array(disputeSchema) })) },
  },
  approveRefund: { params: refundIdParams, responses: { 200: refundAnswer } },
  declineRefund: { params: refundIdParams, body: declineRefundInputSchema, responses: { 200: refundAnswer } },
} satisfies CallSchemas<typeof refundsCalls>;

import { z } from 'zod';
import { lazySchema } from '../core/zod-config';
import { idSchema } from '../core/schemas';
import type { CallSchemas } from '../core/call';
import type { earningsCalls } from './calls';

/**
 * Money in dollars, summed over the ledger: each paid course line is a sale; a refund counts against it. `gross` is
 * what the courses cost before coupons, `coupons` what coupons took off, `platformFees` the platform's share,
 * `paymentFees` the payment provider's, and `net` what the educators earn.
 */
const moneyShape = {
  sales: z.number().int(),
  refunds: z.number().int(),
  gross: z.number(),
  coupons: z.number(),
  platformFees: z.number(),
  paymentFees: z.number(),
  net: z.number(),
};

export const moneySummarySchema = lazySchema(() => z.object(moneyShape));
export type MoneySummary = z.infer<typeof moneySummarySchema>;

/** A calendar month ('2026-11', UTC) and its sums. */
export const monthSummarySchema = lazySchema(() => z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), ...moneyShape }));
export type MonthSummary = z.infer<typeof monthSummarySchema>;

export const courseEarningsSchema = lazySchema(() =>
  z.object({
    /** null once the course was deleted: its money stays in the ledger under the title it had. */
    courseId: idSchema.nullable(),
    title: z.string(),
    ...moneyShape,
  }),
);
export type CourseEarnings = z.infer<typeof courseEarningsSchema>;

export const payoutStatuses = ['off', 'not_connected', 'onboarding', 'enabled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/**
 * The educator's payouts. `status`: `off` without payments (PAYMENTS=none: no money moves), `not_connected` before
 * they connect a payout account, `onboarding` while the provider checks their details, `enabled` once each sale's
 * share is transferred to them. `paidOut` is what was transferred and not reversed; `waiting` what they earned that
 * is not transferred yet (it accrues until their account is enabled).
 */
export const payoutsSchema = lazySchema(() => z.object({ status: z.enum(payoutStatuses), paidOut: z.number(), waiting: z.number() }));
export type Payouts = z.infer<typeof payoutsSchema>;

export const earningsSchema = lazySchema(() =>
  z.object({
    totals: moneySummarySchema,
    /** Newest month first; only months with sales or refunds. */
    months: z.array(monthSummarySchema),
    /** The courses that earned the most first. */
    courses: z.array(courseEarningsSchema),
    /** The platform's share of each sale now, in percent (PLATFORM_FEE_PERCENT). */
    platformFeePercent: z.number(),
    payouts: payoutsSchema,
  }),
);
export type Earnings = z.infer<typeof earningsSchema>;

export const revenueSchema = lazySchema(() =>
  z.object({
    /** Over every educator: `net` is what the educators earned, `platformFees` the platform's revenue. */
    totals: moneySummarySchema,
    months: z.array(monthSummarySchema),
    platformFeePercent: z.number(),
  }),
);
export type Revenue = z.infer<typeof revenueSchema>;

export const earningsSchemas = {
  getMyEarnings: { responses: { 200: lazySchema(() => z.object({ earnings: earningsSchema })) } },
  myEarningsCsv: { responses: {} },
  startPayoutOnboarding: { responses: { 200: lazySchema(() => z.object({ url: z.string() })) } },
  getRevenue: { responses: { 200: lazySchema(() => z.object({ revenue: revenueSchema })) } },
} satisfies CallSchemas<typeof earningsCalls>;

import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { entityIdShape, idSchema, isoDateSchema } from '../core/schemas';
import type { CallSchemas } from '../core/call';
import { cartResponseSchema } from '../cart/schemas';
import type { couponsCalls } from './calls';
import { couponCodePattern, couponKinds, couponScopes } from './domain';

/**
 * A coupon as its educator or an admin sees it. `percentOff` (1–100) for a `percent` coupon, taken off each course it
 * applies to; `amountOff` (dollars) for an `amount` one, taken off the order's courses it applies to, once per order.
 * `scope`: one `course`, every course of its `educator`, or the whole `site` (an admin's). `redemptions` counts the
 * orders made with it, those waiting for payment included. A disabled coupon stays listed and no longer applies.
 */
export const couponSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    code: z.string(),
    kind: z.enum(couponKinds),
    percentOff: z.number().nullable(),
    amountOff: z.number().nullable(),
    scope: z.enum(couponScopes),
    /** The course of a `course` coupon; null otherwise (or once that course is gone). */
    course: z.object({ ...entityIdShape, title: z.string() }).nullable(),
    createdBy: z.object({ ...entityIdShape, name: z.string() }),
    /** What it takes off, in words: '20% off “Intro to SQL”'. */
    description: z.string(),
    startsAt: isoDateSchema.nullable(),
    endsAt: isoDateSchema.nullable(),
    maxRedemptions: z.number().int().nullable(),
    redemptions: z.number().int(),
    enabled: z.boolean(),
    createdAt: isoDateSchema,
  }),
);
export type Coupon = z.infer<typeof couponSchema>;

/** A moment, sent as ISO-8601 with an offset ('2026-03-01T00:00:00Z'); kept in UTC. */
const momentSchema = () =>
  z
    .string({ error: 'must be a date and time (ISO 8601)' })
    .pipe(z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' }))
    .transform((value) => new Date(value).toISOString());

const maxRedemptionsSchema = () =>
  z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(1_000_000, 'must be at most 1000000');

/** A new coupon's code: upper-cased as stored, so 'spring-10' and 'SPRING-10' are the same code. */
export const couponCodeSchema = lazySchema(() =>
  z.string({ error: 'is required' }).trim().toUpperCase().regex(couponCodePattern, 'must be 3 to 32 letters, digits, hyphens or underscores'),
);

/**
 * A new coupon. `courseId`: for an educator one of their own courses (none: all of them); for an admin any course
 * (none: every course on the site).
 */
export const createCouponInputSchema = lazySchema(() =>
  z
    .object({
      code: couponCodeSchema,
      kind: z.enum(couponKinds, { error: `must be one of: ${couponKinds.join(', ')}` }),
      percentOff: z
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be 1 or more')
        .max(100, 'must be at most 100')
        .optional(),
      amountOff: z
        .number({ error: 'must be a number' })
        .positive('must be more than 0')
        .max(100000, 'must be at most 100000')
        .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'must have at most 2 decimals')
        .optional(),
      courseId: idSchema.nullish(),
      startsAt: momentSchema().nullish(),
      endsAt: momentSchema().nullish(),
      maxRedemptions: maxRedemptionsSchema().nullish(),
    })
    .superRefine((input, context) => {
      const wanted = input.kind === 'percent' ? 'percentOff' : 'amountOff';
      const other = input.kind === 'percent' ? 'amountOff' : 'percentOff';
      if (input[wanted] === undefined)
        context.addIssue({ code: 'custom', path: [wanted], message: `is required for a coupon of kind ${input.kind}` });
      if (input[other] !== undefined)
        context.addIssue({ code: 'custom', path: [other], message: `must be left out for a coupon of kind ${input.kind}` });
      if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt)
        context.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
    }),
);
export type CreateCouponInput = z.input<typeof createCouponInputSchema>;

/** What may change once a coupon exists: on or off, its end, its most redemptions (null: no end, no limit). */
export const updateCouponInputSchema = lazySchema(() =>
  z
    .object({
      enabled: z.boolean({ error: 'must be true or false' }).optional(),
      endsAt: momentSchema().nullable().optional(),
      maxRedemptions: maxRedemptionsSchema().nullable().optional(),
    })
    .refine((input) => Object.values(input).some((value) => value !== undefined), 'must change enabled, endsAt or maxRedemptions'),
);
export type UpdateCouponInput = z.input<typeof updateCouponInputSchema>;

/** What a student types: anything that is not a coupon's code is answered as an unknown code. */
export const applyCouponInputSchema = lazySchema(() =>
  z.object({
    code: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(64, 'must be at most 64 characters')
      .transform((value) => value.toUpperCase()),
  }),
);
export type ApplyCouponInput = z.input<typeof applyCouponInputSchema>;

export const couponIdParamsSchema = lazySchema(() => z.object({ couponId: idSchema }));

const couponsResponseSchema = lazySchema(() => z.object({ coupons: z.array(couponSchema) }));
const couponResponseSchema = lazySchema(() => z.object({ message: z.string().optional(), coupon: couponSchema }));

export const couponsSchemas = {
  applyCoupon: { body: applyCouponInputSchema, responses: { 200: cartResponseSchema } },
  removeCoupon: { responses: { 200: cartResponseSchema } },
  listEducatorCoupons: { responses: { 200: couponsResponseSchema } },
  createEducatorCoupon: { body: createCouponInputSchema, responses: { 201: couponResponseSchema } },
  updateEducatorCoupon: { params: couponIdParamsSchema, body: updateCouponInputSchema, responses: { 200: couponResponseSchema } },
  listAdminCoupons: { responses: { 200: couponsResponseSchema } },
  createAdminCoupon: { body: createCouponInputSchema, responses: { 201: couponResponseSchema } },
  updateAdminCoupon: { params: couponIdParamsSchema, body: updateCouponInputSchema, responses: { 200: couponResponseSchema } },
} satisfies CallSchemas<typeof couponsCalls>;

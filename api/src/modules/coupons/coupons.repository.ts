import type { Kysely, Transaction } from 'kysely';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import { formatCents } from '@lectern/shared-sdk/core/money';
import type { Coupon, createCouponInputSchema, updateCouponInputSchema } from '@lectern/shared-sdk/coupons/schemas';
import type { CouponScope } from '@lectern/shared-sdk/coupons/domain';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import { centsToDollars } from '../courses/courses.mapper';
import type { CouponRow } from './coupon-pricing';

type Executor = Kysely<Database> | Transaction<Database>;

export const couponText = {
  applied: 'Coupon applied',
  removed: 'Coupon removed',
  created: 'Coupon created',
  updated: 'Coupon updated',
  unknownCode: 'There is no coupon with this code. Check it and try again.',
  notFound: 'Coupon not found',
  codeTaken: 'This code is already taken: choose another.',
  endsBeforeStart: 'endsAt: must be after the coupon starts',
  usedUpAtCheckout: 'This coupon has been used up. Remove it from your cart, then check out again.',
  removeToCheckOut: 'Remove it from your cart, then check out again.',
} as const;

/** Checkout's 409 for the cart's coupon (ended, used up meanwhile …): the client tells it from a price change by its code. */
export const couponUnavailableAtCheckout = (message: string) => new HttpError(409, message, {}, undefined, { code: 'coupon_unavailable' });

/** A coupon with the names its description and its answer show. */
export type CouponWithNames = CouponRow & { course_title: string | null; creator_name: string };

const withNames = (db: Executor) =>
  db
    .selectFrom('coupons as c')
    .innerJoin('users as u', 'u.id', 'c.created_by')
    .leftJoin('courses as co', 'co.id', 'c.course_id')
    .selectAll('c')
    .select(['u.name as creator_name', 'co.title as course_title']);

/** What it takes off, in words: '20% off every course', '$10.00 off “Intro to SQL”'. */
export function describeCoupon(coupon: CouponWithNames): string {
  const off = coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatCents(coupon.value)} off`;
  if (coupon.scope === 'site') return coupon.kind === 'percent' ? `${off} every course` : `${off} your order`;
  if (coupon.scope === 'educator') return `${off} courses by ${coupon.creator_name}`;
  return `${off} “${coupon.course_title ?? 'a course'}”`;
}

function toCoupon(row: CouponWithNames): Coupon {
  return {
    ...idFields(row.id),
    code: row.code,
    kind: row.kind,
    percentOff: row.kind === 'percent' ? row.value : null,
    amountOff: row.kind === 'amount' ? centsToDollars(row.value) : null,
    scope: row.scope,
    course: row.course_id !== null && row.course_title !== null ? { ...idFields(row.course_id), title: row.course_title } : null,
    createdBy: { ...idFields(row.created_by), name: row.creator_name },
    description: describeCoupon(row),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    maxRedemptions: row.max_redemptions,
    redemptions: row.redemptions,
    enabled: row.disabled_at === null,
    createdAt: row.created_at,
  };
}

export type NewCoupon = z.output<typeof createCouponInputSchema>;
export type CouponChange = z.output<typeof updateCouponInputSchema>;

export function couponsRepository(db: Executor) {
  return {
    /** Newest first: one educator's (`createdBy`), or every coupon on the site. */
    async list({ createdBy }: { createdBy?: number } = {}): Promise<Coupon[]> {
      const rows = await withNames(db)
        .$if(createdBy !== undefined, (query) => query.where('c.created_by', '=', createdBy ?? 0))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .execute();
      return rows.map(toCoupon);
    },

    /** One coupon; with `createdBy`, only one of theirs (anyone else's reads as not found). */
    async find(couponId: number, { createdBy }: { createdBy?: number } = {}): Promise<Coupon | undefined> {
      const row = await withNames(db)
        .where('c.id', '=', couponId)
        .$if(createdBy !== undefined, (query) => query.where('c.created_by', '=', createdBy ?? 0))
        .executeTakeFirst();
      return row && toCoupon(row);
    },

    /** 409 when the code is taken (in any case: codes are stored upper-case). */
    async create(input: NewCoupon, scope: { scope: CouponScope; courseId: number | null; createdBy: number }, at: string): Promise<number> {
      try {
        const row = await db
          .insertInto('coupons')
          .values({
            code: input.code,
            kind: input.kind,
            value: input.kind === 'percent' ? (input.percentOff ?? 0) : Math.round((input.amountOff ?? 0) * 100),
            scope: scope.scope,
            course_id: scope.courseId,
            created_by: scope.createdBy,
            starts_at: input.startsAt ?? null,
            ends_at: input.endsAt ?? null,
            max_redemptions: input.maxRedemptions ?? null,
            disabled_at: null,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(couponText.codeTaken);
        throw error;
      }
    },

    /**
     * Turns a coupon on or off, moves its end, changes its limit: false when there is no such coupon (of `createdBy`'s).
     * An end before its start is refused (400), and so is a limit under the redemptions already made (409).
     */
    async update(couponId: number, change: CouponChange, { createdBy, at }: { createdBy?: number; at: string }): Promise<boolean> {
      const current = await db
        .selectFrom('coupons')
        .select(['starts_at', 'redemptions', 'disabled_at'])
        .where('id', '=', couponId)
        .$if(createdBy !== undefined, (query) => query.where('created_by', '=', createdBy ?? 0))
        .executeTakeFirst();
      if (!current) return false;
      if (change.endsAt && current.starts_at !== null && change.endsAt <= current.starts_at) throw badRequest(couponText.endsBeforeStart);
      if (change.maxRedemptions != null && change.maxRedemptions < current.redemptions)
        throw conflict(`This coupon was used ${current.redemptions} times already: its limit can't be lower than that.`);
      await db
        .updateTable('coupons')
        .set({
          ...(change.enabled !== undefined && { disabled_at: change.enabled ? null : (current.disabled_at ?? at) }),
          ...(change.endsAt !== undefined && { ends_at: change.endsAt }),
          ...(change.maxRedemptions !== undefined && { max_redemptions: change.maxRedemptions }),
        })
        .where('id', '=', couponId)
        .execute();
      return true;
    },

    async findByCode(code: string): Promise<CouponWithNames | undefined> {
      return withNames(db).where('c.code', '=', code).executeTakeFirst();
    },

    /** The coupon the student's cart holds, if any. */
    async findInCart(studentId: number): Promise<CouponWithNames | undefined> {
      return withNames(db).innerJoin('cart_coupons as cc', 'cc.coupon_id', 'c.id').where('cc.student_id', '=', studentId).executeTakeFirst();
    },

    /** One code per cart: a second replaces the first. */
    async putInCart(studentId: number, couponId: number, at: string): Promise<void> {
      await db
        .insertInto('cart_coupons')
        .values({ student_id: studentId, coupon_id: couponId, applied_at: at })
        .onConflict((oc) => oc.column('student_id').doUpdateSet({ coupon_id: couponId, applied_at: at }))
        .execute();
    },

    /** Takes the coupon out of the cart (only `couponId`, when given); nothing to take out is fine. */
    async removeFromCart(studentId: number, couponId?: number): Promise<void> {
      await db
        .deleteFrom('cart_coupons')
        .where('student_id', '=', studentId)
        .$if(couponId !== undefined, (query) => query.where('coupon_id', '=', couponId ?? 0))
        .execute();
    },

    /** The student's pending order holds one of its redemptions: used up or not, it is still theirs. */
    async heldByPendingOrder(studentId: number, couponId: number): Promise<boolean> {
      const row = await db
        .selectFrom('orders')
        .select('id')
        .where('student_id', '=', studentId)
        .where('status', '=', 'pending')
        .where('coupon_id', '=', couponId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

import type { Selectable } from 'kysely';
import type { CouponUnavailableReason } from '@lectern/shared-sdk/coupons/domain';
import type { CouponsTable } from '../../db/schema';

export type CouponRow = Selectable<CouponsTable>;

/** A course of the cart as a coupon sees it: whose it is and what it costs, in cents. */
export interface PriceableCourse {
  id: number;
  educator_id: number;
  price_cents: number;
}

/** 'March 1, 2026 at 3:00 PM UTC': the coupon's times are UTC, and a student may be anywhere. */
function inWords(at: string): string {
  return `${new Date(at).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' })} UTC`;
}

/** What a student is told when a code takes nothing off: said under the coupon field, and by checkout's 409. */
export function couponRefusal(reason: CouponUnavailableReason, coupon: Pick<CouponRow, 'starts_at' | 'ends_at'>): string {
  switch (reason) {
    case 'disabled':
      return 'This coupon is no longer available.';
    case 'not-started':
      return `This coupon can't be used yet: it starts on ${inWords(coupon.starts_at ?? '')}.`;
    case 'ended':
      return `This coupon has ended: it could be used until ${inWords(coupon.ends_at ?? '')}.`;
    case 'used-up':
      return 'This coupon has been used up.';
    case 'nothing-eligible':
      return "This coupon doesn't apply to any course in your cart.";
  }
}

export function appliesTo(coupon: Pick<CouponRow, 'scope' | 'course_id' | 'created_by'>, course: PriceableCourse): boolean {
  if (coupon.scope === 'site') return true;
  if (coupon.scope === 'educator') return course.educator_id === coupon.created_by;
  return course.id === coupon.course_id;
}

/**
 * An amount off the order, spread over its courses in proportion to their prices, in whole cents (the cents rounding
 * leaves over go to the largest remainders, ties in the cart's order), never more than a course costs.
 */
function spreadAmount(amountCents: number, courses: readonly PriceableCourse[]): number[] {
  const sum = courses.reduce((total, course) => total + course.price_cents, 0);
  if (amountCents >= sum) return courses.map((course) => course.price_cents);
  const exact = courses.map((course) => (amountCents * course.price_cents) / sum);
  const shares = exact.map(Math.floor);
  const left = amountCents - shares.reduce((total, share) => total + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

/** What the coupon takes off each course it applies to, in cents, by course id (courses it skips are absent). */
export function lineDiscounts(coupon: Pick<CouponRow, 'kind' | 'value' | 'scope' | 'course_id' | 'created_by'>, courses: readonly PriceableCourse[]) {
  const eligible = courses.filter((course) => course.price_cents > 0 && appliesTo(coupon, course));
  const discounts =
    coupon.kind === 'percent'
      ? eligible.map((course) => Math.min(course.price_cents, Math.round((course.price_cents * coupon.value) / 100)))
      : spreadAmount(coupon.value, eligible);
  return new Map(eligible.map((course, index) => [course.id, discounts[index] ?? 0]));
}

/**
 * Why the coupon takes nothing off now, or null. `usedUp` is left to the caller: a read counts a redemption the
 * student's own pending order holds as theirs, and checkout leaves it to the conditional update that takes one.
 */
export function couponProblem(
  coupon: Pick<CouponRow, 'disabled_at' | 'starts_at' | 'ends_at'>,
  at: string,
  { usedUp, eligible }: { usedUp: boolean; eligible: boolean },
): CouponUnavailableReason | null {
  if (coupon.disabled_at !== null) return 'disabled';
  if (coupon.starts_at !== null && at < coupon.starts_at) return 'not-started';
  if (coupon.ends_at !== null && at >= coupon.ends_at) return 'ended';
  if (usedUp) return 'used-up';
  if (!eligible) return 'nothing-eligible';
  return null;
}

/** Every redemption taken (the student's own pending order's, if any, counted as theirs by the caller). */
export const isUsedUp = (coupon: Pick<CouponRow, 'max_redemptions' | 'redemptions'>) =>
  coupon.max_redemptions !== null && coupon.redemptions >= coupon.max_redemptions;

/**
 * The coupon against the courses that can be bought: what it takes off each (by course id, in cents), or, when it
 * takes nothing off now, why (and no discounts).
 */
export function judgeCoupon(coupon: CouponRow, courses: readonly PriceableCourse[], at: string, { usedUp }: { usedUp: boolean }) {
  const discounts = lineDiscounts(coupon, courses);
  const problem = couponProblem(coupon, at, { usedUp, eligible: discounts.size > 0 });
  return problem === null ? { problem, discounts } : { problem, discounts: new Map<number, number>() };
}

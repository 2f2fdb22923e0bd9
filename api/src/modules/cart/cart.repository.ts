import type { Kysely, Transaction } from 'kysely';
import type { Cart, CartCoupon, CartItem, CartUnavailableReason } from '@lectern/shared-sdk/cart/schemas';
import { courseSchema, type Course } from '@lectern/shared-sdk/courses/schemas';
import type { Database } from '../../db/schema';
import { centsToDollars, toCourse } from '../courses/courses.mapper';
import { findCourseSummaries } from '../courses/courses.repository';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import { notFoundMessages } from '../../lib/not-found';
import { enrollmentsRepository } from '../enrollments/enrollments.repository';
import { addToCourseList } from '../wishlist/course-lists';
import { wishlistRepository } from '../wishlist/wishlist.repository';
import type { CheckoutRefusal } from '@lectern/shared-sdk/cart/schemas';
import { couponRefusal, isUsedUp, judgeCoupon, type CouponRow } from '../coupons/coupon-pricing';
import { couponsRepository, couponText, couponUnavailableAtCheckout, describeCoupon, type CouponWithNames } from '../coupons/coupons.repository';
import { takeRedemption } from '../coupons/redemptions';
import { belowMinimumRefusal } from '../payments/minimum-charge';

export const cartText = {
  added: 'Added to cart',
  removed: 'Removed from cart',
  checkedOut: 'Checkout successful',
  courseNotFound: notFoundMessages.course,
  freeCourse: 'This course is free: enroll in it directly, no cart needed.',
  alreadyEnrolled: 'You are already enrolled in this course',
  alreadyInCart: 'This course is already in your cart',
  notInCart: 'This course is not in your cart',
  empty: 'Your cart is empty',
  pricesChanged: 'Prices in your cart have changed',
  nothingToBuy: 'Nothing in your cart can be bought now',
} as const;

/** The machine-readable `code` beside a refusal's message, for a client that must tell one 409 from another. */
export const cartErrorCodes = { pricesChanged: 'prices_changed', couponUnavailable: 'coupon_unavailable' } as const satisfies Record<
  string,
  CheckoutRefusal['code']
>;

/** What the cart says of a course it holds that cannot be bought now, and how the checkout refusal names it. */
export const unavailableText: Record<CartUnavailableReason, { message: string; short: string }> = {
  'in-review': { message: 'No longer for sale: this course is back in review.', short: 'back in review' },
  deleted: { message: 'No longer for sale: this course was deleted.', short: 'deleted' },
  owned: { message: 'You are already enrolled in this course.', short: 'already yours' },
};

/** 409: names each course that cannot be bought, with why, in the cart's order. */
export function unavailableConflictMessage(items: readonly { title: string; reason: CartUnavailableReason }[]): string {
  const names = items.map((item) => `“${item.title}” (${unavailableText[item.reason].short})`).join(', ');
  const one = items.length === 1;
  return `${one ? 'This course' : 'These courses'} in your cart cannot be bought now: ${names}. Remove ${one ? 'it' : 'them'}, then check out again.`;
}

type Executor = Kysely<Database> | Transaction<Database>;

export interface CheckoutResult {
  orderId: number;
  totalCents: number;
  enrolledCourseIds: number[];
}

/** A line of the cart, in the order it was added: a course that exists, or one deleted since. */
interface CartLine {
  courseId: number;
  addedAt: string;
  rowId: number;
  deleted: { title: string; json: string } | null;
}

const byCartOrder = (a: CartLine, b: CartLine) => (a.addedAt < b.addedAt ? -1 : a.addedAt > b.addedAt ? 1 : a.rowId - b.rowId);

/**
 * The course a deleted line keeps (written by toCourse, read by the same schema). null only if a later change of the
 * Course shape made the kept JSON unreadable: a migration that changes Course must then rewrite these rows.
 */
function deletedCourse(line: CartLine & { deleted: { title: string; json: string } }): Course | null {
  try {
    const parsed = courseSchema.safeParse(JSON.parse(line.deleted.json));
    return parsed.success ? { ...parsed.data, isApproved: false } : null;
  } catch {
    return null;
  }
}

/** A course as the cart shows it: for sale, or marked with why not. */
function cartItem(course: Course, reason: CartUnavailableReason | null): CartItem {
  return {
    ...course,
    available: reason === null,
    unavailable: reason === null ? null : { reason, message: unavailableText[reason].message },
    discountedPrice: null,
  };
}

async function deletedLines(db: Executor, studentId: number): Promise<CartLine[]> {
  const rows = await db
    .selectFrom('cart_deleted_courses')
    .select(['id', 'course_id', 'course_title', 'course_json', 'added_at'])
    .where('student_id', '=', studentId)
    .execute();
  return rows.map((row) => ({
    courseId: row.course_id,
    addedAt: row.added_at,
    rowId: row.id,
    deleted: { title: row.course_title, json: row.course_json },
  }));
}

async function enrolledAmong(db: Executor, studentId: number, courseIds: readonly number[]): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('enrollments')
    .select('course_id')
    .where('student_id', '=', studentId)
    .where('course_id', 'in', [...courseIds])
    .execute();
  return new Set(rows.map((row) => row.course_id));
}

/**
 * Keeps the cart lines of courses about to be deleted (run inside the delete's transaction, before the courses go):
 * each student keeps seeing the course in their cart, marked deleted, until they remove it.
 */
export async function keepDeletedCartCourses(trx: Executor, courseIds: readonly number[]): Promise<void> {
  if (courseIds.length === 0) return;
  const lines = await trx
    .selectFrom('cart_items')
    .select(['student_id', 'course_id', 'added_at'])
    .where('course_id', 'in', [...courseIds])
    .execute();
  if (lines.length === 0) return;
  const summaries = await findCourseSummaries(trx, [...new Set(lines.map((line) => line.course_id))]);
  const kept = lines.flatMap((line) => {
    const summary = summaries.get(line.course_id);
    if (!summary) return [];
    const course = toCourse(summary);
    return [
      {
        student_id: line.student_id,
        course_id: line.course_id,
        course_title: course.title,
        course_json: JSON.stringify(course),
        added_at: line.added_at,
      },
    ];
  });
  if (kept.length === 0) return;
  await trx
    .insertInto('cart_deleted_courses')
    .values(kept)
    .onConflict((oc) => oc.columns(['student_id', 'course_id']).doNothing())
    .execute();
}

/** A course of the cart that can be bought now, at today's price, with what the cart's coupon takes off it. */
export interface PurchasableCourse {
  id: number;
  title: string;
  educator_id: number;
  price_cents: number;
  discount_cents: number;
}

/** The cart checked for checkout: its courses, and the coupon that prices them (null without one). */
export interface CheckedCart {
  courses: PurchasableCourse[];
  coupon: Pick<CouponRow, 'id' | 'code'> | null;
}

/** What the student pays for these courses: their prices less the coupon's discounts. */
export const dueCents = (courses: readonly Pick<PurchasableCourse, 'price_cents' | 'discount_cents'>[]) =>
  courses.reduce((sum, course) => sum + course.price_cents - course.discount_cents, 0);

/**
 * The cart's courses checked for sale, in the cart's order, priced with the cart's coupon: refusals throw (400 for an
 * empty cart, 409 naming each course no longer for sale, 409 `coupon_unavailable` when the coupon takes nothing off
 * now, 409 for a line a card cannot pay (payments/minimum-charge.ts), 409 `prices_changed` when `expectedTotalCents` is not what they cost now). Whether a redemption is left is the
 * caller's to find out, by taking one. `rows` are the cart's rows of existing courses: claimed (deleted) by a checkout
 * that enrols at once, read by one that sends the student to pay first.
 */
async function checkedCart(
  db: Executor,
  studentId: number,
  rows: readonly { id: number; course_id: number; added_at: string }[],
  { at, expectedTotalCents }: { at: string; expectedTotalCents: number | undefined },
): Promise<CheckedCart> {
  const lines = [
    ...rows.map((row): CartLine => ({ courseId: row.course_id, addedAt: row.added_at, rowId: row.id, deleted: null })),
    ...(await deletedLines(db, studentId)),
  ].sort(byCartOrder);
  if (lines.length === 0) throw badRequest(cartText.empty);

  const ids = rows.map((row) => row.course_id);
  const found =
    ids.length === 0
      ? []
      : await db.selectFrom('courses').select(['id', 'title', 'educator_id', 'price_cents', 'is_approved']).where('id', 'in', ids).execute();
  const byId = new Map(found.map((course) => [course.id, course]));
  const owned = await enrolledAmong(db, studentId, ids);

  const unavailable: { title: string; reason: CartUnavailableReason }[] = [];
  const purchasable: Omit<PurchasableCourse, 'discount_cents'>[] = [];
  for (const line of lines) {
    const course = byId.get(line.courseId);
    if (line.deleted || !course) unavailable.push({ title: line.deleted?.title ?? `Course ${line.courseId}`, reason: 'deleted' });
    else if (course.is_approved !== 1) unavailable.push({ title: course.title, reason: 'in-review' });
    else if (owned.has(course.id)) unavailable.push({ title: course.title, reason: 'owned' });
    else purchasable.push({ id: course.id, title: course.title, educator_id: course.educator_id, price_cents: course.price_cents });
  }
  if (unavailable.length > 0) throw conflict(unavailableConflictMessage(unavailable));

  const checked = await withCartCoupon(db, studentId, purchasable, at);
  const tooSmall = belowMinimumRefusal(checked.courses, 'checkout');
  if (tooSmall) throw tooSmall;
  // What the student was shown must be what is charged: the cart's courses at today's prices, less the coupon.
  if (expectedTotalCents !== undefined && dueCents(checked.courses) !== expectedTotalCents)
    throw new HttpError(409, cartText.pricesChanged, {}, undefined, { code: cartErrorCodes.pricesChanged });
  return checked;
}

/**
 * The courses priced with the cart's coupon; 409 when it takes nothing off now (ended, used up, nothing it applies
 * to …), before any price is compared: the student learns why. That one is left is only read here; the conditional
 * update that takes the redemption decides.
 */
async function withCartCoupon(
  db: Executor,
  studentId: number,
  courses: Omit<PurchasableCourse, 'discount_cents'>[],
  at: string,
): Promise<CheckedCart> {
  const coupon = await couponsRepository(db).findInCart(studentId);
  if (!coupon) return { courses: courses.map((course) => ({ ...course, discount_cents: 0 })), coupon: null };
  const { problem, discounts } = judgeCoupon(coupon, courses, at, { usedUp: await usedUpFor(db, studentId, coupon) });
  if (problem) throw couponUnavailableAtCheckout(`${couponRefusal(problem, coupon)} ${couponText.removeToCheckOut}`);
  return {
    courses: courses.map((course) => ({ ...course, discount_cents: discounts.get(course.id) ?? 0 })),
    coupon: { id: coupon.id, code: coupon.code },
  };
}

/** Every redemption taken: one the student's own pending order holds is theirs, so it is not used up for them. */
async function usedUpFor(db: Executor, studentId: number, coupon: CouponRow): Promise<boolean> {
  return isUsedUp(coupon) && !(await couponsRepository(db).heldByPendingOrder(studentId, coupon.id));
}

/** The cart's coupon as the cart shows it, and what it takes off each course that can be bought (by id, in cents). */
async function couponOnCart(db: Executor, studentId: number, coupon: CouponWithNames, items: readonly CartItem[], at: string) {
  const courses = items.map((item) => ({ id: item.id, educator_id: item.educatorId.id, price_cents: Math.round(item.price * 100) }));
  const { problem, discounts } = judgeCoupon(coupon, courses, at, { usedUp: await usedUpFor(db, studentId, coupon) });
  const shown: CartCoupon = {
    code: coupon.code,
    description: describeCoupon(coupon),
    unavailable: problem === null ? null : { reason: problem, message: couponRefusal(problem, coupon) },
  };
  return { shown, discounts };
}

/** An order's lines: each course at what the student pays for it, with what the coupon took off. */
export const orderItems = (orderId: number, courses: readonly PurchasableCourse[]) =>
  courses.map((course) => ({
    order_id: orderId,
    course_id: course.id,
    course_title: course.title,
    price_cents: course.price_cents - course.discount_cents,
    discount_cents: course.discount_cents,
  }));

export function cartRepository(db: Executor) {
  return {
    /**
     * The cart's courses in the order they were added, each marked available or not (back in review, deleted,
     * enrolled meanwhile), with subtotal and total of those that can be bought (tax is fixed at 0).
     */
    async read(studentId: number, at: string): Promise<Cart> {
      const rows = await db.selectFrom('cart_items').select(['id', 'course_id', 'added_at']).where('student_id', '=', studentId).execute();
      const lines = [
        ...rows.map((row): CartLine => ({ courseId: row.course_id, addedAt: row.added_at, rowId: row.id, deleted: null })),
        ...(await deletedLines(db, studentId)),
      ].sort(byCartOrder);
      const existing = lines.filter((line) => line.deleted === null).map((line) => line.courseId);
      const summaries = await findCourseSummaries(db, existing);
      const owned = await enrolledAmong(db, studentId, existing);

      const items = lines.flatMap((line): CartItem[] => {
        if (line.deleted) {
          const course = deletedCourse({ ...line, deleted: line.deleted });
          return course ? [cartItem(course, 'deleted')] : [];
        }
        const summary = summaries.get(line.courseId);
        if (!summary) return [];
        const reason = summary.is_approved !== 1 ? 'in-review' : owned.has(line.courseId) ? 'owned' : null;
        return [cartItem(toCourse(summary), reason)];
      });
      const available = items.filter((item) => item.available);
      const subtotalCents = available.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
      const coupon = await couponsRepository(db).findInCart(studentId);
      const priced = coupon ? await couponOnCart(db, studentId, coupon, available, at) : null;
      const discounts = priced?.discounts ?? new Map<number, number>();
      const discountCents = [...discounts.values()].reduce((sum, cents) => sum + cents, 0);
      return {
        courseIds: items.map((item) => {
          const discount = item.available ? discounts.get(item.id) : undefined;
          return discount === undefined ? item : { ...item, discountedPrice: centsToDollars(Math.round(item.price * 100) - discount) };
        }),
        subtotal: centsToDollars(subtotalCents),
        discount: centsToDollars(discountCents),
        total: centsToDollars(Math.max(0, subtotalCents - discountCents)),
        coupon: priced?.shown ?? null,
      };
    },

    /** false when the course is already in the cart. */
    add(studentId: number, courseId: number, addedAt: string): Promise<boolean> {
      return addToCourseList(db, 'cart_items', studentId, courseId, addedAt);
    },

    /** Takes a course out of the cart, one for sale or one deleted since; false when it was not there. */
    async remove(studentId: number, courseId: number): Promise<boolean> {
      const result = await db.deleteFrom('cart_items').where('student_id', '=', studentId).where('course_id', '=', courseId).executeTakeFirst();
      const deleted = await db
        .deleteFrom('cart_deleted_courses')
        .where('student_id', '=', studentId)
        .where('course_id', '=', courseId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) + Number(deleted.numDeletedRows) > 0;
    },

    /**
     * The cart checked as checkout checks it (the same refusals), without taking anything out of it: for a checkout
     * that sends the student to pay first, whose courses leave the cart once the payment is confirmed.
     */
    async purchasable(studentId: number, at: string, expectedTotalCents?: number): Promise<CheckedCart> {
      const rows = await db.selectFrom('cart_items').select(['id', 'course_id', 'added_at']).where('student_id', '=', studentId).execute();
      return checkedCart(db, studentId, rows, { at, expectedTotalCents });
    },

    /**
     * Run inside one transaction: every refusal throws, and the transaction's rollback leaves the cart as it was.
     * The cart rows are claimed by deleting them: of several checkouts of the same cart at once, only the one whose
     * delete returned the rows goes on, the others find an empty cart (400). A cart holding a course that cannot be
     * bought (back in review, deleted, enrolled meanwhile) is refused with 409 naming each; with `expectedTotalCents`
     * a different total is refused with 409; a checkout that would buy nothing is refused with 400. The cart's coupon
     * takes its redemption here, or the checkout is refused (409) when none is left. Success is always an order.
     */
    async checkout(studentId: number, at: string, expectedTotalCents?: number): Promise<CheckoutResult> {
      const claimed = await db.deleteFrom('cart_items').where('student_id', '=', studentId).returning(['id', 'course_id', 'added_at']).execute();
      const { courses: purchasable, coupon } = await checkedCart(db, studentId, claimed, { at, expectedTotalCents });
      if (coupon && !(await takeRedemption(db, coupon.id))) throw couponUnavailableAtCheckout(couponText.usedUpAtCheckout);

      const enrollments = enrollmentsRepository(db);
      const bought: typeof purchasable = [];
      for (const course of purchasable) {
        if (await enrollments.enrollOnce(studentId, course.id, at)) bought.push(course);
      }
      // Enrolled by another request between the read above and here: nothing is charged, nothing changes.
      if (bought.length === 0) throw badRequest(cartText.nothingToBuy);

      await wishlistRepository(db).remove(
        studentId,
        bought.map((course) => course.id),
      );
      const totalCents = dueCents(bought);
      const order = await db
        .insertInto('orders')
        .values({
          student_id: studentId,
          total_cents: totalCents,
          created_at: at,
          paid_at: at,
          coupon_id: coupon?.id ?? null,
          coupon_code: coupon?.code ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('order_items').values(orderItems(order.id, bought)).execute();
      if (coupon) await couponsRepository(db).removeFromCart(studentId, coupon.id);
      return { orderId: order.id, totalCents, enrolledCourseIds: bought.map((course) => course.id) };
    },
  };
}

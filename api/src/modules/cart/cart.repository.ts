import type { Kysely, Transaction } from 'kysely';
import type { Cart } from '@lectern/shared-sdk/schemas/cart';
import type { Database } from '../../db/schema';
import { centsToDollars, toCourse } from '../courses/courses.mapper';
import { findCourseSummaries } from '../courses/courses.repository';
import { conflict } from '../../lib/http-errors';
import { notFoundMessages } from '../../lib/not-found';
import { enrollmentsRepository } from '../enrollments/enrollments.repository';
import { addToCourseList } from '../wishlist/course-lists';
import { wishlistRepository } from '../wishlist/wishlist.repository';

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
} as const;

type Executor = Kysely<Database> | Transaction<Database>;

export interface CheckoutResult {
  /** null when nothing was left to buy: no order (and no $0 receipt) is recorded. */
  orderId: number | null;
  totalCents: number;
  enrolledCourseIds: number[];
}

export function cartRepository(db: Executor) {
  return {
    /** The cart's courses in the order they were added, with subtotal and total (tax is fixed at 0). */
    async read(studentId: number): Promise<Cart> {
      const items = await db
        .selectFrom('cart_items')
        .select('course_id')
        .where('student_id', '=', studentId)
        .orderBy('added_at')
        .orderBy('id')
        .execute();
      const summaries = await findCourseSummaries(db, items.map((item) => item.course_id));
      const courses = items.flatMap((item) => {
        const summary = summaries.get(item.course_id);
        return summary ? [toCourse(summary)] : [];
      });
      const subtotalCents = items.reduce((sum, item) => sum + (summaries.get(item.course_id)?.price_cents ?? 0), 0);
      return { courseIds: courses, subtotal: centsToDollars(subtotalCents), total: centsToDollars(subtotalCents) };
    },

    /** false when the course is already in the cart. */
    add(studentId: number, courseId: number, addedAt: string): Promise<boolean> {
      return addToCourseList(db, 'cart_items', studentId, courseId, addedAt);
    },

    async remove(studentId: number, courseId: number): Promise<boolean> {
      const result = await db.deleteFrom('cart_items').where('student_id', '=', studentId).where('course_id', '=', courseId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Run inside one transaction. The cart rows are claimed by deleting them: of several checkouts of the same
     * cart at once, only the one whose delete returned the rows goes on, the others find an empty cart. Courses
     * already enrolled meanwhile (or no longer approved) are neither enrolled again nor charged.
     * Returns null when there was nothing to buy.
     */
    async checkout(studentId: number, at: string, expectedTotalCents?: number): Promise<CheckoutResult | null> {
      const claimed = await db.deleteFrom('cart_items').where('student_id', '=', studentId).returning('course_id').execute();
      if (claimed.length === 0) return null;

      const courses = await db
        .selectFrom('courses')
        .select(['id', 'title', 'price_cents'])
        .where(
          'id',
          'in',
          claimed.map((row) => row.course_id),
        )
        .where('is_approved', '=', 1)
        .orderBy('id')
        .execute();

      // What the student was shown must be what is charged: the courses not enrolled yet, at today's prices.
      if (expectedTotalCents !== undefined) {
        const enrolled = await db.selectFrom('enrollments').select('course_id').where('student_id', '=', studentId).where(
          'course_id',
          'in',
          courses.map((course) => course.id),
        ).execute();
        const owned = new Set(enrolled.map((row) => row.course_id));
        const dueCents = courses.filter((course) => !owned.has(course.id)).reduce((sum, course) => sum + course.price_cents, 0);
        if (dueCents !== expectedTotalCents) throw conflict(cartText.pricesChanged);
      }

      const enrollments = enrollmentsRepository(db);
      const bought: typeof courses = [];
      for (const course of courses) {
        if (await enrollments.enrollOnce(studentId, course.id, at)) bought.push(course);
      }

      // Bought, or owned already: either way nothing left to wish for.
      await wishlistRepository(db).remove(studentId, courses.map((course) => course.id));
      if (bought.length === 0) return { orderId: null, totalCents: 0, enrolledCourseIds: [] };
      const totalCents = bought.reduce((sum, course) => sum + course.price_cents, 0);
      const order = await db
        .insertInto('orders')
        .values({ student_id: studentId, total_cents: totalCents, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('order_items')
        .values(bought.map((course) => ({ order_id: order.id, course_id: course.id, course_title: course.title, price_cents: course.price_cents })))
        .execute();
      return { orderId: order.id, totalCents, enrolledCourseIds: bought.map((course) => course.id) };
    },
  };
}

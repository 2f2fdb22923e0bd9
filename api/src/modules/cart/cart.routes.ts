import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartCalls } from '@lectern/shared-sdk/cart/calls';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { found } from '../../lib/not-found';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireRole, signedIn } from '../../plugins/auth';
import { centsToDollars } from '../courses/courses.mapper';
import { coursesRepository } from '../courses/courses.repository';
import { enrollmentsRepository } from '../enrollments/enrollments.repository';
import { cartRepository, cartText } from './cart.repository';
import { checkoutWithPayment } from '../payments/checkout';
import { noticeOrder } from '../payments/sale-notices';
import { checkoutRefusalSchema } from '@lectern/shared-sdk/cart/schemas';
import '../notifications/notifications.plugin';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = cartRepository(app.db);
  const courses = coursesRepository(app.db);
  const enrollments = enrollmentsRepository(app.db);
  const studentOnly = routeOptions(['cart'], signedIn(app, requireRole('student')));

  app.route({
    ...studentOnly(cartCalls.getCart, { summary: "The student's cart: its courses, subtotal and total" }),
    handler: async (request) => ({ cart: await cart.read(currentUser(request).id, app.now().toISOString()) }),
  });

  app.route({
    ...studentOnly(cartCalls.addToCart, { summary: 'Add a paid, approved course the student is not enrolled in', errors: [404, 409] }),
    handler: async (request, reply) => {
      const student = currentUser(request);
      const { courseId } = request.body;
      const course = found(await courses.findApprovedSummary(courseId), cartText.courseNotFound);
      if (course.price_cents === 0) throw badRequest(cartText.freeCourse);
      if (await enrollments.isEnrolled(student.id, courseId)) throw conflict(cartText.alreadyEnrolled);
      if (!(await cart.add(student.id, courseId, app.now().toISOString()))) throw conflict(cartText.alreadyInCart);
      return reply.code(201).send({ message: cartText.added, cart: await cart.read(student.id, app.now().toISOString()) });
    },
  });

  app.route({
    ...studentOnly(cartCalls.removeFromCart, { summary: 'Take a course out of the cart', errors: [404] }),
    handler: async (request) => {
      const student = currentUser(request);
      if (!(await cart.remove(student.id, request.params.courseId))) throw notFound(cartText.notInCart);
      return { message: cartText.removed, cart: await cart.read(student.id, app.now().toISOString()) };
    },
  });

  app.route({
    ...studentOnly(cartCalls.checkout, {
      summary: 'Buy the cart: enrol in each course, record the order with its total, empty the cart',
      description:
        'With PAYMENTS=none (the default). With payments on, the paid courses become a pending order and the answer carries ' +
        '`checkoutUrl`, the payment page: they are enrolled in once the payment is confirmed, and leave the cart then; ' +
        'checkouts of one cart at once open one page. 503 when the payment service cannot be reached (nothing is charged). ' +
        'Without payments: one transaction. Repeated or concurrent checkouts never enrol twice: the later ones find the cart empty (400). ' +
        'A cart holding a course that can no longer be bought (back in review, deleted, enrolled meanwhile) is refused with 409 ' +
        'naming each, and nothing changes. With `expectedTotal` (the total the cart showed), a price changed meanwhile is ' +
        'refused with 409, `code: "prices_changed"`, and nothing is charged. With a coupon on the cart (PUT /api/cart/coupon) the ' +
        'order is for the discounted total and takes one of its redemptions; a coupon that no longer applies (ended, used up ' +
        'meanwhile, …) is refused with 409, `code: "coupon_unavailable"`, and nothing changes. A 200 always carries an order.',
      errors: [400, 409, 502, 503],
      errorShapes: { 409: checkoutRefusalSchema },
    }),
    handler: async (request) => {
      const student = currentUser(request);
      const expected = request.body?.expectedTotal;
      const expectedCents = expected === undefined ? undefined : Math.round(expected * 100);
      if (app.payments) return checkoutWithPayment(app, app.payments, student, expectedCents);
      const result = await app.db.transaction().execute(async (trx) => {
        const checkedOut = await cartRepository(trx).checkout(student.id, app.now().toISOString(), expectedCents);
        await noticeOrder(app.notify, trx, checkedOut.orderId);
        return checkedOut;
      });
      return {
        message: cartText.checkedOut,
        orderId: result.orderId,
        total: centsToDollars(result.totalCents),
        enrolledCourseIds: result.enrolledCourseIds,
      };
    },
  });
};

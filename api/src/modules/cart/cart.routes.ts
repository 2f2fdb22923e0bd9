import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToCartInputSchema, cartResponseSchema, checkoutInputSchema, checkoutResponseSchema } from '@lectern/shared-sdk/schemas/cart';
import { courseIdParamsSchema } from '@lectern/shared-sdk/schemas/common';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireRole, signedIn } from '../../plugins/auth';
import { centsToDollars } from '../courses/courses.mapper';
import { coursesRepository } from '../courses/courses.repository';
import { enrollmentsRepository } from '../enrollments/enrollments.repository';
import { cartRepository, cartText } from './cart.repository';


export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = cartRepository(app.db);
  const courses = coursesRepository(app.db);
  const enrollments = enrollmentsRepository(app.db);
  const studentOnly = routeOptions(['cart'], signedIn(app, requireRole('student')));

  app.get(
    '',
    studentOnly({ summary: "The student's cart: its courses, subtotal and total", response: { 200: cartResponseSchema } }),
    async (request) => ({ cart: await cart.read(currentUser(request).id) }),
  );

  app.post(
    '',
    studentOnly({
      summary: 'Add a paid, approved course the student is not enrolled in',
      body: addToCartInputSchema,
      response: { 201: cartResponseSchema },
      errors: [404, 409],
    }),
    async (request, reply) => {
      const student = currentUser(request);
      const { courseId } = request.body;
      const course = await courses.findSummary(courseId);
      if (!course || course.is_approved !== 1) throw notFound(cartText.courseNotFound);
      if (course.price_cents === 0) throw badRequest(cartText.freeCourse);
      if (await enrollments.isEnrolled(student.id, courseId)) throw conflict(cartText.alreadyEnrolled);
      if (!(await cart.add(student.id, courseId, app.now().toISOString()))) throw conflict(cartText.alreadyInCart);
      return reply.code(201).send({ message: cartText.added, cart: await cart.read(student.id) });
    },
  );

  app.delete(
    '/:courseId',
    studentOnly({
      summary: 'Take a course out of the cart',
      params: courseIdParamsSchema,
      response: { 200: cartResponseSchema },
      errors: [404],
    }),
    async (request) => {
      const student = currentUser(request);
      if (!(await cart.remove(student.id, request.params.courseId))) throw notFound(cartText.notInCart);
      return { message: cartText.removed, cart: await cart.read(student.id) };
    },
  );

  app.post(
    '/checkout',
    studentOnly({
      summary: 'Buy the cart: enrol in each course, record the order with its total, empty the cart',
      description:
        'One transaction. Repeated or concurrent checkouts never enrol twice: the later ones find the cart empty (400). ' +
        'With `expectedTotal` (the total the cart showed), a price changed meanwhile is refused with 409 and nothing is charged.',
      body: checkoutInputSchema,
      response: { 200: checkoutResponseSchema },
      errors: [400, 409],
    }),
    async (request) => {
      const student = currentUser(request);
      const expected = request.body?.expectedTotal;
      const expectedCents = expected === undefined ? undefined : Math.round(expected * 100);
      const result = await app.db.transaction().execute((trx) => cartRepository(trx).checkout(student.id, app.now().toISOString(), expectedCents));
      if (!result) throw badRequest(cartText.empty);
      return {
        message: cartText.checkedOut,
        orderId: result.orderId,
        total: centsToDollars(result.totalCents),
        enrolledCourseIds: result.enrolledCourseIds,
      };
    },
  );
};

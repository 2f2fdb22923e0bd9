import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponsCalls } from '@lectern/shared-sdk/coupons/calls';
import { notFound } from '../../lib/http-errors';
import { found, notFoundMessages } from '../../lib/not-found';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';
import { loadManagedCourse } from '../courses/course-access';
import { couponsRepository, couponText } from './coupons.repository';

const changeDescription =
  'Turns it on or off (`enabled`), moves or removes its end (`endsAt`), changes or removes its limit (`maxRedemptions`). ' +
  'An end before its start is refused (400); a limit under the redemptions already made is refused (409).';

/** Coupons made by educators, for their own courses, and by admins, for one course or the whole site. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = couponsRepository(app.db);
  const educators = routeOptions(['coupons'], signedIn(app, requireRole('educator')));
  const activeEducator = routeOptions(['coupons'], signedIn(app, requireActiveEducator));
  const admins = routeOptions(['coupons'], signedIn(app, requireRole('admin')));

  /** The coupon just written, as the answer shows it. */
  const written = async (couponId: number, message: string) => ({ message, coupon: found(await coupons.find(couponId), couponText.notFound) });

  app.route({
    ...educators(couponsCalls.listEducatorCoupons, { summary: "The educator's own coupons, newest first, each with its redemptions" }),
    handler: async (request) => ({ coupons: await coupons.list({ createdBy: currentUser(request).id }) }),
  });

  app.route({
    ...activeEducator(couponsCalls.createEducatorCoupon, {
      summary: 'Make a coupon for one of your courses (`courseId`) or, without one, for all of them (active educators)',
      description:
        "Another educator's course answers 403, or 404 while it is in review, as everywhere else. A code taken already, " +
        'in any case, answers 409.',
      errors: [404, 409],
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { courseId } = request.body;
      const course = courseId == null ? null : await loadManagedCourse(app.db, courseId, user);
      const id = await coupons.create(
        request.body,
        { scope: course ? 'course' : 'educator', courseId: course?.id ?? null, createdBy: user.id },
        app.now().toISOString(),
      );
      return reply.code(201).send(await written(id, couponText.created));
    },
  });

  app.route({
    ...activeEducator(couponsCalls.updateEducatorCoupon, {
      summary: 'Change one of your coupons (active educators)',
      description: `${changeDescription} Another educator's coupon answers 404.`,
      errors: [404, 409],
    }),
    handler: async (request) => {
      const { couponId } = request.params;
      const changed = await coupons.update(couponId, request.body, { createdBy: currentUser(request).id, at: app.now().toISOString() });
      if (!changed) throw notFound(couponText.notFound);
      return written(couponId, couponText.updated);
    },
  });

  app.route({
    ...admins(couponsCalls.listAdminCoupons, { summary: "Every coupon, educators' included, newest first" }),
    handler: async () => ({ coupons: await coupons.list() }),
  });

  app.route({
    ...admins(couponsCalls.createAdminCoupon, {
      summary: 'Make a coupon for one course (`courseId`) or, without one, for every course on the site',
      errors: [404, 409],
    }),
    handler: async (request, reply) => {
      const { courseId } = request.body;
      const course =
        courseId == null
          ? null
          : found(await app.db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst(), notFoundMessages.course);
      const id = await coupons.create(
        request.body,
        { scope: course ? 'course' : 'site', courseId: course?.id ?? null, createdBy: currentUser(request).id },
        app.now().toISOString(),
      );
      return reply.code(201).send(await written(id, couponText.created));
    },
  });

  app.route({
    ...admins(couponsCalls.updateAdminCoupon, { summary: 'Change any coupon', description: changeDescription, errors: [404, 409] }),
    handler: async (request) => {
      const { couponId } = request.params;
      if (!(await coupons.update(couponId, request.body, { at: app.now().toISOString() }))) throw notFound(couponText.notFound);
      return written(couponId, couponText.updated);
    },
  });
};

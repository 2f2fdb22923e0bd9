import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponsCalls } from '@lectern/shared-sdk/coupons/calls';
import { couponCodePattern } from '@lectern/shared-sdk/coupons/domain';
import { conflict, notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireRole, signedIn } from '../../plugins/auth';
import { cartRepository } from '../cart/cart.repository';
import { dollarsToCents } from '../courses/courses.authoring.repository';
import { belowMinimumRefusal } from '../payments/minimum-charge';
import { couponsRepository, couponText } from './coupons.repository';

/** A student's coupon code on their cart: one at a time, priced into the cart's answer. */
export const cartCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = couponsRepository(app.db);
  const studentOnly = routeOptions(['coupons'], signedIn(app, requireRole('student')));
  // Codes are guessable text: a student gets 10 unknown codes per 15 minutes.
  const unknownCodes = app.rateLimit('coupon-unknown-code', { limit: 10, windowSeconds: 15 * 60 });

  app.route({
    ...studentOnly(couponsCalls.applyCoupon, {
      summary: "Apply a coupon code to the student's cart (one code per cart: it replaces any other)",
      description:
        'The code is read in any case. The answer is the cart with the coupon, its `discount`, the new `total` and each ' +
        "course's `discountedPrice`. Refused, and the cart left as it was: an unknown code (404); a coupon turned off, not " +
        'started, ended or used up, one that applies to no course in the cart, or one that would leave a course costing less ' +
        'than a card payment can be ($0.50) but more than nothing (409), each with its own message. ' +
        'Ten unknown codes within 15 minutes, and the next tries are refused (429) until that time is over.',
      errors: [404, 409, 429],
    }),
    handler: async (request) => {
      const student = currentUser(request);
      const at = app.now().toISOString();
      const { code } = request.body;
      // A point per try, taken before the look-up: a burst of guesses gets no more looks than the limit.
      await unknownCodes.take(String(student.id), (wait) => `Too many codes that don't exist. Try again in ${wait}.`);
      const coupon = couponCodePattern.test(code) ? await coupons.findByCode(code) : undefined;
      if (!coupon) throw notFound(couponText.unknownCode);
      await unknownCodes.giveBack(String(student.id));
      // The cart judges the coupon as every later read will: put in, read, and taken back out if it takes nothing off.
      return app.db.transaction().execute(async (trx) => {
        await couponsRepository(trx).putInCart(student.id, coupon.id, at);
        const cart = await cartRepository(trx).read(student.id, at);
        if (cart.coupon?.unavailable) throw conflict(cart.coupon.unavailable.message);
        const discounted = cart.courseIds.flatMap((item) =>
          item.available && item.discountedPrice !== null
            ? [
                {
                  title: item.title,
                  price_cents: dollarsToCents(item.price),
                  discount_cents: dollarsToCents(item.price) - dollarsToCents(item.discountedPrice),
                },
              ]
            : [],
        );
        const tooSmall = belowMinimumRefusal(discounted, 'coupon');
        if (tooSmall) throw tooSmall;
        return { message: couponText.applied, cart };
      });
    },
  });

  app.route({
    ...studentOnly(couponsCalls.removeCoupon, { summary: "Take the coupon off the student's cart (none there is fine)" }),
    handler: async (request) => {
      const student = currentUser(request);
      await coupons.removeFromCart(student.id);
      return { message: couponText.removed, cart: await cartRepository(app.db).read(student.id, app.now().toISOString()) };
    },
  });
};

import { authCalls } from '../auth/calls';
import type { Call } from './call';
import { cartCalls } from '../cart/calls';
import { certificatesCalls } from '../certificates/calls';
import { couponsCalls } from '../coupons/calls';
import { coursesCalls } from '../courses/calls';
import { earningsCalls } from '../earnings/calls';
import { refundsCalls } from '../refunds/calls';
import { enrollmentsCalls } from '../enrollments/calls';
import { insightsCalls } from '../insights/calls';
import { modulesCalls } from '../modules/calls';
import { pagesCalls } from '../pages/calls';
import { questionsCalls } from '../questions/calls';
import { notificationsCalls } from '../notifications/calls';
import { quizzesCalls } from '../quizzes/calls';
import { paymentsCalls } from '../payments/calls';
import { reviewsCalls } from '../reviews/calls';
import { sessionsCalls } from '../sessions/calls';
import { statsCalls } from '../stats/calls';
import { telemetryCalls } from '../telemetry/calls';
import { uploadsCalls } from '../uploads/calls';
import { usersCalls } from '../users/calls';
import { videosCalls } from '../videos/calls';
import { wishlistCalls } from '../wishlist/calls';

/**
 * Every API call, by domain: the spec's call tables as code. The API registers a route for each and nothing else but
 * its health check and documentation (api/src/conformance/calls.test.ts); the SDK's query hooks make them.
 */
export const calls = {
  auth: authCalls,
  users: usersCalls,
  sessions: sessionsCalls,
  stats: statsCalls,
  courses: coursesCalls,
  modules: modulesCalls,
  videos: videosCalls,
  enrollments: enrollmentsCalls,
  reviews: reviewsCalls,
  quizzes: quizzesCalls,
  questions: questionsCalls,
  notifications: notificationsCalls,
  cart: cartCalls,
  payments: paymentsCalls,
  coupons: couponsCalls,
  wishlist: wishlistCalls,
  certificates: certificatesCalls,
  insights: insightsCalls,
  earnings: earningsCalls,
  refunds: refundsCalls,
  pages: pagesCalls,
  telemetry: telemetryCalls,
  uploads: uploadsCalls,
} as const;

/** Each call with its domain and name (`cart.addToCart`), for checks that go over them all. */
export function everyCall(): { name: string; call: Call }[] {
  return Object.entries(calls).flatMap(([domain, table]) =>
    Object.entries(table).map(([name, call]) => ({ name: `${domain}.${name}`, call: call as Call })),
  );
}
